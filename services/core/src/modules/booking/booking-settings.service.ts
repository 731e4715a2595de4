import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { AdminUser } from '../admin';
import { defaultOfficeHours, type OfficeHours } from '../office-hours';
import { unknownFields, validate } from '../shared';
import { estimatorAvailabilityUpdate, ownAvailabilityUpdate } from './booking.schemas';
import {
  bookingSettingsInput,
  defaultBookingSettings,
  estimatorAvailabilityInput,
  type BookingSettings,
  type EstimatorAvailability,
} from './availability.schemas';
import type { EstimatorCalendar, SlotQuery } from './booking-slots';
import { BookingSettingsRow, EstimatorAvailabilityRow } from './booking.entity';

const ROW_ID = 1;
const MINUTE = 60_000;

const settingsView = (row: BookingSettingsRow): BookingSettings => ({
  visit_minutes: row.visit_minutes,
  buffer_minutes: row.buffer_minutes,
  notice_hours: row.notice_hours ?? null,
  horizon_days: row.horizon_days,
  grid_minutes: row.grid_minutes,
});

/** The office-wide booking settings; the defaults (60 min visits, 30 min buffer, 21 days) until an admin saves some. */
export async function getBookingSettings(em: Em): Promise<BookingSettings> {
  const row = await em.findOne(BookingSettingsRow, { id: ROW_ID });
  return row ? settingsView(row) : defaultBookingSettings;
}

/** Replaces the booking settings (absent fields take their defaults); 422 naming the field. */
export async function updateBookingSettings(em: Em, input: unknown): Promise<BookingSettings> {
  const data = validate(bookingSettingsInput, input);
  const row = (await em.findOne(BookingSettingsRow, { id: ROW_ID })) ?? em.create(BookingSettingsRow, { id: ROW_ID, ...data });
  em.assign(row, data);
  await em.flush();
  return settingsView(row);
}

/** An estimator's availability as stored, plus whether they are offered at all. */
export interface EstimatorAvailabilityView extends EstimatorAvailability {
  admin_id: number;
  bookable: boolean;
}

const availabilityOf = (row: EstimatorAvailabilityRow): EstimatorAvailability => ({
  weekly_hours: row.weekly_hours ?? null,
  cities: row.cities,
  ...(row.time_zone ? { time_zone: row.time_zone } : {}),
  ...(row.holiday_regions ? { holiday_regions: row.holiday_regions } : {}),
  days_off: row.days_off,
  extra_hours: row.extra_hours,
});

const availabilityView = (row: EstimatorAvailabilityRow): EstimatorAvailabilityView => ({
  admin_id: row.admin.id,
  bookable: row.bookable,
  ...availabilityOf(row),
});

async function estimatorAccount(em: Em, adminId: number): Promise<AdminUser> {
  const account = await em.findOne(AdminUser, { id: adminId });
  if (!account) throw AppError.notFound('Account');
  return account;
}

/** An account's availability; null while it has none (not bookable). */
export async function getEstimatorAvailability(em: Em, adminId: number): Promise<EstimatorAvailabilityView | null> {
  await estimatorAccount(em, adminId);
  const row = await em.findOne(EstimatorAvailabilityRow, { admin: adminId });
  return row ? availabilityView(row) : null;
}

/** Replaces an account's availability (`estimatorAvailabilityUpdate`, 422 naming the field); `bookable` absent = true. */
export async function updateEstimatorAvailability(em: Em, adminId: number, input: unknown): Promise<EstimatorAvailabilityView> {
  // Unknown keys alone first (each named), then the availability's own rules.
  const unknown =
    input && typeof input === 'object' && !Array.isArray(input) ? Object.keys(input).filter((k) => !Object.hasOwn(estimatorAvailabilityUpdate.shape, k)) : [];
  if (unknown.length) throw unknownFields(unknown);
  const { bookable, ...rest } = (input ?? {}) as Record<string, unknown>;
  if (bookable !== undefined && typeof bookable !== 'boolean') throw AppError.validation([{ field: 'bookable', message: 'Bookable must be true or false' }]);
  const data = validate(estimatorAvailabilityInput, input === null || typeof input !== 'object' || Array.isArray(input) ? input : rest);
  const account = await estimatorAccount(em, adminId);
  const fields = {
    weekly_hours: data.weekly_hours,
    cities: data.cities,
    time_zone: data.time_zone ?? null,
    holiday_regions: data.holiday_regions ?? null,
    days_off: data.days_off,
    extra_hours: data.extra_hours,
    bookable: bookable ?? true,
  };
  const row = (await em.findOne(EstimatorAvailabilityRow, { admin: adminId })) ?? em.create(EstimatorAvailabilityRow, { admin: account, ...fields });
  em.assign(row, fields);
  await em.flush();
  return availabilityView(row);
}

/**
 * An estimator's own weekly hours, days off and extra hours (`ownAvailabilityUpdate`, absent ones
 * take their defaults); whether they are bookable, their towns and their clock are kept as the
 * office set them, and the whole is checked as an admin's change is. 404 until an admin has set
 * the availability up (the towns are the office's to choose).
 */
export async function updateOwnAvailability(em: Em, adminId: number, input: unknown): Promise<EstimatorAvailabilityView> {
  const own = validate(ownAvailabilityUpdate, input);
  const { admin_id: _id, ...current } = await getOwnAvailability(em, adminId);
  return updateEstimatorAvailability(em, adminId, { ...current, ...own });
}

/** The signed-in account's own availability; 404 until an admin has set it up (named the towns). */
export async function getOwnAvailability(em: Em, adminId: number): Promise<EstimatorAvailabilityView> {
  const found = await getEstimatorAvailability(em, adminId);
  if (!found) throw new AppError('NOT_FOUND', 'The office has not set up your availability yet: an admin names the towns you serve first');
  return found;
}

type Json<T> = T | string;
const fromJson = <T>(v: Json<T>): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

interface SlotQueryRow {
  settings: Json<(BookingSettings & { id: number }) | null>;
  office: Json<{ hours: OfficeHours['hours']; time_zone: string; holiday_regions: OfficeHours['holiday_regions'] } | null>;
  estimators: Json<
    {
      admin_id: number;
      weekly_hours: EstimatorAvailability['weekly_hours'];
      cities: string[];
      time_zone: string | null;
      holiday_regions: EstimatorAvailability['holiday_regions'] | null;
      days_off: EstimatorAvailability['days_off'];
      extra_hours: EstimatorAvailability['extra_hours'];
    }[]
  >;
  visits: Json<[number, string, string][]>;
}

/**
 * Everything the slot engine needs, in one round trip (the thank-you page asks on every view):
 * the settings, the office clock and every bookable, active estimator with their live visits
 * that reach past `now` (each visit as booked: its end is `blocked_until` less the current
 * buffer, so the engine's buffer gives back the stored block); a visit being moved
 * (`exceptVisitId`) leaves its own slot free. `em.execute`: in a transaction, its connection.
 */
export async function loadSlotQuery(em: Em, now: Date, city: string, exceptVisitId?: string): Promise<SlotQuery> {
  const [row] = await em.execute<SlotQueryRow[]>(
    `select
       (select row_to_json(b) from booking_settings b where b.id = 1) as settings,
       (select json_build_object('hours', o.hours, 'time_zone', o.time_zone, 'holiday_regions', o.holiday_regions) from office_hours o where o.id = 1) as office,
       (select coalesce(json_agg(a order by a.admin_id), '[]'::json) from estimator_availability a
          join admin_users u on u.id = a.admin_id where a.bookable and u.deactivated_at is null) as estimators,
       (select coalesce(json_agg(json_build_array(v.estimator_id, v.start_at, v.blocked_until)), '[]'::json) from visits v
          where v.status <> 'cancelled' and v.blocked_until > ? and v.id::text <> ?) as visits`,
    [new Date(now.getTime() - 24 * 60 * MINUTE), exceptVisitId ?? ''],
  );
  const stored = row && fromJson(row.settings);
  const settings: BookingSettings = stored
    ? {
        visit_minutes: stored.visit_minutes,
        buffer_minutes: stored.buffer_minutes,
        notice_hours: stored.notice_hours ?? null,
        horizon_days: stored.horizon_days,
        grid_minutes: stored.grid_minutes,
      }
    : defaultBookingSettings;
  const office = (row && fromJson(row.office)) ?? defaultOfficeHours;
  const bufferMs = settings.buffer_minutes * MINUTE;
  const busy = new Map<number, { start: Date; end: Date }[]>();
  for (const [estimatorId, start, blockedUntil] of row ? fromJson(row.visits) : []) {
    const list = busy.get(estimatorId) ?? [];
    list.push({ start: new Date(start), end: new Date(new Date(blockedUntil).getTime() - bufferMs) });
    busy.set(estimatorId, list);
  }
  const estimators: EstimatorCalendar[] = (row ? fromJson(row.estimators) : []).map((a) => ({
    id: a.admin_id,
    availability: {
      weekly_hours: a.weekly_hours ?? null,
      cities: a.cities,
      ...(a.time_zone ? { time_zone: a.time_zone } : {}),
      ...(a.holiday_regions ? { holiday_regions: a.holiday_regions } : {}),
      days_off: a.days_off,
      extra_hours: a.extra_hours,
    },
    busy: busy.get(a.admin_id) ?? [],
  }));
  return { settings, office, estimators, now, city };
}
