import { graphql } from '~/gql/graphql';

export const deleteTestimonialMutation = graphql(`
  mutation deleteTestimonial($id: Int!) {
    deleteTestimonial(id: $id)
  }
`);
