import { graphql } from '~/gql/graphql';

/** Every field the list shows and the edit dialog prefills. */
export const adminVideoReelsQuery = graphql(`
  query adminVideoReels {
    adminVideoReels {
      id
      title
      description
      title_fr
      description_fr
      video_url
      thumbnail_url
      duration
      featured
      order
    }
  }
`);
