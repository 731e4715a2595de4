import {
  bookingEnquiryInput,
  bookingRequestInput,
  bookingSettingsInput,
  bookVisitForLead,
  bookVisitWithEnquiry,
  bookWithToken,
  bookedVisit,
  cancelVisitByToken,
  cancelVisitFor,
  estimatorAvailabilityUpdate,
  findVisitFor,
  getBookingSettings,
  getEstimatorAvailability,
  getOwnAvailability,
  listVisits,
  markVisitFor,
  moveVisitByToken,
  moveVisitFor,
  officeBookingInput,
  ownAvailabilityUpdate,
  slotsFor,
  updateBookingSettings,
  updateEstimatorAvailability,
  updateOwnAvailability,
  visitByToken,
  visitMarkInput,
  visitMoveInput,
} from '@northrock/core/booking';
import { AppError, type Config, type RateLimiter } from '@northrock/core/platform';
import type { FormTokens } from '@northrock/core/lead';
import { z } from 'zod';
import { clientIp } from '../../http/rest';
import type { RouteDef } from '../../http/route';
import type { LiveLeads } from '../live-leads/live-leads';
import { bookingTokensFor } from './booking-links';
import { bookedVisitRecord, estimatorAvailabilityRecord, slotListRecord, visitRecord } from './booking.records';

export interface BookingRouteDeps {
  config: Config;
  limiter: RateLimiter;
  formTokens: FormTokens;
  liveLeads?: Pick<LiveLeads, 'announce' | 'announceVisit'>;
}

const TAG = 'Booking';
const TAKEN = '409: the slot was taken meanwhile, `{detail, slots}` offers the next open ones';
const LINK = '404 for a tampered or unknown link, 410 for an expired one; nothing changes';

/** A visit's id, from a visit or a booking's answer. */
const visitIdOf = (r: { id: string } | { visit: { id: string } }) => ('visit' in r ? r.visit.id : r.id);

/** Online booking of the free inspection (docs/admin.md, "Bookings and the calendar"): public through signed links, the calendar for staff. */
export function bookingRoutes(deps: BookingRouteDeps): RouteDef[] {
  const tokens = bookingTokensFor(deps.config);
  /** Tells the open calendars of every gateway once the change committed. */
  const told = async <T extends { id: string } | { visit: { id: string } }>(change: Promise<T>): Promise<T> => {
    const result = await change;
    deps.liveLeads?.announceVisit({ id: visitIdOf(result) });
    return result;
  };
  return [
    {
      method: 'get',
      path: '/booking/slots',
      tag: TAG,
      summary: "The next open slots for a city (or a booking link's lead), on the homeowner's clock",
      query: [
        { name: 'city', description: "The lead's city (any case, accents or spacing)", schema: { type: 'string', maxLength: 120 } },
        { name: 'token', description: "A booking link's token: that lead's city, in its language", schema: { type: 'string', maxLength: 300 } },
        { name: 'lang', description: "The labels' language", schema: { type: 'string', enum: ['en', 'fr'] } },
        { name: 'limit', description: 'At most this many (default 12)', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      ],
      response: { status: 200, description: 'Soonest first', schema: slotListRecord },
      errors: [404, 410, 422],
      handler: ({ em, req }) => slotsFor(em, tokens, req.query),
    },
    {
      method: 'post',
      path: '/booking',
      tag: TAG,
      summary: "Book a slot for the lead of a booking link (the thank-you page, the confirmation e-mail's link)",
      description: `422 names \`start\` (past, before the minimum notice, beyond the horizon, off the grid, outside hours). ${TAKEN}. ${LINK}.`,
      body: bookingRequestInput,
      response: { status: 201, description: 'The visit and its "move or cancel" token', schema: bookedVisitRecord },
      errors: [404, 409, 410, 415, 422],
      handler: ({ em, req, res }) => {
        res.status(201);
        return told(bookWithToken(em, tokens, req.body));
      },
    },
    {
      method: 'post',
      path: '/booking/visit',
      tag: TAG,
      summary: 'An enquiry and its visit in one step (the /book page)',
      description: `The enquiry as \`POST /contact\` takes it (the same budget per address), plus \`start\`. A bad or taken slot stores nothing. ${TAKEN}; a slot lost after the enquiry was stored also gives its \`booking_token\`.`,
      body: bookingEnquiryInput,
      response: { status: 201, description: 'The visit and its "move or cancel" token', schema: bookedVisitRecord },
      errors: [409, 415, 422, 429],
      handler: async ({ em, req, res }) => {
        const intake = { limiter: deps.limiter, formTokens: deps.formTokens, announce: deps.liveLeads?.announce };
        const { visit } = await bookVisitWithEnquiry(em, intake, { input: req.body, address: clientIp(req), userAgent: req.get('user-agent') }, tokens);
        res.status(201);
        return told(bookedVisit(em, tokens, visit));
      },
    },
    {
      method: 'get',
      path: '/booking/visits/{token}',
      tag: TAG,
      summary: 'The visit of a "move or cancel" link (reading it changes nothing)',
      response: { status: 200, description: 'The visit', schema: visitRecord },
      errors: [404, 410],
      handler: ({ em, params }) => visitByToken(em, tokens, params.token!),
    },
    {
      method: 'post',
      path: '/booking/visits/{token}/move',
      tag: TAG,
      summary: "Move the link's visit to another slot (the updated invitation goes to both)",
      description: `${TAKEN}. ${LINK}.`,
      body: visitMoveInput,
      response: { status: 200, description: 'The moved visit and a new "move or cancel" token', schema: bookedVisitRecord },
      errors: [404, 409, 410, 415, 422],
      handler: ({ em, req, params }) => told(moveVisitByToken(em, tokens, params.token!, req.body)),
    },
    {
      method: 'post',
      path: '/booking/visits/{token}/cancel',
      tag: TAG,
      summary: "Cancel the link's visit (the cancelling invitation goes to both)",
      description: `${LINK}.`,
      response: { status: 200, description: 'The cancelled visit', schema: visitRecord },
      errors: [404, 409, 410],
      handler: ({ em, params }) => told(cancelVisitByToken(em, tokens, params.token!)),
    },
    {
      method: 'get',
      path: '/admin/visits',
      tag: TAG,
      summary: 'The calendar: visits starting in [from, to), soonest first',
      description: "An estimator gets their own visits only; an admin every one, or one estimator's (`estimator_id`). Default: from a day ago, 8 weeks.",
      auth: 'staff',
      query: [
        { name: 'from', description: 'ISO 8601 with offset', schema: { type: 'string', format: 'date-time' } },
        { name: 'to', description: 'ISO 8601 with offset', schema: { type: 'string', format: 'date-time' } },
        { name: 'estimator_id', description: "Only this estimator's (admins)", schema: { type: 'integer', minimum: 1 } },
      ],
      response: { status: 200, description: 'Visits', schema: z.array(visitRecord) },
      errors: [401, 422],
      handler: ({ em, req, admin }) => listVisits(em, admin!, req.query),
    },
    {
      method: 'get',
      path: '/admin/visits/{visit_id}',
      tag: TAG,
      summary: 'One visit (an estimator: their own)',
      auth: 'staff',
      response: { status: 200, description: 'The visit', schema: visitRecord },
      errors: [401, 404],
      handler: ({ em, params, admin }) => findVisitFor(em, params.visit_id!, admin!),
    },
    {
      method: 'post',
      path: '/admin/contacts/{id}/visit',
      tag: TAG,
      summary: 'The office books a visit for a lead (a homeowner who phoned), under the same rules',
      description: `An estimator books for themselves only (403 naming another), on a lead they see. ${TAKEN}.`,
      auth: 'staff',
      idParams: ['id'],
      body: officeBookingInput,
      response: { status: 201, description: 'The visit', schema: visitRecord },
      errors: [401, 403, 404, 409, 415, 422],
      handler: ({ em, req, res, params, admin }) => {
        res.status(201);
        return told(bookVisitForLead(em, Number(params.id), req.body, admin!));
      },
    },
    {
      method: 'post',
      path: '/admin/visits/{visit_id}/move',
      tag: TAG,
      summary: 'Move a visit (an estimator: their own)',
      description: TAKEN,
      auth: 'staff',
      body: visitMoveInput,
      response: { status: 200, description: 'The moved visit', schema: visitRecord },
      errors: [401, 404, 409, 415, 422],
      handler: ({ em, req, params, admin }) => told(moveVisitFor(em, params.visit_id!, req.body, admin!)),
    },
    {
      method: 'post',
      path: '/admin/visits/{visit_id}/cancel',
      tag: TAG,
      summary: 'Cancel a visit (an estimator: their own)',
      auth: 'staff',
      response: { status: 200, description: 'The cancelled visit', schema: visitRecord },
      errors: [401, 404, 409],
      handler: ({ em, params, admin }) => told(cancelVisitFor(em, params.visit_id!, admin!)),
    },
    {
      method: 'post',
      path: '/admin/visits/{visit_id}/mark',
      tag: TAG,
      summary: 'Mark a visit done or no-show, once it has started',
      auth: 'staff',
      body: visitMarkInput,
      response: { status: 200, description: 'The visit', schema: visitRecord },
      errors: [401, 404, 409, 415, 422],
      handler: ({ em, req, params, admin }) => told(markVisitFor(em, params.visit_id!, req.body, admin!)),
    },
    {
      method: 'get',
      path: '/admin/booking-settings',
      tag: TAG,
      summary: 'Visit length, travel buffer, minimum notice, horizon and slot grid',
      auth: true,
      response: { status: 200, description: 'The settings', schema: bookingSettingsInput },
      errors: [401],
      handler: ({ em }) => getBookingSettings(em),
    },
    {
      method: 'put',
      path: '/admin/booking-settings',
      tag: TAG,
      summary: 'Replace the booking settings (absent fields take their defaults)',
      description:
        '422 names the field: `visit_minutes` (15-480), `buffer_minutes` (0-240), `notice_hours` (null or 1-720), `horizon_days` (1-90), `grid_minutes` (divides a day).',
      auth: true,
      body: bookingSettingsInput,
      response: { status: 200, description: 'The saved settings', schema: bookingSettingsInput },
      errors: [401, 415, 422],
      handler: ({ em, req }) => updateBookingSettings(em, req.body),
    },
    {
      method: 'get',
      path: '/admin/accounts/{id}/availability',
      tag: TAG,
      summary: "An account's availability (404 while it has none: not bookable)",
      auth: true,
      idParams: ['id'],
      response: { status: 200, description: 'The availability', schema: estimatorAvailabilityRecord },
      errors: [401, 404],
      handler: async ({ em, params }) => {
        const found = await getEstimatorAvailability(em, Number(params.id));
        if (!found) throw new AppError('NOT_FOUND', 'This account has no availability yet');
        return found;
      },
    },
    {
      method: 'put',
      path: '/admin/accounts/{id}/availability',
      tag: TAG,
      summary: "Replace an account's availability: weekly hours, cities, time zone, holidays, days off, extra hours",
      description:
        '422 names the field: `weekly_hours.monday.0.close`, `cities.1`, `time_zone` (required when the cities are on two clocks), `holiday_regions`, `days_off.0.date`, `extra_hours.0.hours`.',
      auth: true,
      idParams: ['id'],
      body: estimatorAvailabilityUpdate,
      response: { status: 200, description: 'The saved availability', schema: estimatorAvailabilityRecord },
      errors: [401, 404, 415, 422],
      handler: ({ em, req, params }) => updateEstimatorAvailability(em, Number(params.id), req.body),
    },
    {
      method: 'get',
      path: '/admin/me/availability',
      tag: TAG,
      summary: "The signed-in account's own availability (404 while the office has set none up)",
      auth: 'staff',
      response: { status: 200, description: 'The availability', schema: estimatorAvailabilityRecord },
      errors: [401, 404],
      handler: ({ em, admin }) => getOwnAvailability(em, admin!.userId),
    },
    {
      method: 'put',
      path: '/admin/me/availability',
      tag: TAG,
      summary: 'An estimator sets their own weekly hours, days off and extra hours',
      description:
        'Whether they are bookable, the towns they serve and their clock stay as an admin set them. 404 while the office has set up no availability for the account; 422 names the field: `weekly_hours.monday.0.close`, `days_off.0.date`, `extra_hours.0.hours`.',
      auth: 'staff',
      body: ownAvailabilityUpdate,
      response: { status: 200, description: 'The saved availability', schema: estimatorAvailabilityRecord },
      errors: [401, 404, 415, 422],
      handler: ({ em, req, admin }) => updateOwnAvailability(em, admin!.userId, req.body),
    },
  ];
}
