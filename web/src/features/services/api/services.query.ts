import { graphql } from '~/gql/graphql';

/** The services in the page's language (French fields falling back to English field by field). */
export const servicesQuery = graphql(`
  query services($locale: Locale) {
    services(locale: $locale) {
      id
      slug
      title
      description
      image
      featured
    }
  }
`);
