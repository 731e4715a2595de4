import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import type { Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { createOrm } from '../../registry';
import { AdminUser } from '../admin';
import { createLead, Lead } from '../lead';
import { LeadChase } from '../lead-chase';
import { OutboxMessage } from '../outbox';
import { eraseLead } from '../privacy';
import { createBookingTokens } from './booking-tokens';
import { updateEstimatorAvailability } from './booking-settings.service';
import { Visit, VisitReminder } from './booking.entity';
import { cancelVisit, listVisits, markVisit } from './visit-changes.service';
import { issueVisitToken, openSlotsForCity } from './visit-views';
import { bookVisit, homeowner, moveVisit, type VisitActor } from './visit.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let wide: Orm;
let alice: AdminUser;
let bob: AdminUser;
let boss: AdminUser;
/** Monday, November 30 2026, 8:00 in Thunder Bay (Toronto time): the first start is 9:00 that day. */
const now = new Date('2026-11-30T08:00:00-05:00');
const office = (a: AdminUser): VisitActor => ({ kind: 'office', viewer: { userId: a.id, role: a.role as 'estimator', username: a.username } });
const anAdmin = (): VisitActor => ({ kind: 'office', viewer: { userId: boss.id, role: 'admin', username: 'boss' } });
const anAdminViewer = () => ({ userId: boss.id, role: 'admin' as const });

let n = 0;
async function lead(city = 'Thunder Bay') {
  n += 1;
  return createLead(orm.em.fork(), {
    name: `Home Owner ${n}`,
    email: `owner${n}@example.com`,
    phone: '807-555-0100',
    city,
    subject: 'Basement',
    message: 'Water.',
  });
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

beforeAll(async () => {
  db = await migratedTestDatabase('booking');
  orm = db.orm;
  // The race needs more connections than the test database's default five.
  wide = await createOrm(db.url, { pool: { min: 0, max: 20 } });
  const em = orm.em.fork();
  boss = em.create(AdminUser, { username: 'boss', role: 'admin', password_hash: 'x' });
  alice = em.create(AdminUser, { username: 'alice', role: 'estimator', password_hash: 'x', email: 'alice@northrock.example' });
  bob = em.create(AdminUser, { username: 'bob', role: 'estimator', password_hash: 'x', email: 'bob@northrock.example' });
  await em.flush();
  await updateEstimatorAvailability(orm.em.fork(), alice.id, { cities: ['Thunder Bay'] });
  await updateEstimatorAvailability(orm.em.fork(), bob.id, { cities: ['Sudbury'] });
});
afterAll(async () => {
  await wide?.close(true);
  await db?.close();
});

describe('the booking race', () => {
  it('50 parallel bookings of one slot: exactly one visit, 49 conflicts offering other open slots', async () => {
    const leads = await Promise.all(Array.from({ length: 50 }, () => lead()));
    const start = '2026-12-02T10:00:00-05:00';
    const results = await Promise.allSettled(leads.map((l) => bookVisit(wide.em.fork(), { lead_id: l.id, start, by: homeowner, now })));
    const booked = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as AppError] : []));
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const err of refused) {
      expect(err.code).toBe('CONFLICT');
      const slots = err.extra.fields?.slots as { start: string; label: string }[];
      expect(slots.length).toBeGreaterThan(0);
      // The taken slot and the ones its buffer blocks are not offered.
      for (const s of slots) expect(Math.abs(new Date(s.start).getTime() - new Date(start).getTime())).toBeGreaterThanOrEqual(90 * 60_000);
    }
    expect(await orm.em.fork().count(Visit, { start_at: new Date(start), status: 'booked' })).toBe(1);
  });
});

describe('a booking', () => {
  it('answers the lead: owner, clock stopped as booked by the homeowner, chases cancelled, estimate booked, activity, invitation, reminders', async () => {
    const l = await lead();
    await orm.em.fork().getConnection().execute(`insert into lead_chases (lead_id, kind, due_at, created_at) values (?, 'owner', ?, ?)`, [l.id, now, now]);
    const visit = await bookVisit(orm.em.fork(), { lead_id: l.id, start: '2026-12-03T13:00:00-05:00', by: homeowner, now });
    const em = orm.em.fork();
    const after = await em.findOneOrFail(Lead, { id: l.id });
    expect(after.owner_id).toBe(alice.id);
    expect(after.first_response_kind).toBe('self_booking');
    expect(after.first_response_at).toEqual(now);
    expect(after.outcome).toBe('estimate_booked');
    expect((await em.findOneOrFail(LeadChase, { lead: l.id })).cancelled_at).toEqual(now);
    const [logged] = await em.execute<{ n: number }[]>(`select count(*)::int as n from activity_log where action = 'visit_booked' and entity_id = ?`, [
      String(l.id),
    ]);
    expect(logged?.n).toBe(1);
    const jobs = await em.find(OutboxMessage, { job_name: 'booking.send-invitation', ref: `visit:${visit.id}:0` });
    expect(jobs.map((j) => j.payload)).toEqual([{ visit_id: visit.id, sequence: 0 }]);
    const reminders = await em.find(VisitReminder, { visit: visit.id }, { orderBy: { due_at: 'asc' } });
    expect(reminders.map((r) => [r.kind, r.due_at.toISOString()])).toEqual([
      ['24h', '2026-12-02T18:00:00.000Z'],
      ['2h', '2026-12-03T16:00:00.000Z'],
    ]);
    expect((await refusal(bookVisit(orm.em.fork(), { lead_id: l.id, start: '2026-12-04T13:00:00-05:00', by: homeowner, now }))).code).toBe('CONFLICT');
  });

  it('booked by the office counts as the office answering', async () => {
    const l = await lead();
    await bookVisit(orm.em.fork(), { lead_id: l.id, start: '2026-12-03T15:00:00-05:00', by: anAdmin(), now });
    expect((await orm.em.fork().findOneOrFail(Lead, { id: l.id })).first_response_kind).toBe('office_booking');
  });

  it.each([
    ['in the past', '2026-11-30T07:00:00-05:00', /past/],
    ['before the minimum notice', '2026-11-30T08:30:00-05:00', /too soon|grid|hours/],
    ['beyond the horizon', '2027-01-05T10:00:00-05:00', /horizon/],
    ['off the grid', '2026-12-02T14:10:00-05:00', /grid/],
    ['outside the hours', '2026-12-02T18:00:00-05:00', /hours/],
    ['not a date', 'tomorrow at ten', /date and time/],
  ])('refuses a start %s with 422 naming start', async (_what, start, message) => {
    const l = await lead();
    const err = await refusal(bookVisit(orm.em.fork(), { lead_id: l.id, start, by: homeowner, now }));
    expect(err.code).toBe('VALIDATION');
    expect(err.extra.errors?.[0]?.field).toBe('start');
    expect(err.extra.errors?.[0]?.message).toMatch(message);
  });

  it('before the minimum notice names the earliest bookable time', async () => {
    const l = await lead();
    const evening = new Date('2026-12-01T22:00:00-05:00');
    const err = await refusal(bookVisit(orm.em.fork(), { lead_id: l.id, start: '2026-12-01T22:30:00-05:00', by: homeowner, now: evening }));
    expect(err.extra.errors?.[0]).toMatchObject({ field: 'start', message: expect.stringMatching(/too soon.*Wednesday, December 2, 9:00/) });
  });
});

describe('moving, cancelling, marking', () => {
  it('a move keeps the UID, raises the SEQUENCE, replaces the reminders and queues the updated invitation; a cancel frees the slot', async () => {
    const l = await lead();
    const visit = await bookVisit(orm.em.fork(), { lead_id: l.id, start: '2026-12-07T09:00:00-05:00', by: homeowner, now });
    const moved = await moveVisit(orm.em.fork(), visit.id, '2026-12-08T11:00:00-05:00', homeowner, now);
    expect(moved.uid).toBe(visit.uid);
    expect(moved.sequence).toBe(1);
    const em = orm.em.fork();
    const reminders = await em.find(VisitReminder, { visit: visit.id }, { orderBy: { id: 'asc' } });
    expect(reminders.filter((r) => r.cancelled_at === null).map((r) => [r.kind, r.sequence])).toEqual([
      ['24h', 1],
      ['2h', 1],
    ]);
    expect(reminders.filter((r) => r.sequence === 0).every((r) => r.cancelled_at)).toBe(true);
    expect(await em.count(OutboxMessage, { ref: `visit:${visit.id}:1` })).toBe(1);
    // The old time is free again.
    const slots = await openSlotsForCity(orm.em.fork(), 'Thunder Bay', { now, limit: 200 });
    expect(slots.slots.map((s) => s.start.toISOString())).toContain(new Date('2026-12-07T09:00:00-05:00').toISOString());
    const cancelled = await cancelVisit(orm.em.fork(), visit.id, homeowner, now);
    expect([cancelled.status, cancelled.sequence]).toEqual(['cancelled', 2]);
    expect(await orm.em.fork().count(VisitReminder, { visit: visit.id, cancelled_at: null })).toBe(0);
    expect((await orm.em.fork().findOneOrFail(Lead, { id: l.id })).outcome).toBe('open');
    // Booked again at the same time: the cancelled visit holds nothing.
    const again = await lead();
    await bookVisit(orm.em.fork(), { lead_id: again.id, start: '2026-12-08T11:00:00-05:00', by: homeowner, now });
  });

  it('an estimator sees and changes their own visits only; an admin all', async () => {
    const l = await lead('Sudbury');
    const visit = await bookVisit(orm.em.fork(), { lead_id: l.id, start: '2026-12-09T10:00:00-05:00', by: homeowner, now });
    expect(visit.estimator.id).toBe(bob.id);
    expect((await refusal(moveVisit(orm.em.fork(), visit.id, '2026-12-09T13:00:00-05:00', office(alice), now))).code).toBe('NOT_FOUND');
    expect((await refusal(cancelVisit(orm.em.fork(), visit.id, office(alice), now))).code).toBe('NOT_FOUND');
    expect((await listVisits(orm.em.fork(), { userId: alice.id, role: 'estimator' }, {}, now)).map((v) => v.id)).not.toContain(visit.id);
    expect((await listVisits(orm.em.fork(), { userId: bob.id, role: 'estimator' }, {}, now)).map((v) => v.id)).toContain(visit.id);
    expect((await listVisits(orm.em.fork(), anAdminViewer(), {}, now)).map((v) => v.id)).toContain(visit.id);
    // An estimator books for themselves only.
    const other = await lead('Sudbury');
    expect(
      (await refusal(bookVisit(orm.em.fork(), { lead_id: other.id, start: '2026-12-10T10:00:00-05:00', by: office(alice), estimator_id: bob.id, now }))).code,
    ).toBe('FORBIDDEN');
    const moved = await moveVisit(orm.em.fork(), visit.id, '2026-12-09T13:00:00-05:00', office(bob), now);
    expect(moved.sequence).toBe(1);
    // Marked only once started.
    expect((await refusal(markVisit(orm.em.fork(), visit.id, { status: 'done' }, { userId: bob.id, role: 'estimator', username: 'bob' }, now))).code).toBe(
      'VALIDATION',
    );
    const later = new Date('2026-12-09T15:00:00-05:00');
    expect((await markVisit(orm.em.fork(), visit.id, { status: 'no_show' }, { userId: bob.id, role: 'estimator', username: 'bob' }, later)).status).toBe(
      'no_show',
    );
  });

  it('erasing the homeowner cancels their future visits and queues the cancelling invitation', async () => {
    const l = await lead();
    const visit = await bookVisit(orm.em.fork(), { lead_id: l.id, start: '2026-12-10T14:00:00-05:00', by: homeowner, now });
    const storage = { remove: async () => undefined } as unknown as Parameters<typeof eraseLead>[1];
    await eraseLead(orm.em.fork(), storage, l.id, { id: boss.id, username: 'boss' }, new Date('2026-12-01T12:00:00Z'));
    const after = await orm.em.fork().findOneOrFail(Visit, { id: visit.id });
    expect([after.status, after.sequence]).toEqual(['cancelled', 1]);
    expect(await orm.em.fork().count(VisitReminder, { visit: visit.id, cancelled_at: null })).toBe(0);
    expect(await orm.em.fork().count(OutboxMessage, { ref: `visit:${visit.id}:1` })).toBe(1);
  });
});

describe('signed links', () => {
  const tokens = createBookingTokens('test-secret-0123456789-0123456789-abcdef');
  it('read back what they name; a changed character is 404, an expired one 410', () => {
    const t = tokens.bookingToken(42, new Date('2026-12-22T05:00:00Z'));
    expect(tokens.readBookingToken(t, now)).toBe(42);
    const tampered = t.replace(/^b\.42\./, 'b.43.');
    expect(() => tokens.readBookingToken(tampered, now)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => tokens.readBookingToken(`${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`, now)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => tokens.readBookingToken(t, new Date('2026-12-23T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'GONE' }));
    const v = issueVisitToken(tokens, { id: '0b7c6c1e-4a53-4f55-9d0a-2f7a0d3e9c11', start_at: new Date('2026-12-02T15:00:00Z') });
    expect(tokens.readVisitToken(v, now)).toBe('0b7c6c1e-4a53-4f55-9d0a-2f7a0d3e9c11');
    expect(() => tokens.readVisitToken(v, new Date('2026-12-03T15:00:01Z'))).toThrow(expect.objectContaining({ code: 'GONE' }));
    expect(() => tokens.readBookingToken(v, now)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});
