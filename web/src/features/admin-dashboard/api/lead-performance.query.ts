import { graphql, type ResultOf } from '~/gql/graphql';

/**
 * The dashboard's speed to lead and money: first responses in office minutes, revenue per source
 * and landing page, and beside it the booked inspections (docs/admin.md, "Bookings and the calendar").
 */
const bookingRowFields = graphql(`
  fragment BookingRowFields on BookingRow @_unmask {
    key
    leads
    booked
    by_homeowner_share
    outside_hours_share
    median_minutes_to_booking
    no_show_rate
  }
`);

export const leadPerformanceQuery = graphql(
  `
    query leadPerformance($days: Int!) {
      leadResponseTimes {
        weeks {
          week
          leads
          answered
          median_minutes
        }
        owners {
          owner_id
          owner
          leads
          answered
          median_minutes
        }
        shares {
          within_minutes
          answered
          decided
          share
        }
      }
      leadRevenue(days: $days) {
        by_source {
          key
          leads
          won
          revenue_cents
          conversion
        }
        by_landing_page {
          key
          leads
          won
          revenue_cents
          conversion
        }
      }
      bookingFigures(days: $days) {
        weeks {
          week
          booked
          by_homeowner
          outside_hours
        }
        total {
          ...BookingRowFields
        }
        by_source {
          ...BookingRowFields
        }
        by_landing_page {
          ...BookingRowFields
        }
      }
    }
  `,
  [bookingRowFields],
);

export type LeadPerformance = ResultOf<typeof leadPerformanceQuery>;
