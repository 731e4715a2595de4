import { graphql } from '~/gql/graphql';

/** Every review setting (unmasked: the form reads them all). */
const reviewSettingsFields = graphql(`
  fragment ReviewSettingsFields on ReviewSettings @_unmask {
    delay_days
    google_review_url
    postal_address
  }
`);

/** When the review request goes and what it carries (docs/admin.md, "Reviews"). */
export const reviewSettingsQuery = graphql(
  `
    query reviewSettings {
      reviewSettings {
        ...ReviewSettingsFields
      }
    }
  `,
  [reviewSettingsFields],
);

export const updateReviewSettingsMutation = graphql(
  `
    mutation updateReviewSettings($input: ReviewSettingsInput!) {
      updateReviewSettings(input: $input) {
        ...ReviewSettingsFields
      }
    }
  `,
  [reviewSettingsFields],
);
