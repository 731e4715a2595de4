import { describe, expect, it } from 'vitest';
import { codesOf, gql } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';

/** A lead's outcome over both transports, and the dashboard's response times and revenue (docs/admin.md). */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

const enquiry = { name: 'Ann Lee', email: 'ann@example.com', phone: '807-555-0100', subject: 'Wet basement', message: 'Water after rain' };
async function newLead(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await h.call('POST', '/api/contact', { body: { ...enquiry, ...extra } });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const setOutcome = `mutation($id: Int!, $input: ContactOutcomeInput!) {
  setContactOutcome(id: $id, input: $input) { id outcome job_value_cents lost_reason outcome_at }
}`;

describe('PUT /api/admin/contacts/{id}/outcome', () => {
  it('answers 422 naming the field: a won lead without its value, a lost one without its reason, a value out of range', async () => {
    const id = await newLead();
    const put = (body: unknown) => h.call('PUT', `/api/admin/contacts/${id}/outcome`, { body, token });
    for (const [body, field] of [
      [{ outcome: 'won' }, 'job_value_cents'],
      [{ outcome: 'won', job_value_cents: 0 }, 'job_value_cents'],
      [{ outcome: 'won', job_value_cents: 1_000_000_001 }, 'job_value_cents'],
      [{ outcome: 'lost' }, 'lost_reason'],
      [{ outcome: 'lost', lost_reason: 'weather' }, 'lost_reason'],
      [{ outcome: 'sold' }, 'outcome'],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      expect(res.body.detail).toContain(field);
    }
    expect((await h.call('PUT', `/api/admin/contacts/${id}/outcome`, { body: { outcome: 'won', job_value_cents: 100 } })).status).toBe(401);
    expect((await h.call('PUT', '/api/admin/contacts/999999/outcome', { body: { outcome: 'open' }, token })).status).toBe(404);
  });

  it('sets won with the value, shown on the lead; GraphQL sets lost with the reason, and refuses the same way', async () => {
    const id = await newLead();
    const res = await h.call('PUT', `/api/admin/contacts/${id}/outcome`, { body: { outcome: 'won', job_value_cents: 1_850_000 }, token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, outcome: 'won', job_value_cents: 1_850_000, lost_reason: null, possible_spam: false });
    const lost = await gql(h, setOutcome, { id, input: { outcome: 'lost', lost_reason: 'timing' } }, token);
    expect(lost.data.setContactOutcome).toMatchObject({ outcome: 'lost', job_value_cents: null, lost_reason: 'timing' });
    const refused = await gql(h, setOutcome, { id, input: { outcome: 'won' } }, token);
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(JSON.stringify(refused.errors)).toContain('job_value_cents');
    expect(codesOf(await gql(h, setOutcome, { id, input: { outcome: 'open' } }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('dashboard: response times and revenue per source', () => {
  it('counts a won lead per source and landing page, and answers the response-time tables', async () => {
    const id = await newLead({ landing_page: '/services/piers?utm_source=outcome-test' });
    await h.call('PUT', `/api/admin/contacts/${id}/outcome`, { body: { outcome: 'won', job_value_cents: 500_000 }, token });
    const rest = await h.call('GET', '/api/admin/dashboard/revenue?days=30', { token });
    expect(rest.status).toBe(200);
    expect(rest.body.by_source).toContainEqual({ key: 'outcome-test', leads: 1, won: 1, revenue_cents: 500_000, conversion: 100 });
    expect((await h.call('GET', '/api/admin/dashboard/revenue?days=31', { token })).status).toBe(422);
    const q = await gql(
      h,
      '{ leadRevenue(days: 30) { by_landing_page { key won revenue_cents } } leadResponseTimes { weeks { week leads } shares { within_minutes share } } }',
      undefined,
      token,
    );
    expect(q.data.leadRevenue.by_landing_page).toContainEqual({ key: '/services/piers', won: 1, revenue_cents: 500_000 });
    expect(q.data.leadResponseTimes.weeks).toHaveLength(12);
    expect(q.data.leadResponseTimes.shares.map((s: { within_minutes: number }) => s.within_minutes)).toEqual([5, 60, 1440]);
    const times = await h.call('GET', '/api/admin/dashboard/response-times', { token });
    expect(times.status).toBe(200);
    expect(times.body.weeks.at(-1).leads).toBeGreaterThanOrEqual(3);
  });

  it('counts leads held back as spam on the dashboard', async () => {
    const stats = async () => (await h.call('GET', '/api/admin/dashboard-stats', { token })).body as { held_back_spam: number };
    const before = (await stats()).held_back_spam;
    await newLead({ website: 'http://spam.example' });
    expect((await stats()).held_back_spam).toBe(before + 1);
  });
});
