import { useMutation, useQuery } from '@apollo/client/react';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { useSettingsForm } from '../hooks/use-settings-form';
import { bookingSettingsQuery, updateBookingSettingsMutation } from '../api/booking-settings.query';
import { SettingsFieldsForm, type SettingsField } from './settings-fields-form';

const fields = [
  { name: 'visit_minutes', label: 'Visit length (minutes)', type: 'number' },
  { name: 'buffer_minutes', label: 'Travel buffer between visits (minutes)', type: 'number' },
  { name: 'notice_hours', label: 'Minimum notice (hours)', type: 'number', optional: true, hint: 'Empty: not before the office’s next opening.' },
  { name: 'horizon_days', label: 'Booking horizon (days ahead)', type: 'number' },
  {
    name: 'grid_minutes',
    label: 'Slot grid step (minutes)',
    type: 'number',
    hint: 'Slots start every this many minutes; it must divide a day, such as 15, 30 or 60.',
  },
] as const satisfies readonly SettingsField<string>[];
type Name = (typeof fields)[number]['name'];

/** The booking rules every slot follows (the server checks them; its words show by the field). */
export function BookingSettingsPanel() {
  const query = useQuery(bookingSettingsQuery, { fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(updateBookingSettingsMutation);
  const settings = query.data?.bookingSettings;
  const form = useSettingsForm<Name>(settings, () => query.refetch(), {
    saved: 'Booking settings saved',
    failed: 'Failed to update the booking settings',
  });

  const save = async () => {
    const input = Object.fromEntries(fields.map(({ name }) => [name, form.value(name) === '' ? null : Number(form.value(name))]));
    await form.save(() => update({ variables: { input } }));
  };

  return (
    <LoadState ready={Boolean(settings)} loading={query.loading} error={query.error} loadingText="Loading booking settings...">
      <SettingsFieldsForm idPrefix="booking" fields={fields} form={form} onSave={save} saving={loading} saveLabel="Save Booking Settings" />
    </LoadState>
  );
}
