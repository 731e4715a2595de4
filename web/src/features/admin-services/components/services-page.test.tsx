import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { ServicesPage } from './services-page';

const service = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Service',
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  description: `${title} description`,
  title_fr: null as string | null,
  description_fr: null as string | null,
  image: '/images/services/exterior-waterproofing.webp',
  featured: false,
  order: id,
  ...extra,
});

let list: ReturnType<typeof service>[];
let saveAnswer: GraphqlAnswer;

function network() {
  return fakeGraphql({
    adminServices: () => ({ data: { adminServices: list } }),
    createService: () => saveAnswer,
    updateService: () => saveAnswer,
    deleteService: () => saveAnswer,
  });
}

beforeEach(() => {
  storeAdminSession('token-1', 'admin');
  list = [service(1, 'Exterior Waterproofing', { featured: true }), service(2, 'Push Pier Systems')];
  saveAnswer = { data: { createService: { __typename: 'Service', id: 9 } } };
});

describe('Services screen', () => {
  it('lists the services with the Featured badge, loading them with the bearer token', async () => {
    const net = network();
    renderAdmin(<ServicesPage />);
    expect(screen.getByText('Loading services...')).toBeInTheDocument();
    const first = await screen.findByRole('heading', { name: /Exterior Waterproofing/ });
    expect(within(first).getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Push Pier Systems' })).toBeInTheDocument();
    expect(net.sent[0]).toMatchObject({ operationName: 'adminServices', authorization: 'Bearer token-1' });
  });

  it('opens "Add New Service" with Create and Cancel; validates with the schema next to each field', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Service' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Order')).toHaveValue(0);
    expect(within(dialog).getByLabelText('Featured')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Title')).toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const [label, message] of [
      ['Title', 'Title is required'],
      ['Slug', 'Slug is required'],
      ['Description', 'Description is required'],
      ['Image URL', 'Image URL is required'],
    ]) {
      const input = within(dialog).getByLabelText(label!);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message!));
    }
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Slug'), 'Not A Slug');
    await user.type(within(dialog).getByLabelText('Image URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Slug may contain lower-case letters, digits and single hyphens only')).toBeInTheDocument();
    expect(within(dialog).getByText('Image URL must be an http(s) URL or a path starting with /')).toBeInTheDocument();
    expect(net.names()).toEqual(['adminServices']);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Cancel resets: the next dialog starts empty.
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Slug')).toHaveValue('');
  });

  it('creates: sends the parsed input, toasts, closes and reloads the list', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Service' });
    await user.type(within(dialog).getByLabelText('Title'), '  Crack Repair ');
    await user.type(within(dialog).getByLabelText('Slug'), 'crack-repair');
    await user.type(within(dialog).getByLabelText('Description'), 'Epoxy injection.');
    await user.type(within(dialog).getByLabelText('Image URL'), '/images/services/x.webp');
    expect(within(dialog).getByRole('img', { name: 'Preview of Image URL' })).toHaveAttribute('src', '/images/services/x.webp');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '7');
    await user.click(within(dialog).getByLabelText('Featured'));
    list = [...list, service(9, 'Crack Repair')];
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Service created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Crack Repair' })).toBeInTheDocument();
    const create = net.sent.find((s) => s.operationName === 'createService')!;
    expect(create.variables.input).toEqual({
      title: 'Crack Repair',
      title_fr: null,
      slug: 'crack-repair',
      description: 'Epoxy injection.',
      description_fr: null,
      image: '/images/services/x.webp',
      order: 7,
      featured: true,
    });
    expect(net.names().filter((n) => n === 'adminServices')).toHaveLength(2);
  });

  it('edits the French beside the English, and badges the services still missing French', async () => {
    const user = userEvent.setup();
    list = [
      service(1, 'Exterior Waterproofing', { title_fr: 'Imperméabilisation extérieure', description_fr: 'Creuser et sceller.' }),
      service(2, 'Push Pier Systems'),
    ];
    const net = network();
    saveAnswer = { data: { updateService: { __typename: 'Service', id: 2 } } };
    renderAdmin(<ServicesPage />);
    const translated = (await screen.findByRole('heading', { name: 'Exterior Waterproofing' })).closest('li')!;
    const untranslated = screen.getByRole('heading', { name: 'Push Pier Systems' }).closest('li')!;
    expect(within(translated).queryByText('French missing')).not.toBeInTheDocument();
    expect(within(untranslated).getByText('French missing')).toBeInTheDocument();
    expect(within(untranslated).getByText('title, description')).toBeInTheDocument();

    await user.click(within(untranslated).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    const french = within(dialog).getByLabelText('Title (French)');
    expect(french).not.toBeRequired();
    expect(french.closest('.field-pair')).toBe(within(dialog).getByLabelText('Title').closest('.field-pair'));
    await user.type(french, 'Systèmes de pieux poussés');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'updateService')!.variables).toMatchObject({
      id: 2,
      input: { title: 'Push Pier Systems', title_fr: 'Systèmes de pieux poussés', description_fr: null },
    });
  });

  it('edits in a prefilled "Edit Service" dialog with Update', async () => {
    const user = userEvent.setup();
    const net = network();
    saveAnswer = { data: { updateService: { __typename: 'Service', id: 2 } } };
    renderAdmin(<ServicesPage />);
    const card = (await screen.findByRole('heading', { name: 'Push Pier Systems' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Push Pier Systems');
    expect(within(dialog).getByLabelText('Order')).toHaveValue(2);
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Push Piers');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'updateService')!.variables).toMatchObject({
      id: 2,
      input: { title: 'Push Piers' },
    });
  });

  it('shows the server detail when a save fails, next to the field it names', async () => {
    const user = userEvent.setup();
    network();
    saveAnswer = graphqlError('A service with this slug already exists', 'CONFLICT');
    renderAdmin(<ServicesPage />);
    const card = (await screen.findByRole('heading', { name: 'Push Pier Systems' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('A service with this slug already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Service' })).toBeInTheDocument();

    saveAnswer = graphqlError('slug: Slug is taken', 'BAD_USER_INPUT', [{ field: 'slug', message: 'Slug is taken' }]);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(expect.stringContaining('Slug is taken')));
  });

  it('says "Failed to save service" when the server gives no reason', async () => {
    const user = userEvent.setup();
    network();
    vi.mocked(fetch).mockImplementationOnce(
      async () => new Response('{"data":{"adminServices":[]}}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    renderAdmin(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    vi.mocked(fetch).mockImplementationOnce(async () => new Response('gateway down', { status: 502 }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'X');
    await user.type(within(dialog).getByLabelText('Slug'), 'x');
    await user.type(within(dialog).getByLabelText('Description'), 'x');
    await user.type(within(dialog).getByLabelText('Image URL'), '/x.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to save service')).toBeInTheDocument();
  });

  it('deletes after the question of docs/product.md §5, with its toasts', async () => {
    const user = userEvent.setup();
    const net = network();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    saveAnswer = { data: { deleteService: 2 } };
    renderAdmin(<ServicesPage />);
    const card = (await screen.findByRole('heading', { name: 'Push Pier Systems' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this service?');
    expect(net.names()).not.toContain('deleteService');

    list = list.filter((s) => s.id !== 2);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Push Pier Systems' })).not.toBeInTheDocument());

    saveAnswer = graphqlError('Service not found', 'NOT_FOUND');
    await user.click(within(screen.getByRole('heading', { name: /Exterior Waterproofing/ }).closest('li')!).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete service')).toBeInTheDocument();
  });

  it('shows the load error text of docs/product.md §8', async () => {
    fakeGraphql({ adminServices: () => graphqlError('Database unavailable', 'SERVICE_UNAVAILABLE') });
    renderAdmin(<ServicesPage />);
    expect(await screen.findByText('Database unavailable')).toHaveAttribute('role', 'alert');
  });
});
