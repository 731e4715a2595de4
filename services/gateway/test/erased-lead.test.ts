import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { LeadNote } from '@northrock/core/lead-desk';
import { LeadReply } from '@northrock/core/lead-reply';
import { gql } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';
import type { Json } from '../../../test/json';

/**
 * An erased lead takes nothing new (docs/security.md, "Retention"): every write to it over REST
 * and GraphQL is a 422 that says why, and nothing is stored; erasing it again removes what got
 * there before that rule.
 */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

const sql = (query: string, params: unknown[] = []) => h.orm.em.fork().getConnection().execute(query, params);

/** A lead whose e-mails went out long enough ago to be erased now; `spam` holds it back as spam first. */
async function sentLead(spam = false): Promise<number> {
  const res = await h.call('POST', '/api/contact', {
    body: { name: 'Marie Tremblay', email: 'marie@example.com', phone: '705 555 0142', city: 'Sudbury', subject: 'Wet basement', message: 'Water after rain.' },
  });
  expect(res.status).toBe(201);
  const id = res.body.id as number;
  await sql(`update contact_submissions set pipeline_started_at = now() - interval '11 minutes' where id = ?`, [id]);
  if (spam) await sql(`update contact_submissions set spam_at = now(), spam_reason = 'Filled the hidden field' where id = ?`, [id]);
  return id;
}

async function erase(id: number): Promise<Json> {
  const res = await h.call('POST', `/api/admin/contacts/${id}/erase`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** What a write would change: the lead's working fields, its notes and replies. */
async function stateOf(id: number) {
  const em = h.orm.em.fork();
  const lead = await em.findOneOrFail(Lead, { id });
  return {
    lead: [lead.status, lead.owner_id, lead.outcome, lead.job_value_cents, lead.spam_at, lead.first_response_at, lead.pipeline_started_at, lead.erased_at],
    notes: await em.count(LeadNote, { lead: id }),
    replies: await em.count(LeadReply, { lead: id }),
  };
}

describe('an erased lead', () => {
  it('refuses every write over REST and GraphQL with a 422 saying it was erased, and stores nothing', async () => {
    const id = await sentLead(true);
    await erase(id);
    const before = await stateOf(id);
    const adminId = ((await h.call('GET', '/api/admin/lead-owners', { token })).body as Json[])[0].id as number;

    const rest: [string, string, unknown][] = [
      ['POST', `/api/admin/contacts/${id}/notes`, { body: 'Marie called back from 705 555 0142' }],
      ['POST', `/api/admin/contacts/${id}/notes`, { body: 'Called her', kind: 'call' }],
      ['PUT', `/api/admin/contacts/${id}`, { status: 'contacted' }],
      ['PUT', `/api/admin/contacts/${id}/owner`, { owner_id: adminId }],
      ['PUT', `/api/admin/contacts/${id}/outcome`, { outcome: 'won', job_value_cents: 1_250_000 }],
      ['POST', `/api/admin/contacts/${id}/replies`, { client_id: randomUUID(), subject: 'Re: Wet basement', body: 'Hello Marie' }],
      ['POST', `/api/admin/contacts/${id}/not-spam`, undefined],
    ];
    for (const [method, path, body] of rest) {
      const res = await h.call(method, path, { token, body });
      expect([method, path, res.status]).toEqual([method, path, 422]);
      expect(res.body.detail).toMatch(/personal data was erased/);
    }

    const graphql: [string, Record<string, unknown>][] = [
      ['mutation($id: Int!) { addContactNote(id: $id, input: { body: "Marie called back" }) { id } }', { id }],
      ['mutation($id: Int!) { setContactStatus(id: $id, status: contacted) { id } }', { id }],
      ['mutation($id: Int!, $owner: Int) { setContactOwner(id: $id, input: { owner_id: $owner }) { id } }', { id, owner: adminId }],
      ['mutation($id: Int!) { setContactOutcome(id: $id, input: { outcome: lost, lost_reason: price }) { id } }', { id }],
      [
        'mutation($id: Int!, $input: ContactReplyInput!) { replyToContact(id: $id, input: $input) { id } }',
        { id, input: { client_id: randomUUID(), subject: 'Re: Wet basement', body: 'Hello Marie' } },
      ],
      ['mutation($id: Int!) { markContactNotSpam(id: $id) { id } }', { id }],
    ];
    for (const [query, variables] of graphql) {
      const res = await gql(h, query, variables, token);
      expect([query, res.errors?.[0]?.extensions?.code]).toEqual([query, 'BAD_USER_INPUT']);
      expect(res.errors?.[0]?.message).toMatch(/personal data was erased/);
    }

    expect(await stateOf(id)).toEqual(before);
    expect(before).toMatchObject({ notes: 0, replies: 0 });
  });

  it('erased again, loses what was written to it before writes were refused, and keeps its first erasure', async () => {
    const id = await sentLead();
    const first = await erase(id);
    // What an earlier version let in: a note, written after the erasure.
    await sql(`insert into contact_notes (contact_id, author, body, kind, created_at) values (?, 'admin', 'Marie: 705 555 0142', 'note', now())`, [id]);
    expect((await stateOf(id)).notes).toBe(1);
    const again = await erase(id);
    expect(again.erased_at).toBe(first.erased_at);
    expect((await stateOf(id)).notes).toBe(0);
    const recorded = await sql(`select id from activity_log where action = 'lead_erased' and entity_id = ?`, [String(id)]);
    expect(recorded).toHaveLength(1);
  });

  it('keeps no note written while it is being erased', async () => {
    const id = await sentLead();
    // Four writers add notes one after another until a while after the erasure has answered.
    let erasedAt = 0;
    const statuses: number[] = [];
    const writer = async (w: number) => {
      for (let i = 0; !erasedAt || Date.now() - erasedAt < 100; i++) {
        statuses.push((await h.call('POST', `/api/admin/contacts/${id}/notes`, { token, body: { body: `Marie, note ${w}.${i}` } })).status);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (!statuses.includes(201)) await new Promise((r) => setImmediate(r));
    expect((await h.call('POST', `/api/admin/contacts/${id}/erase`, { token })).status).toBe(200);
    erasedAt = Date.now();
    await Promise.all(writers);
    expect(new Set(statuses)).toEqual(new Set([201, 422]));
    expect((await stateOf(id)).notes).toBe(0);
  });
});
