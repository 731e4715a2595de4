import { graphql } from '~/gql/graphql';

export const servicesQuery = graphql(`
  query services {
    services {
      id
      slug
      title
      description
      image
      featured
    }
  }
`);
