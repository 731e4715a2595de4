import { graphql, type ResultOf } from '~/gql/graphql';

/** Every field of the site settings (the public pages and the admin's Settings form); unmasked. */
export const siteSettingsFields = graphql(`
  fragment SiteSettingsFields on SiteSettings @_unmask {
    company_name
    tagline
    description
    phone
    email
    address
    logo
  }
`);

/** Company info for the header, footer, contact card and structured data. */
export const siteSettingsQuery = graphql(
  `
    query siteSettings {
      siteSettings {
        ...SiteSettingsFields
      }
    }
  `,
  [siteSettingsFields],
);

export type SiteSettings = ResultOf<typeof siteSettingsQuery>['siteSettings'];
