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

/** Company info and the office's stated hours, for the header, footer, contact card and structured data. */
export const siteSettingsQuery = graphql(
  `
    query siteSettings($locale: Locale) {
      siteSettings(locale: $locale) {
        ...SiteSettingsFields
      }
      publicOfficeHours {
        text
        opening_hours
      }
    }
  `,
  [siteSettingsFields],
);

export type SiteSettings = ResultOf<typeof siteSettingsQuery>['siteSettings'];
/** The opening hours as the site states them (the office hours setting, formatted by the gateway). */
export type ShownOfficeHours = ResultOf<typeof siteSettingsQuery>['publicOfficeHours'];
