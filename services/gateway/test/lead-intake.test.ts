import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { OutboxMessage } from '@northrock/core/outbox';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { newAddress } from './support/hostile-requests';

/**
 * REST `POST /api/contact` and GraphQL `submitContact` are two adapters of core's `acceptLead`:
 * the same client id answers the same lead whichever carries it (and from another gateway over
 * the same database), and a language other than en or fr is a field error in both.
 */
let a: Harness;
let b: Harness;
beforeAll(async () => {
  a = await startHarness();
  b = await startHarness({}, { replicaOf: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const lead = (extra: Record<string, unknown> = {}) => ({
  name: 'Marie Gagnon',
  email: `intake-${randomUUID()}@example.com`,
  phone: '705 555 0142',
  city: 'Sudbury',
  subject: 'Wet basement',
  message: 'Water along the north wall every spring.',
  ...extra,
});
const SUBMIT = 'mutation s($input: ContactInput!) { submitContact(input: $input) { id language } }';

describe('the client id', () => {
  it('a retry over REST, GraphQL or another gateway answers the first lead; one lead, one pipeline', async () => {
    const input = lead({ client_id: randomUUID(), language: 'fr' });
    const first = await a.call('POST', '/api/contact', { body: input, headers: newAddress() });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ language: 'fr', status: 'new' });
    const rest = await b.call('POST', '/api/contact', { body: { ...input, message: 'Sent again' }, headers: newAddress() });
    expect(rest.status).toBe(201);
    expect(rest.body).toEqual(first.body);
    const graphql = await gql(b, SUBMIT, { input });
    expect(graphql.data).toEqual({ submitContact: { id: first.body.id, language: 'fr' } });
    expect(await a.orm.em.fork().count(Lead, { email: input.email })).toBe(1);
    expect(await a.orm.em.fork().count(OutboxMessage, { ref: `contact_submission:${first.body.id}` })).toBe(2);
  });

  it('parallel sends of one new client id to two gateways store one lead', async () => {
    const input = lead({ client_id: randomUUID() });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? b : a).call('POST', '/api/contact', { body: input, headers: newAddress() })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    expect(await a.orm.em.fork().count(Lead, { email: input.email })).toBe(1);
  });

  it('a client id that is no UUID is a field error', async () => {
    const res = await a.call('POST', '/api/contact', { body: lead({ client_id: 'offline-1' }), headers: newAddress() });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'client_id', message: 'client_id must be a UUID' }]);
  });
});

describe('the language', () => {
  it('is en by default, fr when sent, and any other value is 422 (REST) or BAD_USER_INPUT (GraphQL) naming it', async () => {
    expect((await a.call('POST', '/api/contact', { body: lead(), headers: newAddress() })).body.language).toBe('en');
    expect((await gql(a, SUBMIT, { input: lead({ language: 'fr' }) })).data).toMatchObject({ submitContact: { language: 'fr' } });
    for (const language of ['de', 'EN', 'fr-CA']) {
      const rest = await a.call('POST', '/api/contact', { body: lead({ language }), headers: newAddress() });
      expect(rest.status).toBe(422);
      expect(rest.body.errors).toEqual([{ field: 'language', message: 'language must be one of en, fr' }]);
      const graphql = await gql(a, SUBMIT, { input: lead({ language }) });
      expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: rest.body.errors });
    }
  });

  it('the admin record shows it', async () => {
    const sent = await a.call('POST', '/api/contact', { body: lead({ language: 'fr' }), headers: newAddress() });
    const token = await a.login();
    const list = await a.call('GET', '/api/admin/contacts', { token });
    expect(list.body.find((l: { id: number }) => l.id === sent.body.id)).toMatchObject({ language: 'fr' });
  });
});
