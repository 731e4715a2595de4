import { z } from 'zod';

// The dashboard's booking figures: REST documents them, GraphQL builds its types from them.

const share = (what: string) => z.number().nullable().describe(`${what} in percent, one decimal; null when there is nothing to count`);

export const bookingWeekRecord = z.object({
  week: z.string().describe('The Monday (UTC), YYYY-MM-DD'),
  booked: z.number().int().describe('Visits booked that week'),
  by_homeowner: z.number().int().describe('Of them, booked by the homeowner online'),
  outside_hours: z.number().int().describe('Of them, booked while the office was closed'),
});

export const bookingRowRecord = z.object({
  key: z.string().describe('The source or the landing page path; "all" for the whole period'),
  leads: z.number().int(),
  booked: z.number().int().describe('Leads with a booked visit'),
  by_homeowner_share: share('Bookings made by the homeowner'),
  outside_hours_share: share('Bookings made while the office was closed'),
  median_minutes_to_booking: z.number().int().nullable().describe('Median minutes from the enquiry to its booking; null without bookings'),
  no_show_rate: share('Visits missed among those done or missed'),
});

export const bookingFiguresRecord = z.object({
  weeks: z.array(bookingWeekRecord).describe('The last 12 weeks, this one last'),
  total: bookingRowRecord,
  by_source: z.array(bookingRowRecord),
  by_landing_page: z.array(bookingRowRecord),
});
