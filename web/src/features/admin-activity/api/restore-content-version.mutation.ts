import { graphql } from '~/gql/graphql';

export const restoreContentVersionMutation = graphql(`
  mutation restoreContentVersion($entryId: Int!) {
    restoreContentVersion(entryId: $entryId) {
      entity_type
      entity_id
    }
  }
`);
