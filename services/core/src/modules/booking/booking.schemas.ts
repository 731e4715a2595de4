import { z } from 'zod';
import { requiredText } from '../shared/fields.schemas';
import { estimatorAvailabilityInput } from './availability.schemas';

/**
 * The bodies of the booking writes (REST validates them, OpenAPI documents them, GraphQL's
 * inputs come from them). Browser-safe: the web's forms read them too.
 */

/** A slot's start: ISO 8601 with its offset, as the slot lists give it. */
export const startField = z.iso
  .datetime({ offset: true, error: 'Start must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00-05:00)' })
  .describe("The slot's start, as a slot list gave it");

/** Book a slot from a signed "pick a slot" link. */
export const bookingRequestInput = z.strictObject({
  token: requiredText('Token', 300).describe('The booking token of the link'),
  start: startField,
});

/** Move a visit to another slot. */
export const visitMoveInput = z.strictObject({ start: startField });

/** The office books a visit for a lead (an estimator: for themselves only). */
export const officeBookingInput = z.strictObject({
  start: startField,
  estimator_id: z.number().int().positive().nullable().optional().describe('The estimator; absent = the fairest free one (an estimator: themselves)'),
});

/** An estimator's availability with whether they are offered at all (the rules: `estimatorAvailabilityInput`). */
export const estimatorAvailabilityUpdate = z.strictObject({
  ...estimatorAvailabilityInput.shape,
  bookable: z.boolean().default(true).describe('False: kept, but offered to nobody (on leave)'),
});

/**
 * What an estimator sets of their own availability: their weekly hours, days off and extra hours.
 * Whether they are offered, the towns they serve and their clock stay the office's (admins); the
 * whole availability is then checked by `estimatorAvailabilityInput`'s rules.
 */
export const ownAvailabilityUpdate = z.strictObject({
  weekly_hours: estimatorAvailabilityInput.shape.weekly_hours,
  days_off: estimatorAvailabilityInput.shape.days_off,
  extra_hours: estimatorAvailabilityInput.shape.extra_hours,
});
