import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminProjectsQuery = graphql(`
  query adminProjects {
    adminProjects {
      id
      title
      description
      category
      image
    }
  }
`);
