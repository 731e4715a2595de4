import { bookingFigures, chartPeriodDays, type BookingFigures } from '@northrock/core/lead-desk';
import { builder } from '../../graphql/builder';
import { adminOnly } from '../../graphql/crud-operations';
import { objectTypeFromZod } from '../../graphql/zod-types';
import { bookingFiguresRecord, bookingRowRecord, bookingWeekRecord } from './booking-figures.records';

/** The dashboard's booking figures (REST: booking-figures.rest.ts). */

objectTypeFromZod('BookingWeek', bookingWeekRecord, { description: "One week's booked visits." });
objectTypeFromZod('BookingRow', bookingRowRecord, { description: 'The booking figures of one source or landing page, or of all leads.' });
const BookingFiguresType = objectTypeFromZod<BookingFigures>('BookingFigures', bookingFiguresRecord, {
  description: 'Visits booked per week, and per source and landing page: bookings, self-booked and after-hours shares, median time to booking, no-show rate.',
});

builder.queryField('bookingFigures', (t) =>
  t.field({
    type: BookingFiguresType,
    authScopes: adminOnly,
    description: "Booking figures over the last `days` days' leads (7, 30 or 90; absent: all time) and the last 12 weeks' bookings.",
    args: { days: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => bookingFigures(ctx.em, { days: args.days === null || args.days === undefined ? undefined : chartPeriodDays(args.days) }),
  }),
);
