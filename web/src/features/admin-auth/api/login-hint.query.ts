import { graphql } from '~/gql/graphql';

/** The default credentials, only while the admin still uses them (decisions.md). */
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
