import { graphql } from '~/gql/graphql';

/** The advanced systems (spec: materials; the image shows on the home cards only). */
export const materialsQuery = graphql(`
  query materials($locale: Locale) {
    materials(locale: $locale) {
      id
      name
      description
      image
    }
  }
`);
