import { graphql } from '~/gql/graphql';

export const testimonialsQuery = graphql(`
  query testimonials {
    testimonials {
      id
      name
      location
      text
      avatar
      rating
    }
  }
`);
