import { describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { graphqlRefusal, type Answer } from './support/fuzz-run';
import { exampleInput, textFields } from './support/invalid-inputs';
import { fingerprint, inputSchemaOf, mutations, operation, restWrites, writesHarness, type WriteClient } from './support/write-operations';

/**
 * What a write takes (docs/security.md, "Unknown keys" and "One-line fields"), tried on every
 * REST write (the route definitions the OpenAPI document is made of) and every GraphQL mutation
 * input: a key the schema does not name is refused, by name, with nothing written; every one-line
 * text field refuses each line and paragraph separator and TAB, naming the field; multi-line
 * fields (messages, descriptions, content) keep CR, LF and TAB.
 */

let h: Harness;
let leadId: number;
let token: string;
let client: WriteClient;
writesHarness((ctx) => ({ h, token, leadId, client } = ctx));

const errorFields = (a: Answer) => (JSON.parse(a.raw) as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? [];
const jsonWrites = restWrites.filter((r) => !r.rawBody);

/** Keys no write takes: the read-only fields the API answers, a privilege, a misspelling. */
const unknown = { id: 7, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', is_admin: true, titel: 'x' };

/** Every line and paragraph separator, and TAB. */
const separators = ['\r', '\n', '\r\n', '\t', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'];
/** Text fields that may hold several lines. */
const multiline = new Set([
  'message',
  'description',
  'description_fr',
  'excerpt',
  'excerpt_fr',
  'content',
  'content_fr',
  'body',
  'body_fr',
  'text',
  'text_fr',
  'other_text',
]);
/** Text that is no line a person reads, with rules of its own: secrets, codes, the spam signals, the visit's attribution (never a reason to refuse). */
const notLines = new Set([
  'password',
  'current_password',
  'new_password',
  'temporary_password',
  'device_token',
  'code',
  'website',
  'form_token',
  'landing_page',
  'form_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
]);
const oneLineFields = (schema: Parameters<typeof textFields>[0]) => textFields(schema).filter((f) => !multiline.has(f) && !notLines.has(f));

describe('unknown keys', () => {
  it('every REST write answers 422 naming each key it does not take, and writes nothing', async () => {
    const before = await fingerprint(h);
    for (const route of jsonWrites) {
      const base = route.body ? exampleInput(route.body as never) : {};
      const answer = await client.callRoute(route, { ...base, ...unknown }, await client.target(route));
      expect(answer.status, `${route.method} ${route.path}: ${answer.raw}`).toBe(422);
      expect(errorFields(answer).sort(), `${route.method} ${route.path}`).toEqual(Object.keys(unknown).sort());
      expect(answer.detail, route.path).toMatch(/^(id|created_at|updated_at|is_admin|titel): /);
    }
    expect(jsonWrites.length).toBeGreaterThanOrEqual(35);
    expect(await fingerprint(h)).toBe(before);
  });

  it('a reply with "to" and "bcc" is refused naming both, and sends nothing', async () => {
    const reply = { client_id: crypto.randomUUID(), subject: 'Your basement', body: 'We can come Tuesday.' };
    const refused = await h.call('POST', `/api/admin/contacts/${leadId}/replies`, { token, body: { ...reply, to: 'x@evil.test', bcc: 'y@evil.test' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['bcc', 'to']);
    const rows = await h.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from lead_replies where client_id = ?', [reply.client_id]);
    expect(rows[0]!.n).toBe(0);
    expect((await h.call('POST', `/api/admin/contacts/${leadId}/replies`, { token, body: reply })).status).toBe(201);
  });

  it('an item echoed back as the API answered it is refused naming the read-only fields; its own fields replace it', async () => {
    const [item] = (await h.call('GET', '/api/admin/services', { token })).body;
    const echoed = await h.call('PUT', `/api/admin/services/${item.id}`, { token, body: { ...item, title: 'Echoed' } });
    expect(echoed.status).toBe(422);
    expect(echoed.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['created_at', 'id', 'updated_at']);
    const { id: _id, created_at: _created, updated_at: _updated, ...fields } = item;
    const saved = await h.call('PUT', `/api/admin/services/${item.id}`, { token, body: { ...fields, title: 'Its own fields' } });
    expect(saved.status).toBe(200);
    expect(saved.body.title).toBe('Its own fields');
  });

  it('a nested object refuses keys too: an office day that does not exist', async () => {
    const hours = (await h.call('GET', '/api/admin/office-hours', { token })).body;
    const answer = await h.call('PUT', '/api/admin/office-hours', { token, body: { ...hours, hours: { ...hours.hours, funday: null } } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual(['hours.funday']);
  });

  it('every GraphQL mutation input refuses a field it does not have, naming it, and writes nothing', async () => {
    const before = await fingerprint(h);
    let checked = 0;
    for (const field of mutations) {
      const schema = inputSchemaOf(field);
      if (!schema) continue;
      const answer = await client.graphql(operation(field), field.name, { ...client.validArgs(field), input: { ...exampleInput(schema), is_admin: true } });
      expect(graphqlRefusal('BAD_USER_INPUT')(answer), `${field.name}: ${answer.raw}`).toBeUndefined();
      expect(answer.detail, field.name).toMatch(/"is_admin"/);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    // Written in the document itself, the same.
    const literal = await client.graphql(
      `mutation { replyToContact(id: ${leadId}, input: { client_id: "${crypto.randomUUID()}", subject: "s", body: "b", bcc: "y@evil.test" }) { id } }`,
      'replyToContact',
      {},
    );
    expect(literal.data).toBe(false);
    expect(literal.detail).toMatch(/"bcc"/);
    expect(await fingerprint(h)).toBe(before);
  });
});

describe('one-line fields', () => {
  it('every one-line text field of every REST write refuses each line and paragraph separator and TAB, naming the field', async () => {
    const before = await fingerprint(h);
    let checked = 0;
    for (const route of jsonWrites.filter((r) => r.body)) {
      const base = exampleInput(route.body as never);
      const where = await client.target(route);
      for (const field of oneLineFields(route.body as never)) {
        for (const separator of separators) {
          const answer = await client.callRoute(route, { ...base, [field]: `One${separator}two` }, where);
          expect(answer.status, `${route.method} ${route.path} ${field} ${JSON.stringify(separator)}: ${answer.raw}`).toBe(422);
          expect(errorFields(answer)[0], `${route.path} ${field} ${JSON.stringify(separator)}`).toBe(field);
          checked += 1;
        }
      }
    }
    // Names, subjects, titles, taglines, cities, phones, e-mail addresses, slugs, image addresses, categories...
    expect(checked).toBeGreaterThan(80 * separators.length);
    expect(await fingerprint(h)).toBe(before);
  });

  it('every one-line text field of every GraphQL mutation input does the same', async () => {
    let checked = 0;
    for (const field of mutations) {
      const schema = inputSchemaOf(field);
      if (!schema) continue;
      for (const key of oneLineFields(schema)) {
        for (const separator of ['\n', '\t', '\u0085', '\u2028']) {
          const input = { ...exampleInput(schema), [key]: `One${separator}two` };
          const answer = await client.graphql(operation(field), field.name, { ...client.validArgs(field), input });
          expect(graphqlRefusal('BAD_USER_INPUT')(answer), `${field.name}.${key}: ${answer.raw}`).toBeUndefined();
          const errors = (JSON.parse(answer.raw) as { errors: { extensions?: { errors?: { field: string }[] } }[] }).errors;
          expect(errors[0]?.extensions?.errors?.[0]?.field, `${field.name}.${key}`).toBe(key);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(60 * 4);
  });

  it('multi-line fields keep CR, LF and TAB: a message is stored as the homeowner typed it', async () => {
    for (const route of jsonWrites.filter((r) => r.body)) {
      const base = exampleInput(route.body as never);
      const where = await client.target(route);
      for (const field of textFields(route.body as never).filter((f) => multiline.has(f))) {
        const answer = await client.callRoute(route, { ...base, [field]: 'Line one\r\nLine two\tend' }, where);
        expect(answer.status === 422 && errorFields(answer).includes(field), `${route.method} ${route.path} ${field}: ${answer.raw}`).toBe(false);
      }
    }
    const message = 'Water at the base\r\nof the north wall.\n\tSince March.';
    const sent = await h.call('POST', '/api/contact', {
      body: { name: 'Ana Silva', email: 'ana@example.com', phone: '705 555 0199', subject: 'Wet basement', message },
      headers: { 'x-forwarded-for': '192.0.2.250' },
    });
    expect(sent.status).toBe(201);
    const [row] = await h.orm.em.fork().getConnection().execute<{ message: string }[]>('select message from contact_submissions where id = ?', [sent.body.id]);
    expect(row!.message).toBe(message);
  });
});
