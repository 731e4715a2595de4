import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminPropertyTypesQuery = graphql(`
  query adminPropertyTypes {
    adminPropertyTypes {
      id
      type
      description
      type_fr
      description_fr
      image
      order
    }
  }
`);
