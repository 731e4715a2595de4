import { useMutation, useQuery } from '@apollo/client/react';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { describedBy, FieldFrame } from '~/features/admin-kit/components/field-frame';
import { useSettingsForm } from '../hooks/use-settings-form';
import { bookingSettingsQuery, updateBookingSettingsMutation } from '../api/booking-settings.query';

const fields = [
  { name: 'visit_minutes', label: 'Visit length (minutes)' },
  { name: 'buffer_minutes', label: 'Travel buffer between visits (minutes)' },
  { name: 'notice_hours', label: 'Minimum notice (hours)', hint: 'Empty: not before the office’s next opening.' },
  { name: 'horizon_days', label: 'Booking horizon (days ahead)' },
  { name: 'grid_minutes', label: 'Slot grid step (minutes)', hint: 'Slots start every this many minutes; it must divide a day, such as 15, 30 or 60.' },
] as const;
type Name = (typeof fields)[number]['name'];

/** The booking rules every slot follows (the server checks them; its words show by the field). */
export function BookingSettingsPanel() {
  const query = useQuery(bookingSettingsQuery, { fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(updateBookingSettingsMutation);
  const settings = query.data?.bookingSettings;
  const {
    value,
    edit,
    errors,
    save: saveWith,
  } = useSettingsForm<Name>(settings, () => query.refetch(), {
    saved: 'Booking settings saved',
    failed: 'Failed to update the booking settings',
  });

  const save = async () => {
    const input = Object.fromEntries(fields.map(({ name }) => [name, value(name) === '' ? null : Number(value(name))]));
    await saveWith(() => update({ variables: { input } }));
  };

  return (
    <LoadState ready={Boolean(settings)} loading={query.loading} error={query.error} loadingText="Loading booking settings...">
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {fields.map((f) => {
          const id = `booking-${f.name}`;
          const error = errors[f.name];
          const hint = 'hint' in f ? f.hint : undefined;
          return (
            <FieldFrame key={f.name} id={id} label={f.label} hint={hint} error={error}>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                step={1}
                min={0}
                required={f.name !== 'notice_hours'}
                value={value(f.name)}
                onChange={(e) => edit(f.name, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error, hint)}
              />
            </FieldFrame>
          );
        })}
        <button type="submit" className="btn btn-sm" disabled={loading}>
          Save Booking Settings
        </button>
      </form>
    </LoadState>
  );
}
