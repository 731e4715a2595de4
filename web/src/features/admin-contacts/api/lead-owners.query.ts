import { graphql, type ResultOf } from '~/gql/graphql';

/** The accounts a lead may be assigned to (active, by name): the owner picker, the "My leads" filter and the owner's name on a card. */
export const leadOwnersQuery = graphql(`
  query leadOwners {
    leadOwners {
      id
      username
      role
    }
  }
`);

export type LeadOwner = ResultOf<typeof leadOwnersQuery>['leadOwners'][number];
