import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { lead, photo } from '../testing/lead-fixtures';
import { ContactsPage } from './contacts-page';

let leads: ReturnType<typeof lead>[];
let total: number;
let statusAnswer: GraphqlAnswer;
const me = { username: 'admin', default_password: false, password_change_required: false, temporary_password: false, mfa_enabled: false, role: 'admin' };

function network() {
  return fakeGraphql({
    contactPage: (v) => {
      const filter = (v.filter ?? {}) as { page?: number; page_size?: number };
      return {
        data: {
          contactPage: { __typename: 'ContactPage', total, page: filter.page ?? 1, page_size: filter.page_size ?? 20, items: leads },
        },
      };
    },
    setContactStatus: () => statusAnswer,
    addContactNote: () => ({ data: { addContactNote: { __typename: 'ContactNote', id: 1 } } }),
    leadOwners: () => ({ data: { leadOwners: [] } }),
    me: () => ({ data: { me: { __typename: 'Me', ...me } } }),
    leadSources: () => ({
      data: {
        leadsBySource: [
          { __typename: 'SourceCount', source: 'google', leads: 3 },
          { __typename: 'SourceCount', source: 'direct', leads: 1 },
        ],
      },
    }),
  });
}

/** The variables of the last contacts list request. */
const lastList = (net: ReturnType<typeof network>) => net.sent.filter((s) => s.operationName === 'contactPage').at(-1)!.variables;

beforeEach(() => {
  storeAdminSession('token-1', 'admin');
  leads = [
    lead(2, 'Bea Martin', {
      photos: [photo('00000000-0000-4000-8000-000000000001'), photo('00000000-0000-4000-8000-000000000002')],
      notes: [{ __typename: 'ContactNote', id: 5, author: 'office', body: 'Left a voicemail', kind: 'note', created_at: '2026-11-21T10:00:00.000Z' }],
    }),
    lead(1, 'Al Stone', { status: 'resolved', address: '', city: '', delivery_state: 'failed', delivery_error: 'SMTP refused' }),
  ];
  total = 2;
  statusAnswer = { data: { setContactStatus: { __typename: 'ContactSubmission', id: 2, status: 'contacted' } } };
});

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('Contacts screen', () => {
  it('shows the title, total, loading text and each lead as docs/product.md §2.4 says', async () => {
    network();
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    expect(screen.getByRole('heading', { name: 'Contact Submissions' })).toBeInTheDocument();
    expect(screen.getByText('Loading contacts...')).toBeInTheDocument();
    expect(await screen.findByText('Total: 2')).toBeInTheDocument();

    const bea = cardOf('Bea Martin');
    expect(within(bea).getByText('new')).toHaveAttribute('data-color', 'blue');
    expect(within(bea).getByRole('link', { name: 'bea@example.com' })).toHaveAttribute('href', 'mailto:bea@example.com');
    expect(within(bea).getByRole('link', { name: '807-555-0100' })).toHaveAttribute('href', 'tel:807-555-0100');
    expect(within(bea).getByText('12 Bay St, Thunder Bay')).toBeInTheDocument();
    expect(within(bea).getByText(/Wet basement/)).toBeInTheDocument();
    expect(within(bea).getByText(/Water after rain/)).toHaveClass('contact-card__message');
    expect(within(bea).getByText(/Water after rain/).textContent).toBe('Water after rain.\nNorth wall cracked.');
    expect(within(bea).getAllByText(/2026/, { selector: 'time' })[0]).toHaveAttribute('datetime', '2026-11-20T15:30:00.000Z');
    // On the office's clock, whatever the browser's zone: 15:30 UTC is 10:30 a.m. in Toronto.
    expect(within(bea).getAllByText(/2026/, { selector: 'time' })[0]).toHaveTextContent('Fri Nov 20, 2026, 10:30 a.m. EST');

    const photos = within(within(bea).getByRole('list', { name: 'Photos from Bea Martin' })).getAllByRole('link');
    expect(photos).toHaveLength(2);
    expect(photos[0]).toHaveAttribute('target', '_blank');
    expect(photos[0]).toHaveAttribute('href', '/media/originals/00000000-0000-4000-8000-000000000001.jpg?token=t');
    expect(within(photos[0]!).getByRole('img')).toHaveAttribute('src', '/media/variants/00000000-0000-4000-8000-000000000001/thumb.jpg');

    const status = within(bea).getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Contacted', 'Resolved']);
    expect(within(bea).getByText('Staff and homeowner e-mailed')).toBeInTheDocument();
    expect(within(bea).getByText('Left a voicemail')).toBeInTheDocument();

    const al = cardOf('Al Stone');
    expect(within(al).getByText('resolved')).toHaveAttribute('data-color', 'green');
    expect(within(al).queryByText(/Location/)).not.toBeInTheDocument();
    expect(within(al).getByText('E-mail delivery failed')).toBeInTheDocument();
    expect(within(al).getByText(/SMTP refused/)).toBeInTheDocument();
  });

  it('says "No contact submissions yet" when there are none', async () => {
    leads = [];
    total = 0;
    network();
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    expect(await screen.findByText('No contact submissions yet')).toBeInTheDocument();
  });

  it('changes a status, then reloads the list, with its toasts', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    leads[0]!.status = 'contacted';
    await user.selectOptions(within(cardOf('Bea Martin')).getByLabelText('Status'), 'contacted');
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'setContactStatus')!.variables).toEqual({ id: 2, status: 'contacted' });
    await waitFor(() => expect(within(cardOf('Bea Martin')).getByText('contacted')).toHaveAttribute('data-color', 'yellow'));
    expect(net.names().filter((n) => n === 'contactPage').length).toBeGreaterThanOrEqual(2);

    statusAnswer = graphqlError('Contact submission not found', 'NOT_FOUND');
    await user.selectOptions(within(cardOf('Al Stone')).getByLabelText('Status'), 'new');
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
  });

  it('filters by status and searches, keeping the filters in the address', async () => {
    const user = userEvent.setup();
    const net = network();
    const { router } = renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'resolved');
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved'));
    await user.type(screen.getByLabelText('Search contacts'), 'stone');
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved&search=stone'));
    await waitFor(() =>
      expect(lastList(net)).toEqual({
        filter: { status: 'resolved', spam: false, search: 'stone', source: '', owner: '', answered: null, sort: 'newest', page: 1, page_size: 20 },
      }),
    );
    // The spam folder is the filter's last choice.
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'spam');
    await waitFor(() => expect(router.state.location.search).toBe('?status=spam&search=stone'));
    await waitFor(() =>
      expect(lastList(net)).toEqual({
        filter: { status: null, spam: true, search: 'stone', source: '', owner: '', answered: null, sort: 'newest', page: 1, page_size: 20 },
      }),
    );
  });

  it('shows the response clock, filters the unanswered leads and sorts the longest waiting first', async () => {
    const user = userEvent.setup();
    leads[0] = lead(2, 'Bea Martin', { waiting_office_minutes: null, response_office_minutes: 7, first_response_kind: 'call' });
    const net = network();
    const { router } = renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    expect(cardOf('Bea Martin')).toHaveTextContent('Response: answered in 7 min');
    expect(cardOf('Al Stone')).toHaveTextContent('Response: waiting 12 office minutes');
    await user.selectOptions(screen.getByLabelText('Response'), 'Unanswered');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Longest waiting first');
    await waitFor(() => expect(router.state.location.search).toBe('?clock=unanswered&sort=waiting'));
    await waitFor(() => expect(lastList(net)).toMatchObject({ filter: { answered: false, sort: 'waiting' } }));
  });

  it('filters by source, and shows where each lead came from', async () => {
    const user = userEvent.setup();
    leads[0] = lead(2, 'Bea Martin', {
      landing_page: '/?utm_source=google&utm_campaign=spring',
      form_page: '/contact',
      referrer_host: 'google.com',
      utm_source: 'google',
      utm_campaign: 'spring',
      device: 'phone',
      source: 'google',
    });
    const net = network();
    const { router } = renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    const bea = cardOf('Bea Martin').querySelector('dl')!;
    expect(bea).toHaveTextContent('Landing page: /?utm_source=google&utm_campaign=spring');
    expect(bea).toHaveTextContent('Form page: /contact');
    expect(bea).toHaveTextContent('Referrer: google.com');
    expect(bea).toHaveTextContent('Source: google');
    expect(bea).toHaveTextContent('Campaign: spring');
    expect(bea).toHaveTextContent('Device: Phone');
    expect(bea).not.toHaveTextContent('Medium');
    expect(cardOf('Al Stone')).toHaveTextContent('Source: not recorded');

    await user.selectOptions(await screen.findByLabelText('Filter by source'), 'google');
    await waitFor(() => expect(router.state.location.search).toBe('?source=google'));
    await waitFor(() => expect(lastList(net)).toMatchObject({ filter: { source: 'google', page: 1 } }));
    expect(screen.getByRole('option', { name: 'google (3)' })).toBeInTheDocument();
  });

  it('pages through many leads', async () => {
    const user = userEvent.setup();
    total = 45;
    const net = network();
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lastList(net)).toMatchObject({ filter: { page: 2 } });
  });

  it('adds a note signed by the server, validating it first', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    await screen.findByText('Total: 2');
    const bea = cardOf('Bea Martin');
    await user.click(within(bea).getByRole('button', { name: 'Add Note' }));
    expect(within(bea).getByLabelText('Add a note')).toHaveAccessibleDescription('Note is required');
    await user.type(within(bea).getByLabelText('Add a note'), 'Booked for Tuesday');
    // A call answers the lead: the kind travels with the note.
    await user.selectOptions(within(bea).getByLabelText('Kind'), 'Call made');
    await user.click(within(bea).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'addContactNote')!.variables).toEqual({
      id: 2,
      input: { body: 'Booked for Tuesday', kind: 'call' },
    });
  });

  it('exports the filtered leads as CSV with the bearer token', async () => {
    const user = userEvent.setup();
    const net = network();
    const graphql = net.fetchMock.getMockImplementation()!;
    const csvCalls: { url: string; auth: string | null }[] = [];
    net.fetchMock.mockImplementation(async (url: unknown, init?: RequestInit) => {
      if (String(url).startsWith('/api/admin/contacts/export')) {
        csvCalls.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
        return new Response('ID\r\n', { status: 200, headers: { 'content-disposition': 'attachment; filename="leads-2026-11-22.csv"' } });
      }
      return graphql(url, init);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAdmin(<ContactsPage />, { path: '/admin/contacts?status=new&search=bay' });
    await screen.findByText('Total: 2');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(csvCalls).toEqual([{ url: '/api/admin/contacts/export?status=new&search=bay', auth: 'Bearer token-1' }]);
  });

  it('shows a held-back lead with its reason and a "Not spam" button that releases it', async () => {
    const user = userEvent.setup();
    leads = [lead(7, 'Held Back', { delivery_state: 'spam', spam_reason: 'Filled the hidden field' })];
    total = 1;
    const released: number[] = [];
    fakeGraphql({
      contactPage: () => ({ data: { contactPage: { __typename: 'ContactPage', total, page: 1, page_size: 20, items: leads } } }),
      markContactNotSpam: (v) => {
        released.push(v.id as number);
        leads = [lead(7, 'Held Back', { delivery_state: 'received' })];
        return { data: { markContactNotSpam: { __typename: 'ContactSubmission', id: 7, delivery_state: 'received' } } };
      },
    });
    renderAdmin(<ContactsPage />, { path: '/admin/contacts?status=spam' });
    const card = (await screen.findByRole('heading', { name: 'Held Back' })).closest('article')!;
    expect(card).toHaveTextContent('Held back as spam: no e-mails sent');
    expect(card).toHaveTextContent('Filled the hidden field.');
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Not spam' }));
    expect(await screen.findByText('Moved out of spam: staff will be emailed')).toBeInTheDocument();
    expect(released).toEqual([7]);
    await waitFor(() => expect(within(card as HTMLElement).queryByRole('button', { name: 'Not spam' })).not.toBeInTheDocument());
  });

  it("erases a homeowner's data after asking, and shows when it was erased", async () => {
    const user = userEvent.setup();
    leads = [lead(9, 'Marie Tremblay')];
    total = 1;
    const erased: number[] = [];
    fakeGraphql({
      contactPage: () => ({ data: { contactPage: { __typename: 'ContactPage', total, page: 1, page_size: 20, items: leads } } }),
      eraseContact: (v) => {
        erased.push(v.id as number);
        leads = [lead(9, 'Erased', { email: '', phone: '', address: '', subject: '', message: '', erased_at: '2026-11-26T18:00:00.000Z' })];
        return { data: { eraseContact: { __typename: 'ContactSubmission', id: 9, erased_at: '2026-11-26T18:00:00.000Z' } } };
      },
    });
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    const card = (await screen.findByRole('heading', { name: 'Marie Tremblay' })).closest('article') as HTMLElement;
    const confirm = vi.spyOn(window, 'confirm');
    confirm.mockReturnValueOnce(false);
    await user.click(within(card).getByRole('button', { name: "Erase this homeowner's data" }));
    expect(erased).toEqual([]);
    confirm.mockReturnValueOnce(true);
    await user.click(within(card).getByRole('button', { name: "Erase this homeowner's data" }));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining("Erase Marie Tremblay's personal data?"));
    expect(await screen.findByText("The homeowner's data was erased")).toBeInTheDocument();
    expect(erased).toEqual([9]);
    const after = (await screen.findByRole('heading', { name: 'Erased' })).closest('article') as HTMLElement;
    expect(after).toHaveTextContent('Personal data erased Thu Nov 26, 2026, 1:00 p.m. EST.');
    expect(within(after).queryByRole('button', { name: "Erase this homeowner's data" })).not.toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument(); // it takes nothing new
    expect(within(after).getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(within(after).getByRole('group', { name: 'Outcome of the lead' })).toBeDisabled();
    confirm.mockRestore();
  });
});
