import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminServicesQuery = graphql(`
  query adminServices {
    adminServices {
      id
      slug
      title
      description
      title_fr
      description_fr
      image
      featured
      order
    }
  }
`);
