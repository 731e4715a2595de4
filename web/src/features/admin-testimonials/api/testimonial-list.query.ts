import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminTestimonialsQuery = graphql(`
  query adminTestimonials {
    adminTestimonials {
      id
      name
      location
      text
      text_fr
      avatar
      rating
      featured
    }
  }
`);
