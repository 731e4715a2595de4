import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import type { Json } from '../../../test/json';

let h: Harness;
let token: string;

const lead = (name: string, city: string) => ({
  name,
  email: `${name
    .split(' ')[0]!
    .toLowerCase()
    .replace(/[^a-z]/g, '')}@example.com`,
  phone: '807-555-0100',
  city,
  subject: 'Cracked wall',
  message: 'Please call',
});

async function gql(query: string, variables: Record<string, unknown> = {}, auth = true) {
  const res = await h.call('POST', '/graphql', { body: { query, variables }, token: auth ? token : undefined });
  return res.body as { data?: Json; errors?: { message: string; extensions?: { code?: string } }[] };
}

beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
  for (const [name, city] of [
    ['Ann Lee', 'Sudbury'],
    ['=Bad Actor', 'Winnipeg'],
    ['Cy Young', 'Thunder Bay'],
  ] as const) {
    const res = await h.call('POST', '/api/contact', { body: lead(name, city) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});

afterAll(async () => {
  await h?.close();
});

describe('contactPage (GraphQL)', () => {
  it('filters, searches and pages, newest first', async () => {
    const all = await gql('query { contactPage { total page page_size items { name status } } }');
    expect(all.data.contactPage).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(all.data.contactPage.items.map((c: { name: string }) => c.name)).toEqual(['Cy Young', '=Bad Actor', 'Ann Lee']);

    const found = await gql('query($f: ContactListFilter) { contactPage(filter: $f) { total items { name } } }', {
      f: { search: 'sudbury', status: 'new', page: 1, page_size: 5 },
    });
    expect(found.data.contactPage).toEqual({ total: 1, items: [{ name: 'Ann Lee' }] });
  });

  it('needs the admin token', async () => {
    const res = await gql('query { contactPage { total } }', {}, false);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('notes', () => {
  it('are added by the signed-in admin and listed on the lead (GraphQL and REST)', async () => {
    const page = await gql('query { contactPage(filter: { search: "Cy" }) { items { id } } }');
    const id = page.data.contactPage.items[0].id as number;
    const added = await gql('mutation($id: Int!) { addContactNote(id: $id, input: { body: "Called back" }) { author body created_at } }', { id });
    expect(added.data.addContactNote).toMatchObject({ author: 'admin', body: 'Called back' });

    const rest = await h.call('POST', `/api/admin/contacts/${id}/notes`, { token, body: { body: 'Booked a visit' } });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ author: 'admin', body: 'Booked a visit' });

    const listed = await h.call('GET', `/api/admin/contacts/${id}/notes`, { token });
    expect(listed.body.map((n: { body: string }) => n.body)).toEqual(['Called back', 'Booked a visit']);

    const withNotes = await gql('query { contactPage { items { name notes { author body } } } }');
    const cy = withNotes.data.contactPage.items.find((c: { name: string }) => c.name === 'Cy Young');
    expect(cy.notes).toHaveLength(2);
  });

  it('answer clear errors', async () => {
    expect((await h.call('POST', '/api/admin/contacts/1/notes', { body: { body: 'x' } })).status).toBe(401);
    const empty = await h.call('POST', '/api/admin/contacts/1/notes', { token, body: { body: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('body: Note is required');
    expect((await h.call('GET', '/api/admin/contacts/99999/notes', { token })).status).toBe(404);
  });

  it('are not readable through the public submitContact answer', async () => {
    const res = await gql(
      'mutation($input: ContactInput!) { submitContact(input: $input) { id notes { body } } }',
      { input: lead('Dee Public', 'Sudbury') },
      false,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/admin/contacts/export', () => {
  it('downloads the filtered leads as CSV with formula cells escaped', async () => {
    const res = await fetch(`${h.baseUrl}/api/admin/contacts/export?status=new&search=bad`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"new","'=Bad Actor","bad@example.com",`);
  });

  it('needs the token and a known status', async () => {
    expect((await h.call('GET', '/api/admin/contacts/export')).status).toBe(401);
    const bad = await h.call('GET', '/api/admin/contacts/export?status=spam', { token });
    expect(bad.status).toBe(422);
  });
});

describe("erasing a homeowner's data", () => {
  it('REST and GraphQL erase the personal fields for the signed-in admin only; never while its e-mails are on their way', async () => {
    const sent = await h.call('POST', '/api/contact', { body: lead('Dana Fox', 'Sudbury') });
    const id = sent.body.id as number;
    expect((await h.call('POST', `/api/admin/contacts/${id}/erase`)).status).toBe(401);
    expect((await h.call('POST', '/api/admin/contacts/999999/erase', { token })).status).toBe(404);
    // No worker here: its staff e-mail is still owed, so erasing waits.
    const early = await h.call('POST', `/api/admin/contacts/${id}/erase`, { token });
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/still being sent/);

    await h.orm.em.fork().getConnection().execute(`update contact_submissions set pipeline_started_at = now() - interval '11 minutes' where id = ?`, [id]);
    const erased = await h.call('POST', `/api/admin/contacts/${id}/erase`, { token });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ id, name: 'Erased', email: '', phone: '', message: '', city: 'Sudbury', status: 'new' });
    expect(erased.body.erased_at).toEqual(expect.any(String));
    const listed = (await h.call('GET', '/api/admin/contacts', { token })).body.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ name: 'Erased', email: '' });

    const other = (await h.call('POST', '/api/contact', { body: lead('Eli Park', 'Winnipeg') })).body.id as number;
    await h.orm.em.fork().getConnection().execute(`update contact_submissions set pipeline_started_at = now() - interval '11 minutes' where id = ?`, [other]);
    const mutation = 'mutation($id: Int!) { eraseContact(id: $id) { id name email erased_at } }';
    expect((await gql(mutation, { id: other }, false)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const viaGraphql = await gql(mutation, { id: other });
    expect(viaGraphql.data?.eraseContact).toMatchObject({ id: other, name: 'Erased', email: '' });
  });
});
