import { graphql } from '~/gql/graphql';

/** "Retry now": queue the staff e-mail again for every lead of the delivery alert. */
export const retryUndeliveredLeadsMutation = graphql(`
  mutation retryUndeliveredLeads {
    retryUndeliveredLeads
  }
`);
