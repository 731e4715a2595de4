import { graphql } from '~/gql/graphql';

export const loginMutation = graphql(`
  mutation login($input: LoginInput!) {
    login(input: $input) {
      access_token
      username
      role
      device_token
    }
  }
`);
