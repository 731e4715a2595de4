import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import type { ContactLead } from '../api/contact-page.query';
import { lead } from '../testing/lead-fixtures';
import { ContactReplies } from './contact-replies';
import { ContactsPage } from './contacts-page';

const templates = [
  { __typename: 'ReplyTemplate', id: 1, title: "Thanks, we'll call you today" },
  { __typename: 'ReplyTemplate', id: 3, title: 'Booking your free estimate' },
];
const sentReply = {
  __typename: 'ContactReply',
  id: 7,
  subject: 'Re: Wet basement',
  body: 'Hello Bea,\nWe will call you today.',
  author: 'office',
  status: 'sent',
  error: null,
  created_at: '2026-11-20T16:00:00.000Z',
  sent_at: '2026-11-20T16:00:02.000Z',
};

let replyAnswers: GraphqlAnswer[];

function network() {
  return fakeGraphql({
    replyTemplateChoices: () => ({ data: { replyTemplateChoices: templates } }),
    contactReplyDraft: (v) => ({
      data: {
        contactReplyDraft: {
          __typename: 'ContactReplyDraft',
          subject: 'Re: Wet basement',
          body:
            v.templateId === 3
              ? v.language === 'fr'
                ? 'Bonjour Bea,\n\nLequel de ces moments vous convient : ...?'
                : 'Hello Bea,\n\nWhich of these times suit you: ...?'
              : '',
          language: v.language === 'fr' && v.templateId === 3 ? 'fr' : 'en',
        },
      },
    }),
    replyToContact: () => replyAnswers.shift()!,
    // The Contacts screen around the card.
    contactPage: () => ({
      data: { contactPage: { __typename: 'ContactPage', total: 2, page: 1, page_size: 20, items: [lead(2, 'Bea Martin'), lead(1, 'Al Stone')] } },
    }),
    leadOwners: () => ({ data: { leadOwners: [] } }),
    leadSources: () => ({ data: { leadsBySource: [] } }),
  });
}

const render = (extra: Record<string, unknown> = {}, onSent = vi.fn(async () => undefined)) => {
  renderAdmin(<ContactReplies lead={lead(2, 'Bea Martin', extra) as unknown as ContactLead} onSent={onSent} />, { path: '/admin/contacts' });
  return onSent;
};

beforeEach(() => {
  storeAdminSession('token-1', 'office');
  replyAnswers = [{ data: { replyToContact: { __typename: 'ContactReply', id: 8, status: 'queued' } } }];
});

describe('replies on the lead card', () => {
  it('lists the replies sent, with who sent them, when and whether they went out', () => {
    network();
    render({ replies: [sentReply, { ...sentReply, id: 9, subject: 'Re: photos', status: 'failed', error: 'No such mailbox', sent_at: null }] });
    const section = screen.getByRole('region', { name: 'Replies to the homeowner (2)' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Re: Wet basement · office · .*2026.*Sent/);
    expect(within(items[0]!).getByText(/We will call you today/)).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/Re: photos.*Not sent.*No such mailbox/);
  });

  it('starts a reply to a French lead in French, and switches to English on request', async () => {
    const net = network();
    render({ language: 'fr' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reply by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Bea Martin' });
    expect(within(dialog).getByLabelText('Language')).toHaveValue('fr');
    expect(within(dialog).getByText('The homeowner prefers French.')).toBeInTheDocument();
    const picker = within(dialog).getByLabelText('Template');
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Booking your free estimate');
    const message = within(dialog).getByLabelText('Message');
    await waitFor(() => expect(message).toHaveValue('Bonjour Bea,\n\nLequel de ces moments vous convient : ...?'));
    expect(net.sent.find((s) => s.operationName === 'contactReplyDraft' && s.variables.templateId === 3)?.variables).toEqual({
      id: 2,
      templateId: 3,
      language: 'fr',
    });
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'English');
    await waitFor(() => expect(message).toHaveValue('Hello Bea,\n\nWhich of these times suit you: ...?'));
  });

  it('picks a template, edits the text and sends it with one client_id, also when sent again after a refusal', async () => {
    const net = network();
    const onSent = render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reply by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Bea Martin' });
    expect(within(dialog).getByText('To: bea@example.com')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Subject')).toHaveValue('Re: Wet basement'));
    expect(within(dialog).getByLabelText('Message')).toHaveValue('');

    const picker = within(dialog).getByLabelText('Template');
    await waitFor(() => expect(picker).toBeEnabled());
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No template', ...templates.map((t) => t.title)]);
    await user.selectOptions(picker, 'Booking your free estimate');
    const message = within(dialog).getByLabelText('Message');
    await waitFor(() => expect(message).toHaveValue('Hello Bea,\n\nWhich of these times suit you: ...?'));
    expect(net.sent.find((s) => s.operationName === 'contactReplyDraft' && s.variables.templateId === 3)?.variables).toEqual({
      id: 2,
      templateId: 3,
      language: 'en',
    });

    // Empty text is refused before anything is sent.
    await user.clear(message);
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText('Body is required')).toBeInTheDocument();
    expect(net.names()).not.toContain('replyToContact');

    // A misspelt placeholder is refused in the browser with the server's own message.
    await user.type(message, 'Hello {{nmae}');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText('Body has an unknown placeholder {nmae}: use {name} or {company}')).toBeInTheDocument();
    expect(net.names()).not.toContain('replyToContact');

    // The server refuses (the lead was held back meanwhile): its reason is shown, the dialog stays.
    await user.clear(message);
    await user.type(message, 'Hello {{name}, Tuesday 10:00?');
    replyAnswers.unshift(graphqlError('This lead is held back as spam: release it first ("Not spam"), then reply', 'BAD_USER_INPUT'));
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This lead is held back as spam: release it first ("Not spam"), then reply')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reply to Bea Martin' })).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();

    // Sent again (say the answer was lost): the same client_id, so the server answers the same reply.
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply queued: it is e-mailed to bea@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSent).toHaveBeenCalledTimes(1);

    const sends = net.sent.filter((s) => s.operationName === 'replyToContact');
    expect(sends).toHaveLength(2);
    const input = sends[1]!.variables.input as Record<string, string>;
    expect(input).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      subject: 'Re: Wet basement',
      body: 'Hello {name}, Tuesday 10:00?',
    });
    expect((sends[0]!.variables.input as Record<string, string>).client_id).toBe(input.client_id);
    expect(sends[1]!.variables.id).toBe(2);
  }, 20_000);

  it('offers no reply for a lead held back as spam', () => {
    network();
    render({ delivery_state: 'spam' });
    expect(screen.getByText(/Held back as spam: release it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply by e-mail' })).not.toBeInTheDocument();
  });

  it('shows nothing for an erased lead', () => {
    network();
    render({ erased_at: '2026-11-21T10:00:00.000Z' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('on the Contacts screen, stays open while a search typed just before it loads (the leads shown stay meanwhile)', async () => {
    const user = userEvent.setup();
    const net = network();
    const { router } = renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    // Typed, then a click on a card before the search's 300 ms pause is over.
    await user.type(screen.getByLabelText('Search contacts'), 'bea');
    await user.click(within(screen.getByRole('article', { name: 'Bea Martin' })).getByRole('button', { name: 'Reply by e-mail' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=bea'));
    await waitFor(() => expect(net.sent.filter((s) => s.operationName === 'contactPage').at(-1)!.variables).toMatchObject({ filter: { search: 'bea' } }));
    // The new list has come (marked busy while it loaded).
    await waitFor(() => expect(document.querySelector('ul.contact-list')).toHaveAttribute('aria-busy', 'false'));
    const dialog = screen.getByRole('dialog', { name: 'Reply to Bea Martin' });
    await waitFor(() => expect(within(dialog).getByLabelText('Template')).toBeEnabled());
  });
});
