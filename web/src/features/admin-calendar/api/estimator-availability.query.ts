import { graphql } from '~/gql/graphql';

const hoursFields = graphql(`
  fragment AvailabilityHoursFields on OfficeDayHours @_unmask {
    open
    close
  }
`);

/** Every field of an estimator's availability (unmasked: the form reads them all). */
const availabilityFields = graphql(
  `
    fragment EstimatorAvailabilityFields on EstimatorAvailability @_unmask {
      admin_id
      bookable
      cities
      time_zone
      holiday_regions
      weekly_hours {
        monday {
          ...AvailabilityHoursFields
        }
        tuesday {
          ...AvailabilityHoursFields
        }
        wednesday {
          ...AvailabilityHoursFields
        }
        thursday {
          ...AvailabilityHoursFields
        }
        friday {
          ...AvailabilityHoursFields
        }
        saturday {
          ...AvailabilityHoursFields
        }
        sunday {
          ...AvailabilityHoursFields
        }
      }
      days_off {
        date
        hours {
          ...AvailabilityHoursFields
        }
      }
      extra_hours {
        date
        hours {
          ...AvailabilityHoursFields
        }
      }
    }
  `,
  [hoursFields],
);

/** One estimator's hours, towns and clock (docs/admin.md, "Bookings and the calendar"); null until first set. */
export const estimatorAvailabilityQuery = graphql(
  `
    query estimatorAvailability($adminId: Int!) {
      estimatorAvailability(adminId: $adminId) {
        ...EstimatorAvailabilityFields
      }
    }
  `,
  [availabilityFields],
);

export const updateEstimatorAvailabilityMutation = graphql(
  `
    mutation updateEstimatorAvailability($adminId: Int!, $input: EstimatorAvailabilityInput!) {
      updateEstimatorAvailability(adminId: $adminId, input: $input) {
        ...EstimatorAvailabilityFields
      }
    }
  `,
  [availabilityFields],
);

/** The signed-in estimator's own availability; null until the office sets it up. */
export const myAvailabilityQuery = graphql(
  `
    query myAvailability {
      myAvailability {
        ...EstimatorAvailabilityFields
      }
    }
  `,
  [availabilityFields],
);

/** An estimator's own weekly hours, days off and extra hours (the rest stays the office's). */
export const updateMyAvailabilityMutation = graphql(
  `
    mutation updateMyAvailability($input: OwnAvailabilityInput!) {
      updateMyAvailability(input: $input) {
        ...EstimatorAvailabilityFields
      }
    }
  `,
  [availabilityFields],
);
