import {
  bookingSettingsInput,
  bookVisitForLead,
  bookVisitWithEnquiry,
  bookWithToken,
  bookedVisit,
  cancelVisitByToken,
  cancelVisitFor,
  dayOffInput,
  estimatorAvailabilityUpdate,
  extraHoursInput,
  findVisitFor,
  getBookingSettings,
  getEstimatorAvailability,
  issueBookingToken,
  listVisits,
  markVisitFor,
  moveVisitByToken,
  moveVisitFor,
  ownAvailabilityUpdate,
  slotsFor,
  updateBookingSettings,
  updateEstimatorAvailability,
  updateOwnAvailability,
  visitBookers,
  visitByToken,
  visitMarks,
  visitStatuses,
  weeklyHours,
  type BookedVisit,
  type BookingSettings,
  type BookingTokens,
  type EstimatorAvailabilityView,
  type SlotList,
  type VisitView,
} from '@northrock/core/booking';
import type { Lead } from '@northrock/core/lead';
import { AppError } from '@northrock/core/platform';
import { builder } from '../../graphql/builder';
import type { GraphqlContext } from '../../graphql/context';
import { adminOnly, inputValue, LocaleEnum, staffOnly } from '../../graphql/crud-operations';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { clientIp } from '../../http/rest';
import { ContactInput, LeadType } from '../lead/lead.graphql';
import { bookedVisitRecord, estimatorAvailabilityRecord, slotListRecord, slotRecord, visitRecord } from './booking.records';

/** Online booking of the free inspection over GraphQL: the same core functions as REST (booking.rest.ts). */

enumFromValues('VisitStatus', visitStatuses, 'booked (live), done, no_show, or cancelled (its slot is free again).');
enumFromValues('VisitBooker', visitBookers, 'Who booked the visit: the homeowner online, or the office.');
const VisitMarkEnum = enumFromValues('VisitMark', visitMarks, 'What the office marks a visit that has started: done or no_show.');
objectTypeFromZod('BookingSlot', slotRecord, { description: "An open slot, labelled on the homeowner's clock." });
const BookingSlotsType = objectTypeFromZod<SlotList>('BookingSlots', slotListRecord, { description: 'The next open slots, soonest first.' });
const VisitType = objectTypeFromZod<VisitView>('Visit', visitRecord, { description: 'An inspection visit of a lead by an estimator.' });
const BookedVisitType = objectTypeFromZod<BookedVisit>('BookedVisit', bookedVisitRecord, {
  description: 'A booking\'s answer: the visit and its "move or cancel" link\'s token.',
});
const SettingsType = objectTypeFromZod<BookingSettings>('BookingSettings', bookingSettingsInput, {
  description: 'Visit length, travel buffer, minimum notice (null: the next office opening), horizon and slot grid.',
});
const SettingsInput = inputTypeFromZod('BookingSettingsInput', bookingSettingsInput, 'The booking settings (absent fields take their defaults).');
objectTypeFromZod('WeeklyHours', weeklyHours, { description: "An estimator's ranges per weekday ([] = a day off), on their own clock." });
objectTypeFromZod('DayOff', dayOffInput, { description: 'A date off: the whole day, or only `hours`.' });
objectTypeFromZod('ExtraHours', extraHoursInput, { description: 'Hours added on a date (also on a weekend or a holiday).' });
const AvailabilityType = objectTypeFromZod<EstimatorAvailabilityView>('EstimatorAvailability', estimatorAvailabilityRecord, {
  description: "An estimator's availability: weekly hours (null: the office hours), cities, clock, days off and extra hours.",
});
inputTypeFromZod('WeeklyHoursInput', weeklyHours, 'Ranges per weekday ([] = a day off).');
inputTypeFromZod('DayOffInput', dayOffInput, 'A date off: the whole day, or only `hours`.');
inputTypeFromZod('ExtraHoursInput', extraHoursInput, 'Hours added on a date.');
const AvailabilityInput = inputTypeFromZod('EstimatorAvailabilityInput', estimatorAvailabilityUpdate, "Every field of an estimator's availability.");
const OwnAvailabilityInput = inputTypeFromZod('OwnAvailabilityInput', ownAvailabilityUpdate, 'What an estimator sets of their own availability.');

function tokensOf(ctx: GraphqlContext): BookingTokens {
  if (!ctx.bookingTokens) throw new AppError('UNAVAILABLE', 'Booking is available over /graphql only');
  return ctx.bookingTokens;
}

builder.objectField(LeadType, 'booking_token', (t) =>
  t.field({
    type: 'String',
    nullable: true,
    description:
      'The token of the signed "book your free inspection" link (/book/<token>), valid for the booking horizon; null for a lead held back or erased.',
    resolve: (lead: Lead, _args, ctx) => (lead.spam_at || lead.erased_at ? null : issueBookingToken(ctx.em, tokensOf(ctx), lead.id)),
  }),
);

builder.queryFields((t) => ({
  bookingSlots: t.field({
    type: BookingSlotsType,
    description: "The next open slots for a city (or a booking link's lead, in its language), on the homeowner's clock (public).",
    args: { city: t.arg.string(), token: t.arg.string(), lang: t.arg({ type: LocaleEnum }), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      slotsFor(ctx.em, tokensOf(ctx), {
        ...(args.city != null ? { city: args.city } : {}),
        ...(args.token != null ? { token: args.token } : {}),
        ...(args.lang != null ? { lang: args.lang } : {}),
        ...(args.limit != null ? { limit: args.limit } : {}),
      }),
  }),
  visitByToken: t.field({
    type: VisitType,
    description: 'The visit of a "move or cancel" link (public; reading it changes nothing). NOT_FOUND for a tampered link, GONE for an expired one.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => visitByToken(ctx.em, tokensOf(ctx), args.token),
  }),
  adminVisits: t.field({
    type: [VisitType],
    authScopes: staffOnly,
    description: "The calendar: visits starting in [from, to); an estimator's own only, an admin's all (or one estimator's).",
    args: { from: t.arg.string(), to: t.arg.string(), estimatorId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      listVisits(ctx.em, await ctx.staff(), {
        ...(args.from != null ? { from: args.from } : {}),
        ...(args.to != null ? { to: args.to } : {}),
        ...(args.estimatorId != null ? { estimator_id: args.estimatorId } : {}),
      }),
  }),
  bookingSettings: t.field({
    type: SettingsType,
    authScopes: adminOnly,
    description: 'The booking settings, for the admin form.',
    resolve: (_root, _args, ctx) => getBookingSettings(ctx.em),
  }),
  estimatorAvailability: t.field({
    type: AvailabilityType,
    nullable: true,
    authScopes: adminOnly,
    description: "An account's availability; null while it has none (not bookable).",
    args: { adminId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getEstimatorAvailability(ctx.em, args.adminId),
  }),
  myAvailability: t.field({
    type: AvailabilityType,
    nullable: true,
    authScopes: staffOnly,
    description: "The signed-in account's own availability; null while the office has set none up.",
    resolve: async (_root, _args, ctx) => getEstimatorAvailability(ctx.em, (await ctx.staff()).userId),
  }),
}));

const staffOf = async (ctx: GraphqlContext) => ctx.staff();

/** Tells the open calendars of every gateway once the change committed (REST does the same). */
async function told<T extends VisitView | BookedVisit>(ctx: GraphqlContext, change: Promise<T>): Promise<T> {
  const result = await change;
  ctx.liveLeads?.announceVisit({ id: 'visit' in result ? result.visit.id : result.id });
  return result;
}

/** The visits changed from now on that this account may see (an estimator: their own), while its session lives. */
async function* visitsChanged(ctx: GraphqlContext): AsyncGenerator<VisitView> {
  const live = ctx.liveLeads;
  if (!live) throw new AppError('UNAVAILABLE', 'Live updates are not available here');
  await ctx.staff();
  const source = live.visitChanges();
  try {
    for await (const { id } of source) {
      // Read again for each change: a logout, a password change or a deactivation ends the stream.
      const viewer = ctx.auth.requireSettled(await ctx.auth.authenticate(ctx.em.fork(), ctx.req.headers.authorization));
      const visit = await findVisitFor(ctx.em.fork(), id, viewer).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      });
      if (visit) yield visit;
    }
  } finally {
    await source.return?.();
  }
}

builder.subscriptionField('visitChanged', (t) =>
  t.field({
    type: VisitType,
    authScopes: staffOnly,
    description:
      'Each visit booked, moved, cancelled or marked from now on, from any gateway (an estimator: their own), so an open calendar updates live. Ends with UNAUTHENTICATED when the session does.',
    subscribe: (_root, _args, ctx) => visitsChanged(ctx),
    resolve: (visit) => visit,
  }),
);

builder.mutationFields((t) => ({
  bookVisit: t.field({
    type: BookedVisitType,
    description: "Book a slot for a booking link's lead (public). BAD_USER_INPUT names `start`; CONFLICT (`extensions.slots`) when it was just taken.",
    args: { token: t.arg.string({ required: true }), start: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => told(ctx, bookWithToken(ctx.em, tokensOf(ctx), { token: args.token, start: args.start })),
  }),
  bookVisitWithEnquiry: t.field({
    type: BookedVisitType,
    description: "An enquiry and its visit in one step (the /book page; public, the enquiries' budget). A bad or taken slot stores nothing.",
    args: { input: t.arg({ type: ContactInput, required: true }), start: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.limiter) throw new AppError('UNAVAILABLE', 'Enquiries are accepted over /graphql only');
      const intake = { limiter: ctx.limiter, formTokens: ctx.formTokens, announce: ctx.liveLeads?.announce };
      const submission = { input: { ...inputValue(args.input), start: args.start }, address: clientIp(ctx.req), userAgent: ctx.req.get('user-agent') };
      const { visit } = await bookVisitWithEnquiry(ctx.em, intake, submission, tokensOf(ctx));
      return told(ctx, bookedVisit(ctx.em, tokensOf(ctx), visit));
    },
  }),
  moveVisitByToken: t.field({
    type: BookedVisitType,
    description: 'Move the visit of a "move or cancel" link (public): the updated invitation goes to both.',
    args: { token: t.arg.string({ required: true }), start: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => told(ctx, moveVisitByToken(ctx.em, tokensOf(ctx), args.token, { start: args.start })),
  }),
  cancelVisitByToken: t.field({
    type: VisitType,
    description: 'Cancel the visit of a "move or cancel" link (public): the cancelling invitation goes to both.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => told(ctx, cancelVisitByToken(ctx.em, tokensOf(ctx), args.token)),
  }),
  bookVisitForLead: t.field({
    type: VisitType,
    authScopes: staffOnly,
    description: 'The office books a visit for a lead, under the same rules; an estimator for themselves only.',
    args: { leadId: t.arg.int({ required: true }), start: t.arg.string({ required: true }), estimatorId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      told(
        ctx,
        bookVisitForLead(
          ctx.em,
          args.leadId,
          { start: args.start, ...(args.estimatorId != null ? { estimator_id: args.estimatorId } : {}) },
          await staffOf(ctx),
        ),
      ),
  }),
  moveVisit: t.field({
    type: VisitType,
    authScopes: staffOnly,
    description: 'Move a visit (an estimator: their own).',
    args: { id: t.arg.string({ required: true }), start: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => told(ctx, moveVisitFor(ctx.em, args.id, { start: args.start }, await staffOf(ctx))),
  }),
  cancelVisit: t.field({
    type: VisitType,
    authScopes: staffOnly,
    description: 'Cancel a visit (an estimator: their own).',
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => told(ctx, cancelVisitFor(ctx.em, args.id, await staffOf(ctx))),
  }),
  markVisit: t.field({
    type: VisitType,
    authScopes: staffOnly,
    description: 'Mark a visit that has started done or no_show (an estimator: their own).',
    args: { id: t.arg.string({ required: true }), status: t.arg({ type: VisitMarkEnum, required: true }) },
    resolve: async (_root, args, ctx) => told(ctx, markVisitFor(ctx.em, args.id, { status: args.status }, await staffOf(ctx))),
  }),
  updateBookingSettings: t.field({
    type: SettingsType,
    authScopes: adminOnly,
    description: 'Replace the booking settings; BAD_USER_INPUT names the field.',
    args: { input: t.arg({ type: SettingsInput, required: true }) },
    resolve: (_root, args, ctx) => updateBookingSettings(ctx.em, inputValue(args.input)),
  }),
  updateEstimatorAvailability: t.field({
    type: AvailabilityType,
    authScopes: adminOnly,
    description: "Replace an account's availability; BAD_USER_INPUT names the field (weekly_hours.monday.0.close, cities.1, time_zone).",
    args: { adminId: t.arg.int({ required: true }), input: t.arg({ type: AvailabilityInput, required: true }) },
    resolve: (_root, args, ctx) => updateEstimatorAvailability(ctx.em, args.adminId, inputValue(args.input)),
  }),
  updateMyAvailability: t.field({
    type: AvailabilityType,
    authScopes: staffOnly,
    description:
      'An estimator sets their own weekly hours, days off and extra hours (bookable, towns and clock stay as an admin set them). NOT_FOUND while the office has set up none; BAD_USER_INPUT names the field.',
    args: { input: t.arg({ type: OwnAvailabilityInput, required: true }) },
    resolve: async (_root, args, ctx) => updateOwnAvailability(ctx.em, (await ctx.staff()).userId, inputValue(args.input)),
  }),
}));
