import { graphql } from '~/gql/graphql';

/** The admin's assignment rules: a city's new leads go to an account (docs/admin.md, "Roles and owners"). */
export const leadAssignmentRulesQuery = graphql(`
  query leadAssignmentRules {
    leadAssignmentRules {
      id
      city
      owner_id
    }
  }
`);
