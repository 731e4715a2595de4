import { graphql } from '~/gql/graphql';

/** The testimonials in the page's language. */
export const testimonialsQuery = graphql(`
  query testimonials($locale: Locale) {
    testimonials(locale: $locale) {
      id
      name
      location
      text
      avatar
      rating
    }
  }
`);
