import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { AdminUser } from '../admin';
import { Lead } from '../lead';
import type { EstimatorAvailability, WeeklyHours } from './availability.schemas';

/** What became of a visit: booked (live), done, no-show, or cancelled (frees its slot). */
export const visitStatuses = ['booked', 'done', 'no_show', 'cancelled'] as const;
export type VisitStatus = (typeof visitStatuses)[number];
/** Who booked it: the homeowner (a signed link, the /book page) or the office (the calendar). */
export const visitBookers = ['homeowner', 'office'] as const;
export type VisitBooker = (typeof visitBookers)[number];
/** The reminders of a visit: a day and two hours before it. */
export const reminderKinds = ['24h', '2h'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** One row (id 1): the office-wide booking settings (docs/admin.md, "Bookings and the calendar"). */
const BookingSettingsSchema = defineEntity({
  name: 'BookingSettingsRow',
  tableName: 'booking_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    visit_minutes: p.integer(),
    buffer_minutes: p.integer(),
    notice_hours: p.integer().nullable(),
    horizon_days: p.integer(),
    grid_minutes: p.integer(),
    updated_at: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class BookingSettingsRow extends BookingSettingsSchema.class {}
BookingSettingsSchema.setClass(BookingSettingsRow);

/** An estimator's availability (`estimatorAvailabilityInput`, stored as parsed); no row: not bookable. */
const EstimatorAvailabilitySchema = defineEntity({
  name: 'EstimatorAvailabilityRow',
  tableName: 'estimator_availability',
  properties: {
    admin: () => p.manyToOne(AdminUser).primary().deleteRule('cascade'),
    weekly_hours: p.json<WeeklyHours>().nullable(),
    cities: p.array<string>().columnType('text[]'),
    time_zone: p.string().length(64).nullable(),
    holiday_regions: p.json<NonNullable<EstimatorAvailability['holiday_regions']>>().nullable(),
    days_off: p.json<EstimatorAvailability['days_off']>(),
    extra_hours: p.json<EstimatorAvailability['extra_hours']>(),
    /** False: kept but offered to nobody (on leave). */
    bookable: p.boolean().default(true),
    updated_at: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class EstimatorAvailabilityRow extends EstimatorAvailabilitySchema.class {}
EstimatorAvailabilitySchema.setClass(EstimatorAvailabilityRow);

/**
 * One inspection visit of a lead by an estimator. `blocked_until` is its end plus the travel
 * buffer at booking time: the database's exclusion constraint (`visits_no_overlap`, see the
 * migration) refuses two live visits of one estimator whose [start_at, blocked_until) overlap.
 * `uid` and `sequence` are the calendar invitation's UID and SEQUENCE (+1 on every move or cancel).
 */
const VisitSchema = defineEntity({
  name: 'Visit',
  tableName: 'visits',
  // Written by the migration; named here so the schema diff knows them.
  checks: [
    { name: 'visits_blocked_after_start', expression: '"blocked_until" > "start_at" and "end_at" > "start_at"' },
    {
      name: 'visits_no_overlap',
      expression: `EXCLUDE USING gist (estimator_id WITH =, tstzrange(start_at, blocked_until, '[)'::text) WITH &&) WHERE ((status <> 'cancelled'::text))`,
    },
  ],
  uniques: [
    { name: 'visits_one_live_per_lead', expression: `create unique index "visits_one_live_per_lead" on "visits" ("lead_id") where "status" = 'booked'` },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    estimator: () => p.manyToOne(AdminUser).index(),
    start_at: p.datetime(),
    end_at: p.datetime(),
    blocked_until: p.datetime(),
    status: p.enum(visitStatuses as unknown as string[]).default('booked'),
    booked_by: p.enum(visitBookers as unknown as string[]),
    booked_by_admin_id: p.integer().nullable(),
    sequence: p.integer().default(0),
    /** The invitation SEQUENCE last sent to both (null: none yet): the reconciler re-drives a lost one. */
    invited_sequence: p.integer().nullable(),
    /** Who that invitation went to: when the visit moves to another estimator, they get a CANCEL. */
    invited_estimator_id: p.integer().nullable(),
    uid: p.string().length(200).unique(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    cancelled_at: p.datetime().nullable(),
  },
});
export class Visit extends VisitSchema.class {}
VisitSchema.setClass(Visit);

/**
 * A reminder of one visit at one SEQUENCE (a move writes new ones and cancels these): due times
 * live here, so a restarted worker or a flushed Redis loses none; the sweep sends each once.
 */
const VisitReminderSchema = defineEntity({
  name: 'VisitReminder',
  tableName: 'visit_reminders',
  uniques: [{ properties: ['visit', 'kind', 'sequence'] }],
  properties: {
    id: p.integer().primary(),
    visit: () => p.manyToOne(Visit).deleteRule('cascade'),
    kind: p.enum(reminderKinds as unknown as string[]),
    sequence: p.integer(),
    due_at: p.datetime().index(),
    /** When the sweep last handed it to the queue (a lost job is handed again after a while). */
    queued_at: p.datetime().nullable(),
    sent_at: p.datetime().nullable(),
    cancelled_at: p.datetime().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export class VisitReminder extends VisitReminderSchema.class {}
VisitReminderSchema.setClass(VisitReminder);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const bookingEntities = [BookingSettingsSchema, EstimatorAvailabilitySchema, VisitSchema, VisitReminderSchema];
