import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ContentDeclaration } from '@northrock/core/browser';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { genericContentScreenAt } from '../lib/content-screens';
import { ContentPage } from './content-page';

beforeEach(() => storeAdminSession('t', 'admin'));

// The reply templates as the registry declares them (services/core/src/registry/content-catalogue.ts).
const replyTemplates = genericContentScreenAt('/admin/reply-templates')!;

const template = {
  __typename: 'ReplyTemplate',
  id: 7,
  title: 'Thanks for asking',
  body: 'Hello {name}, thanks for contacting {company}.',
  title_fr: null,
  body_fr: null,
  order: 2,
};

describe('the generic content screen', () => {
  it("lists a type's items as the registry's card says: title, meta, text, and French missing", async () => {
    const net = fakeGraphql({ adminReplyTemplates: () => ({ data: { adminReplyTemplates: [template] } }) });
    renderAdmin(<ContentPage {...replyTemplates} />);
    expect(screen.getByText('Loading reply templates...')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Thanks for asking' })).closest('li')!;
    expect(screen.getByRole('heading', { name: 'Manage Reply Templates' })).toBeInTheDocument();
    expect(within(card).getByText('Order 2')).toBeInTheDocument();
    expect(within(card).getByText(template.body)).toBeInTheDocument();
    expect(within(card).getByText('French missing')).toBeInTheDocument();
    // The operation the screen always sent (the gateway's name for the type's admin list).
    expect(net.names()).toEqual(['adminReplyTemplates']);
  });

  it('creates an item: the schema refuses by field before sending, the server refuses by field after, then it is saved', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const net = fakeGraphql({
      adminReplyTemplates: () => ({ data: { adminReplyTemplates: [] } }),
      createReplyTemplate: () =>
        refuse
          ? graphqlError('Validation failed', 'BAD_USER_INPUT', [{ field: 'title', message: 'A reply template with this title already exists' }])
          : { data: { createReplyTemplate: { __typename: 'ReplyTemplate', id: 8 } } },
    });
    renderAdmin(<ContentPage {...replyTemplates} />);
    expect(await screen.findByText('No reply templates yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Reply Template' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Reply Template' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(/Title is required/);
    expect(within(dialog).getByLabelText('Body')).toHaveAccessibleDescription(/Body is required/);
    expect(net.names()).not.toContain('createReplyTemplate');

    await user.type(within(dialog).getByLabelText('Title'), 'Welcome');
    await user.type(within(dialog).getByLabelText('Body'), 'Hello {{name}');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A reply template with this title already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Reply template created successfully')).toBeInTheDocument();
    expect(net.sent.filter((s) => s.operationName === 'createReplyTemplate').at(-1)!.variables.input).toEqual({
      title: 'Welcome',
      title_fr: null,
      body: 'Hello {name}',
      body_fr: null,
      order: 0,
    });
  });

  it('edits an item: the dialog holds its fields and links to its history, and Update sends them', async () => {
    const user = userEvent.setup();
    const net = fakeGraphql({
      adminReplyTemplates: () => ({ data: { adminReplyTemplates: [template] } }),
      updateReplyTemplate: () => ({ data: { updateReplyTemplate: { __typename: 'ReplyTemplate', id: 7 } } }),
    });
    renderAdmin(<ContentPage {...replyTemplates} />);
    await user.click(await screen.findByRole('button', { name: 'Edit', description: 'Thanks for asking' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reply Template' });
    expect(within(dialog).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/admin/activity?type=ReplyTemplate&id=7');
    expect(within(dialog).getByLabelText('Order')).toHaveValue(2);
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Thank you');
    await user.type(within(dialog).getByLabelText('Title (French)'), 'Merci');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Reply template updated successfully')).toBeInTheDocument();
    const sent = net.sent.find((s) => s.operationName === 'updateReplyTemplate')!;
    expect(sent.variables).toEqual({ id: 7, input: { title: 'Thank you', title_fr: 'Merci', body: template.body, body_fr: null, order: 2 } });
  });

  it('serves a type declared only in the registry: its GraphQL names, fields and card follow from the declaration', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const gadget = {
      typeName: 'Gadget',
      input: z.strictObject({ label: z.string().trim().min(1, 'Label is required'), size: z.number().int().default(1) }),
      title: 'Gadget',
      rest: { adminPath: '/admin/gadgets', tag: 'Gadgets', plural: 'gadgets' },
      graphql: { plural: 'gadgets', description: 'A test-only content type.' },
      public: false,
      nav: { path: '/admin/gadgets', label: 'Gadgets' },
      screen: { kind: 'generic', fields: [], card: { title: 'label' } },
    } satisfies ContentDeclaration;
    const net = fakeGraphql({
      adminGadgets: () => ({ data: { adminGadgets: [{ __typename: 'Gadget', id: 1, label: 'Sprocket', size: 3 }] } }),
      deleteGadget: () => ({ data: { deleteGadget: 1 } }),
    });
    renderAdmin(
      <ContentPage
        type={gadget}
        fields={[
          { kind: 'text', name: 'label', label: 'Label' },
          { kind: 'number', name: 'size', label: 'Size' },
        ]}
        card={{ title: 'label', meta: { field: 'size', prefix: 'Size ' } }}
      />,
    );
    expect(await screen.findByText('Size 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete', description: 'Sprocket' }));
    expect(await screen.findByText('Gadget deleted successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'deleteGadget')!.variables).toEqual({ id: 1 });
  });
});
