import { defineEntity, p } from '@mikro-orm/core';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNavigation, contentTypes, extendRegistry } from '@northrock/core/registry';
import { defineCrud } from '@northrock/core/shared';
import type { Json } from '../../../test/json';
import type { Harness } from './harness';

/**
 * A content type that exists only in this test: its entity, its zod schema and one registry
 * entry. Nothing else is edited, and it gets REST and GraphQL CRUD, OpenAPI paths, a cached
 * public read, activity entries (and a filter value) and an admin navigation entry with its screen.
 */
const GadgetSchema = defineEntity({
  name: 'Gadget',
  tableName: 'test_gadgets',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    order: p.integer().default(0),
  },
});
class Gadget extends GadgetSchema.class {}
GadgetSchema.setClass(Gadget);

const gadgetInput = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  order: z.int().default(0),
});

extendRegistry({
  contentTypes: [
    {
      typeName: 'Gadget',
      input: gadgetInput,
      title: 'Gadget',
      schema: GadgetSchema,
      crud: defineCrud({ entity: Gadget, label: 'Gadget', input: gadgetInput, orderBy: { order: 'asc', id: 'asc' } }) as never,
      rest: { adminPath: '/admin/gadgets', publicPath: '/gadgets', tag: 'Gadgets', plural: 'gadgets' },
      graphql: { plural: 'gadgets', description: 'A test-only content type.', publicList: true },
      public: true,
      restorable: true,
      nav: { path: '/admin/gadgets', label: 'Gadgets' },
      screen: {
        kind: 'generic',
        fields: [
          { kind: 'text', name: 'title', label: 'Title' },
          { kind: 'number', name: 'order', label: 'Order' },
        ],
        card: { title: 'title', meta: { field: 'order', prefix: 'Order ' } },
      },
    },
  ],
});

let h: Harness;
let token: string;
// Imported after the registry is extended: the routes and the GraphQL schema are built from it.
beforeAll(async () => {
  const { startHarness } = await import('./harness');
  h = await startHarness();
  // The ORM maps the new entity: its table is what a migration would create.
  await h.orm.schema.update();
  token = await h.login();
});
afterAll(async () => {
  await h?.close();
});

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await h.call('POST', '/graphql', { body: { query, variables }, token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as Json;
};

describe('a content type added through the registry alone', () => {
  it('has REST CRUD, public list and validation included', async () => {
    const created = await h.call('POST', '/api/admin/gadgets', { token, body: { title: 'Sprocket', order: 2 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Sprocket', order: 2 });
    const id = created.body.id as number;
    expect((await h.call('PUT', `/api/admin/gadgets/${id}`, { token, body: { title: 'Sprocket 2' } })).body).toMatchObject({ title: 'Sprocket 2' });
    expect((await h.call('GET', '/api/gadgets')).body).toEqual([expect.objectContaining({ id, title: 'Sprocket 2' })]);
    const bad = await h.call('POST', '/api/admin/gadgets', { token, body: { title: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toEqual(expect.any(String));
    expect((await h.call('GET', '/api/admin/gadgets')).status).toBe(401);
    expect((await h.call('DELETE', `/api/admin/gadgets/${id}`, { token })).status).toBe(200);
    expect((await h.call('GET', '/api/admin/gadgets', { token })).body).toEqual([]);
  });

  it('has GraphQL CRUD', async () => {
    const { createGadget } = await gql('mutation($input: GadgetInput!) { createGadget(input: $input) { id title order } }', {
      input: { title: 'Widget', order: 1 },
    });
    expect(createGadget).toMatchObject({ title: 'Widget', order: 1 });
    const id = createGadget.id as number;
    await gql('mutation($id: Int!, $input: GadgetInput!) { updateGadget(id: $id, input: $input) { id } }', { id, input: { title: 'Widget 2', order: 1 } });
    expect((await gql('{ gadgets { id title } }')).gadgets).toEqual([{ id, title: 'Widget 2' }]);
    expect((await gql('{ adminGadgets { id } }')).adminGadgets).toEqual([{ id }]);
    expect((await gql('mutation($id: Int!) { deleteGadget(id: $id) }', { id })).deleteGadget).toBe(id);
  });

  it('is documented in OpenAPI and linked in the admin navigation', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/gadgets', '/admin/gadgets', '/admin/gadgets/{id}']));
    expect(Object.keys(doc.paths['/admin/gadgets/{id}'])).toEqual(['put', 'delete']);
    const nav = (await gql('{ adminNavigation { path label } }')).adminNavigation as Json[];
    expect(nav).toContainEqual({ path: '/admin/gadgets', label: 'Gadgets' });
    // After the built-in content screens, before the lead desk.
    expect(nav.map((e) => e.path).indexOf('/admin/gadgets')).toBe(nav.map((e) => e.path).indexOf('/admin/contacts') - 1);
    expect(adminNavigation('estimator').map((e) => e.path)).not.toContain('/admin/gadgets');
  });

  it('has a generic back office screen whose spec matches its input, and a wrong spec is refused', () => {
    expect(contentTypes().find((t) => t.typeName === 'Gadget')?.screen).toMatchObject({ kind: 'generic', card: { title: 'title' } });
    // The registry is sealed by now, so the spec check answers first: a field the input lacks, a key no field edits.
    const wrong = {
      typeName: 'Gizmo',
      input: gadgetInput,
      screen: { kind: 'generic', fields: [{ kind: 'text', name: 'name', label: 'Name' }], card: { title: 'name' } },
    };
    expect(() => extendRegistry({ contentTypes: [wrong as never] })).toThrow(/names name, which its input has not.*no field of the screen edits title/);
  });

  it('is cached as a public read until a write', async () => {
    await h.call('GET', '/api/gadgets');
    const hit = await h.call('GET', '/api/gadgets');
    // The public read cache's strong ETag (Express alone would answer a weak one).
    const etag = hit.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect((await h.call('GET', '/api/gadgets', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const created = await h.call('POST', '/api/admin/gadgets', { token, body: { title: 'Flywheel' } });
    const after = await h.call('GET', '/api/gadgets', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Flywheel' })]));
    await h.call('DELETE', `/api/admin/gadgets/${created.body.id as number}`, { token });
  });

  it('is recorded in the activity history, and an earlier version can be restored', async () => {
    const created = await h.call('POST', '/api/admin/gadgets', { token, body: { title: 'Cog' } });
    const id = created.body.id as number;
    await h.call('PUT', `/api/admin/gadgets/${id}`, { token, body: { title: 'Cog 2' } });
    const entries = ((await h.call('GET', '/api/admin/activity?page_size=100', { token })).body.items as Json[]).filter(
      (e) => e.entity_type === 'Gadget' && e.entity_id === String(id),
    );
    expect(entries.map((e) => [e.action, e.label])).toEqual([
      ['update', 'Cog 2'],
      ['create', 'Cog'],
    ]);
    expect(entries[0].restorable).toBe(true);
    // The history's filter takes the new type, over REST and GraphQL.
    const filtered = await h.call('GET', `/api/admin/activity?entity_type=Gadget&entity_id=${id}`, { token });
    expect(filtered.status).toBe(200);
    expect((filtered.body.items as Json[]).map((e) => e.id)).toEqual(entries.map((e) => e.id));
    const { activity } = await gql('query($filter: ActivityFilter) { activity(filter: $filter) { total } }', {
      filter: { entity_type: 'Gadget', entity_id: String(id) },
    });
    expect(activity.total).toBe(2);
    const bad = await h.call('GET', '/api/admin/activity?entity_type=Gizmo', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/Gadget/);
    const restored = await h.call('POST', `/api/admin/activity/${entries[1].id}/restore`, { token, body: {} });
    expect(restored.status).toBe(200);
    expect((await h.call('GET', '/api/gadgets')).body).toEqual([expect.objectContaining({ id, title: 'Cog' })]);
  });

  it('cannot be extended once the registry has been read', () => {
    expect(() => extendRegistry({ contentTypes: [] })).toThrow(/already been read/);
  });
});
