import { graphql, type ResultOf } from '~/gql/graphql';

/** Company info for the header, footer, contact card and structured data. */
export const siteSettingsQuery = graphql(`
  query siteSettings {
    siteSettings {
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

export type SiteSettings = ResultOf<typeof siteSettingsQuery>['siteSettings'];
