import { graphql } from '~/gql/graphql';

export const restoreContentVersionMutation = graphql(`
  mutation restoreContentVersion($entryId: Int!, $input: RestoreVersionInput) {
    restoreContentVersion(entryId: $entryId, input: $input) {
      entity_type
      entity_id
    }
  }
`);
