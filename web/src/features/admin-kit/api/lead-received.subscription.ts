import { graphql, type ResultOf } from '~/gql/graphql';

/** Each lead saved from now on, from any gateway (server-sent events; docs/admin.md "Live leads"). */
export const leadReceivedSubscription = graphql(`
  subscription leadReceived {
    leadReceived {
      id
      name
      city
      subject
      status
      created_at
    }
  }
`);

export type LiveLead = ResultOf<typeof leadReceivedSubscription>['leadReceived'];
