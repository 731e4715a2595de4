import { graphql } from '~/gql/graphql';

export const adminSiteSettingsQuery = graphql(`
  query adminSiteSettings {
    adminSiteSettings {
      company_name
      tagline
      description
      phone
      email
      address
      logo
    }
  }
`);
