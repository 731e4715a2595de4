import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminMaterialsQuery = graphql(`
  query adminMaterials {
    adminMaterials {
      id
      name
      description
      name_fr
      description_fr
      image
      order
    }
  }
`);
