import { graphql } from '~/gql/graphql';

/** The default credentials, only while the admin still uses them (docs/product.md, Part 2). */
export const loginHintQuery = graphql(`
  query loginHint {
    loginHint {
      default_credentials {
        username
        password
      }
    }
  }
`);
