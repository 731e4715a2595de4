import { graphql } from '~/gql/graphql';
import { siteSettingsFields } from '~/lib/api/site-settings.query';

export const adminSiteSettingsQuery = graphql(
  `
    query adminSiteSettings {
      adminSiteSettings {
        ...SiteSettingsFields
        tagline_fr
        description_fr
        address_fr
      }
    }
  `,
  [siteSettingsFields],
);
