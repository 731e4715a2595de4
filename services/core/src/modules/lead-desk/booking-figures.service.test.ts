import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { AdminUser } from '../admin';
import { createLead, Lead } from '../lead';
import { dayAt, isoDay, utcOfficeClock } from './dashboard-test-clock';
import { bookingFigures } from './booking-figures.service';
import { exportLeadsCsv } from './lead-search.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;

const clock = utcOfficeClock;
const at = dayAt;
const iso = isoDay;
const now = at(4, '12:00');

const enquiry = { name: 'Ann Lee', email: 'ann@example.com', phone: '807-555-0100', subject: 'Wet basement', message: 'Water after rain' };
let estimator: number;
let missed: number;
let slot = 0;

async function lead(fields: Partial<Lead>): Promise<number> {
  const saved = await createLead(orm.em.fork(), enquiry);
  await orm.em.fork().nativeUpdate(Lead, { id: saved.id }, fields);
  return saved.id;
}

/** A visit of `leadId` booked at `bookedAt` (each on its own day ahead, so none overlaps another). */
async function visit(leadId: number, bookedAt: Date, bookedBy: 'homeowner' | 'office', status = 'booked') {
  const start = new Date(at(14 + slot++, '10:00'));
  await orm.em.getConnection().execute(
    `insert into visits (id, lead_id, estimator_id, start_at, end_at, blocked_until, status, booked_by, sequence, uid, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
    [
      randomUUID(),
      leadId,
      estimator,
      start,
      new Date(start.getTime() + 3_600_000),
      new Date(start.getTime() + 5_400_000),
      status,
      bookedBy,
      `${randomUUID()}@test`,
      bookedAt,
      bookedAt,
    ],
  );
}

beforeAll(async () => {
  db = await migratedTestDatabase('booking_figures');
  orm = db.orm;
  const em = orm.em.fork();
  const dana = em.create(AdminUser, { username: 'dana', password_hash: 'x' });
  await em.flush();
  estimator = dana.id;
  // google: booked online at 22:00 (2 h after the enquiry), and booked by the office at 10:00 (a day later), then missed.
  const a = await lead({ created_at: at(0, '20:00'), source: 'google', landing_page: '/services/piers?utm_source=google' });
  await visit(a, at(0, '22:00'), 'homeowner');
  const b = await lead({ created_at: at(1, '09:00'), source: 'google', landing_page: '/' });
  await visit(b, at(2, '10:00'), 'office', 'no_show');
  missed = b;
  // direct: booked online on a Saturday morning, 30 minutes after the enquiry, and the visit done; one lead never booked.
  const c = await lead({ created_at: at(-2, '09:30'), source: null, landing_page: '/' });
  await visit(c, at(-2, '10:00'), 'homeowner', 'done');
  await lead({ created_at: at(3, '11:00'), source: 'direct' });
  // Spam held back: left out, its visit too.
  const spam = await lead({ created_at: at(1, '11:00'), source: 'google', spam_at: at(1, '11:00') });
  await visit(spam, at(1, '11:05'), 'homeowner');
});
afterAll(async () => {
  await db?.close();
});

describe('bookingFigures', () => {
  it('counts bookings per week, the shares booked by homeowners and outside office hours, the median time to booking and the no-show rate', async () => {
    const figures = await bookingFigures(orm.em.fork(), { now, clock });
    expect(figures.weeks).toHaveLength(12);
    expect(figures.weeks[11]).toEqual({ week: iso(at(0, '00:00')), booked: 2, by_homeowner: 1, outside_hours: 1 });
    expect(figures.weeks[10]).toEqual({ week: iso(at(-7, '00:00')), booked: 1, by_homeowner: 1, outside_hours: 1 });
    expect(figures.total).toEqual({
      key: 'all',
      leads: 4,
      booked: 3,
      by_homeowner_share: 66.7,
      outside_hours_share: 66.7,
      median_minutes_to_booking: 120,
      no_show_rate: 50,
    });
    expect(figures.by_source).toEqual([
      { key: 'google', leads: 2, booked: 2, by_homeowner_share: 50, outside_hours_share: 50, median_minutes_to_booking: 810, no_show_rate: 100 },
      { key: 'unknown', leads: 1, booked: 1, by_homeowner_share: 100, outside_hours_share: 100, median_minutes_to_booking: 30, no_show_rate: 0 },
      { key: 'direct', leads: 1, booked: 0, by_homeowner_share: null, outside_hours_share: null, median_minutes_to_booking: null, no_show_rate: null },
    ]);
    expect(figures.by_landing_page.map((r) => [r.key, r.leads, r.booked])).toEqual([
      ['/', 2, 2],
      ['/services/piers', 1, 1],
    ]);
  });

  it('keeps to the period’s leads', async () => {
    const week = await bookingFigures(orm.em.fork(), { now, clock, days: 7 });
    expect(week.total).toMatchObject({ leads: 4, booked: 3 });
    const recent = await bookingFigures(orm.em.fork(), { now: at(4, '12:00'), clock, days: 1 });
    expect(recent.total).toMatchObject({ leads: 0, booked: 0, no_show_rate: null });
  });
});

describe('the leads CSV', () => {
  it('has each lead’s visit: start, status and who booked it', async () => {
    const csv = await exportLeadsCsv(orm.em.fork(), { search: `#${missed}` }, { userId: estimator, role: 'admin' });
    const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/,"Visit start","Visit status","Visit booked by"$/);
    expect(line).toMatch(/,"\d{4}-\d\d-\d\dT10:00:00\.000Z","no_show","office"$/);
  });
});
