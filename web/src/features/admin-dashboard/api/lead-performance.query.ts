import { graphql, type ResultOf } from '~/gql/graphql';

/** The dashboard's speed to lead and money: first responses in office minutes, and revenue per source and landing page. */
export const leadPerformanceQuery = graphql(`
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
  }
`);

export type LeadPerformance = ResultOf<typeof leadPerformanceQuery>;
