import { graphql, type ResultOf } from '~/gql/graphql';

/** Real visitors' Core Web Vitals over the last 28 days: all pages, each page template and language, each connection type; per device. */
export const webVitalsQuery = graphql(`
  query webVitals {
    webVitals {
      days
      from
      to
      overall {
        device
        views
        failing
        metrics {
          metric
          samples
          p75
          rating
          good
          needs_improvement
          poor
        }
      }
      pages {
        template
        language
        device
        views
        failing
        metrics {
          metric
          samples
          p75
          rating
        }
      }
      connections {
        connection
        device
        views
        metrics {
          metric
          samples
          p75
          rating
        }
      }
    }
  }
`);

export type WebVitals = ResultOf<typeof webVitalsQuery>['webVitals'];
