import { graphql } from '~/gql/graphql';
import { officeHoursFields } from './office-hours.query';

export const updateOfficeHoursMutation = graphql(
  `
    mutation updateOfficeHours($input: OfficeHoursInput!) {
      updateOfficeHours(input: $input) {
        ...OfficeHoursFields
      }
    }
  `,
  [officeHoursFields],
);
