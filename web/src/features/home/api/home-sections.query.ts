import { graphql } from '~/gql/graphql';

/** The home page's own lists (services, systems and testimonials reuse their pages' operations). */
export const homeSectionsQuery = graphql(`
  query homeSections($locale: Locale) {
    propertyTypes(locale: $locale) {
      id
      type
      description
      image
    }
    differentiators(locale: $locale) {
      id
      title
      tagline
      description
    }
    videoReels(locale: $locale) {
      id
      title
      description
      video_url
      thumbnail_url
      duration
    }
  }
`);
