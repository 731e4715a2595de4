import { graphql, type ResultOf } from '~/gql/graphql';

/** Every office hours setting (unmasked: the form reads them all). */
export const officeHoursFields = graphql(`
  fragment OfficeHoursFields on OfficeHours @_unmask {
    hours {
      monday {
        open
        close
      }
      tuesday {
        open
        close
      }
      wednesday {
        open
        close
      }
      thursday {
        open
        close
      }
      friday {
        open
        close
      }
      saturday {
        open
        close
      }
      sunday {
        open
        close
      }
    }
    time_zone
    holiday_regions
    chase_owner_minutes
    chase_admins_minutes
    followup_days
  }
`);

export const officeHoursQuery = graphql(
  `
    query officeHours {
      officeHours {
        ...OfficeHoursFields
      }
    }
  `,
  [officeHoursFields],
);

export type OfficeHoursSettings = ResultOf<typeof officeHoursQuery>['officeHours'];
