import { graphql } from '~/gql/graphql';

export const deleteLeadAssignmentRuleMutation = graphql(`
  mutation deleteLeadAssignmentRule($id: Int!) {
    deleteLeadAssignmentRule(id: $id)
  }
`);
