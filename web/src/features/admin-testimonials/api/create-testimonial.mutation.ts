import { graphql } from '~/gql/graphql';

export const createTestimonialMutation = graphql(`
  mutation createTestimonial($input: TestimonialInput!) {
    createTestimonial(input: $input) {
      id
    }
  }
`);
