import { graphql, type ResultOf } from '~/gql/graphql';

/** The dashboard charts' data, aggregated by the server: leads per week and city, per source, and per landing page. */
export const leadChartsQuery = graphql(`
  query leadCharts($days: Int!) {
    leadsPerWeek {
      cities
      weeks {
        week
        total
        by_city {
          city
          leads
        }
      }
    }
    leadsBySource(days: $days) {
      source
      leads
    }
    landingConversions(days: $days) {
      path
      views
      leads
      conversion_rate
    }
  }
`);

export type LeadCharts = ResultOf<typeof leadChartsQuery>;
