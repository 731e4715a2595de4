import { graphql } from '~/gql/graphql';

export const changePasswordMutation = graphql(`
  mutation changePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);
