import { graphql } from '~/gql/graphql';

export const saveLeadAssignmentRuleMutation = graphql(`
  mutation saveLeadAssignmentRule($input: LeadAssignmentRuleInput!) {
    saveLeadAssignmentRule(input: $input) {
      id
    }
  }
`);
