import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { AdminUser } from '../admin';
import { createLead, Lead } from '../lead';
import { dayAt, isoDay, utcOfficeClock } from './dashboard-test-clock';
import { median, responseTimes, revenueBySource } from './lead-performance.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;

const clock = utcOfficeClock;
const at = dayAt;
const iso = isoDay;
const DAY = 86_400_000;
const now = at(2, '10:00');

const enquiry = { name: 'Ann Lee', email: 'ann@example.com', phone: '807-555-0100', subject: 'Wet basement', message: 'Water after rain' };
async function lead(fields: Partial<Lead>) {
  const saved = await createLead(orm.em.fork(), enquiry);
  await orm.em.fork().nativeUpdate(Lead, { id: saved.id }, fields);
}

beforeAll(async () => {
  db = await migratedTestDatabase('lead_performance');
  orm = db.orm;
  const em = orm.em.fork();
  const alice = em.create(AdminUser, { username: 'alice', password_hash: 'x' });
  const bob = em.create(AdminUser, { username: 'bob', password_hash: 'x' });
  await em.flush();
  const won = (cents: number) => ({ outcome: 'won', job_value_cents: cents, outcome_at: now });
  // This week: 3, 30 and 90 office minutes (16:00 Tuesday to 9:30 Wednesday), one waiting 2 minutes.
  await lead({
    created_at: at(0, '09:00'),
    first_response_at: at(0, '09:03'),
    owner_id: alice.id,
    source: 'google',
    landing_page: '/services/piers?utm_source=google',
    ...won(1_250_000),
  });
  await lead({
    created_at: at(0, '10:00'),
    first_response_at: at(0, '10:30'),
    owner_id: alice.id,
    source: 'google',
    landing_page: '/',
    outcome: 'lost',
    lost_reason: 'price',
  });
  await lead({
    created_at: at(1, '16:00'),
    first_response_at: at(2, '09:30'),
    owner_id: bob.id,
    source: 'bing.com',
    landing_page: '/services/piers',
    ...won(800_000),
  });
  await lead({ created_at: at(2, '09:58'), owner_id: bob.id, source: 'google', landing_page: '/' });
  // Last week: 16:50 Friday answered 9:10 Monday (20 office minutes), and one never answered (3420 so far).
  await lead({ created_at: at(-3, '16:50'), first_response_at: at(0, '09:10'), source: 'direct', outcome: 'estimate_booked' });
  await lead({ created_at: at(-7, '09:00'), source: null, landing_page: '/' });
  // Left out: spam held back, and (response times) a lead from before the twelve weeks.
  await lead({ created_at: at(0, '11:00'), first_response_at: at(0, '11:01'), source: 'google', spam_at: at(0, '11:00'), ...won(99_900) });
  await lead({
    created_at: new Date(Date.now() - 200 * DAY),
    first_response_at: new Date(Date.now() - 199 * DAY),
    source: 'google',
    landing_page: '/',
    ...won(100_000),
  });
});
afterAll(async () => {
  await db?.close();
});

describe('median', () => {
  it('is the middle value, or the rounded mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([90, 3, 30])).toBe(30);
    expect(median([3, 30])).toBe(17);
  });
});

describe('responseTimes', () => {
  it('gives the median first response in office minutes per week and per owner, and the shares answered within 5/60/1440', async () => {
    const result = await responseTimes(orm.em.fork(), { now, clock });
    expect(result.weeks).toHaveLength(12);
    expect(result.weeks[11]).toEqual({ week: iso(at(0, '00:00')), leads: 4, answered: 3, self_booked: 0, median_minutes: 30 });
    expect(result.weeks[10]).toEqual({ week: iso(at(-7, '00:00')), leads: 2, answered: 1, self_booked: 0, median_minutes: 20 });
    expect(result.weeks.slice(0, 10).every((w) => w.leads === 0 && w.median_minutes === null)).toBe(true);
    expect(result.owners).toEqual([
      { owner_id: expect.any(Number), owner: 'alice', leads: 2, answered: 2, self_booked: 0, median_minutes: 17 },
      { owner_id: expect.any(Number), owner: 'bob', leads: 2, answered: 1, self_booked: 0, median_minutes: 90 },
      { owner_id: null, owner: 'Unassigned', leads: 2, answered: 1, self_booked: 0, median_minutes: 20 },
    ]);
    // The lead waiting 2 minutes is not decided yet; the one waiting 3420 counts against every threshold.
    expect(result.shares).toEqual([
      { within_minutes: 5, answered: 1, decided: 5, share: 20 },
      { within_minutes: 60, answered: 3, decided: 5, share: 60 },
      { within_minutes: 1440, answered: 4, decided: 5, share: 80 },
    ]);
  });
});

describe('revenueBySource', () => {
  it('gives leads, won jobs, revenue and conversion per source and landing page; spam left out', async () => {
    const all = await revenueBySource(orm.em.fork());
    expect(all.by_source).toEqual([
      { key: 'google', leads: 4, won: 2, revenue_cents: 1_350_000, conversion: 50 },
      { key: 'bing.com', leads: 1, won: 1, revenue_cents: 800_000, conversion: 100 },
      { key: 'direct', leads: 1, won: 0, revenue_cents: 0, conversion: 0 },
      { key: 'unknown', leads: 1, won: 0, revenue_cents: 0, conversion: 0 },
    ]);
    expect(all.by_landing_page).toEqual([
      { key: '/services/piers', leads: 2, won: 2, revenue_cents: 2_050_000, conversion: 100 },
      { key: '/', leads: 4, won: 1, revenue_cents: 100_000, conversion: 25 },
    ]);
    const recent = await revenueBySource(orm.em.fork(), 90);
    expect(recent.by_source[0]).toEqual({ key: 'google', leads: 3, won: 1, revenue_cents: 1_250_000, conversion: 33.3 });
    expect(recent.by_landing_page).toContainEqual({ key: '/', leads: 3, won: 0, revenue_cents: 0, conversion: 0 });
  });
});

describe('a lead the homeowner booked online', () => {
  it('counts apart from the office answers: neither answered nor waiting, in self_booked', async () => {
    await lead({ created_at: at(-28, '22:00'), first_response_at: at(-28, '22:05'), first_response_kind: 'self_booking' });
    const before = await responseTimes(orm.em.fork(), { now, clock });
    const week = before.weeks.find((w) => w.week === iso(at(-28, '00:00')));
    expect(week).toEqual({ week: iso(at(-28, '00:00')), leads: 1, answered: 0, self_booked: 1, median_minutes: null });
    expect(before.shares.map((s) => s.decided)).toEqual([5, 5, 5]);
  });
});
