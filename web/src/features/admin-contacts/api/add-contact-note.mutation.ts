import { graphql } from '~/gql/graphql';

export const addContactNoteMutation = graphql(`
  mutation addContactNote($id: Int!, $input: ContactNoteInput!) {
    addContactNote(id: $id, input: $input) {
      id
    }
  }
`);
