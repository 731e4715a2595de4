import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminDifferentiatorsQuery = graphql(`
  query adminDifferentiators {
    adminDifferentiators {
      id
      title
      tagline
      description
      title_fr
      tagline_fr
      description_fr
      order
    }
  }
`);
