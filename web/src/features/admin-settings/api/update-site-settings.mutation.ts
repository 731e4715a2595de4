import { graphql } from '~/gql/graphql';

export const updateSiteSettingsMutation = graphql(`
  mutation updateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      company_name
    }
  }
`);
