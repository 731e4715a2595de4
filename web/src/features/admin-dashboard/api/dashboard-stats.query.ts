import { graphql } from '~/gql/graphql';

export const dashboardStatsQuery = graphql(`
  query dashboardStats {
    dashboardStats {
      services
      projects
      blog_posts
      new_contacts
      held_back_spam
      possible_spam
    }
  }
`);
