import { graphql } from '~/gql/graphql';

export const updateTestimonialMutation = graphql(`
  mutation updateTestimonial($id: Int!, $input: TestimonialInput!) {
    updateTestimonial(id: $id, input: $input) {
      id
    }
  }
`);
