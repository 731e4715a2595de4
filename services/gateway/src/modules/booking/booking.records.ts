import { z } from 'zod';
import { estimatorAvailabilityUpdate, visitBookers, visitStatuses } from '@northrock/core/booking';

// The shapes both transports answer with: REST documents them in OpenAPI, GraphQL builds its types from them.

const instant = z.iso.datetime();

/** An open slot, labelled on the homeowner's clock. */
export const slotRecord = z.object({
  start: instant.describe('ISO 8601 instant: send it back as `start` to book'),
  end: instant,
  label: z.string().describe('"Tuesday, December 1, 9:00 a.m. CST" / "mardi 1 décembre, 9 h 00 HNC"'),
});

export const slotListRecord = z.object({
  time_zone: z.string().describe("The labels' clock: the homeowner's city's (America/Winnipeg for Winnipeg), else the office's"),
  slots: z.array(slotRecord).describe('Soonest first'),
});

export const visitRecord = z.object({
  id: z.string().describe('UUID'),
  lead_id: z.number().int(),
  lead_name: z.string(),
  city: z.string(),
  estimator_id: z.number().int(),
  estimator_name: z.string(),
  start: instant,
  end: instant,
  status: z.enum(visitStatuses),
  booked_by: z.enum(visitBookers),
  time_zone: z.string().describe("The homeowner's clock"),
  label: z.string().describe("The start on the homeowner's clock, in the lead's language"),
});

export const bookedVisitRecord = z.object({
  visit: visitRecord,
  manage_token: z.string().describe('The signed "move or cancel" link\'s token (/visit/<token>), valid until a day after the visit starts'),
});

export const estimatorAvailabilityRecord = z.object({
  admin_id: z.number().int(),
  ...estimatorAvailabilityUpdate.shape,
});
