import { graphql } from '~/gql/graphql';

/** Every booking rule (unmasked: the form reads them all). */
const bookingSettingsFields = graphql(`
  fragment BookingSettingsFields on BookingSettings @_unmask {
    visit_minutes
    buffer_minutes
    notice_hours
    horizon_days
    grid_minutes
  }
`);

/** The office-wide booking rules (docs/admin.md, "Bookings and the calendar"). */
export const bookingSettingsQuery = graphql(
  `
    query bookingSettings {
      bookingSettings {
        ...BookingSettingsFields
      }
    }
  `,
  [bookingSettingsFields],
);

export const updateBookingSettingsMutation = graphql(
  `
    mutation updateBookingSettings($input: BookingSettingsInput!) {
      updateBookingSettings(input: $input) {
        ...BookingSettingsFields
      }
    }
  `,
  [bookingSettingsFields],
);
