import { z } from 'zod';

// The dashboard's speed-to-lead and money figures: REST documents them, GraphQL builds its types from them.

const median = z.number().int().nullable().describe('Median first response in office minutes; null when none was answered');

export const responseWeekRecord = z.object({
  week: z.string().describe('The Monday (UTC), YYYY-MM-DD'),
  leads: z.number().int(),
  answered: z.number().int(),
  self_booked: z.number().int().describe('Leads whose first response was the homeowner booking a visit online: not an office answer, counted apart'),
  median_minutes: median,
});

export const responseOwnerRecord = z.object({
  owner_id: z.number().int().nullable().describe('The account; null for leads without an owner'),
  owner: z.string().describe('Its username ("Unassigned" without an owner)'),
  leads: z.number().int(),
  answered: z.number().int(),
  self_booked: z.number().int().describe('Leads whose first response was the homeowner booking a visit online: not an office answer, counted apart'),
  median_minutes: median,
});

export const responseShareRecord = z.object({
  within_minutes: z.number().int().describe('The threshold in office minutes (5, 60, 1440)'),
  answered: z.number().int().describe('Leads answered within it'),
  decided: z.number().int().describe('Leads answered, or still waiting longer than it'),
  share: z.number().nullable().describe('answered / decided in percent, one decimal; null when nothing is decided yet'),
});

export const responseTimesRecord = z.object({
  weeks: z.array(responseWeekRecord).describe('The last 12 weeks, this one last'),
  owners: z.array(responseOwnerRecord).describe('Accounts with leads in those weeks, most leads first, unassigned last'),
  shares: z.array(responseShareRecord),
});

export const revenueRowRecord = z.object({
  key: z.string().describe('The source, or the landing page path'),
  leads: z.number().int(),
  won: z.number().int(),
  revenue_cents: z.number().int().describe("The won jobs' value in cents"),
  conversion: z.number().describe('Won jobs per 100 leads, one decimal'),
});

export const revenueReportRecord = z.object({
  by_source: z.array(revenueRowRecord),
  by_landing_page: z.array(revenueRowRecord),
});
