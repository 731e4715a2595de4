import { bookingFigures, chartPeriodDays } from '@northrock/core/lead-desk';
import type { RouteDef } from '../../http/route';
import { bookingFiguresRecord } from './booking-figures.records';

/** The dashboard's booking figures (GraphQL: booking-figures.graphql.ts). */
export const bookingFiguresRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/dashboard/bookings',
    tag: 'Admin dashboard',
    summary:
      'Visits booked per week (last 12); per source and landing page: bookings, share booked by homeowners and outside office hours, median enquiry to booking, no-show rate',
    auth: true,
    query: [
      { name: 'days', description: "The leads' period: 7, 30 or 90 days (today included); absent: all time", schema: { type: 'integer', enum: [7, 30, 90] } },
    ],
    response: { status: 200, description: 'Booking figures (spam held back left out)', schema: bookingFiguresRecord },
    errors: [401, 422],
    handler: ({ em, req }) => bookingFigures(em, { days: req.query.days === undefined ? undefined : chartPeriodDays(req.query.days) }),
  },
];
