import { useMutation, useQuery } from '@apollo/client/react';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { describedBy, FieldFrame } from '~/features/admin-kit/components/field-frame';
import { useSettingsForm } from '../hooks/use-settings-form';
import { reviewSettingsQuery, updateReviewSettingsMutation } from '../api/review-settings.query';

const fields = [
  { name: 'delay_days', label: 'Days after a job is won before the request goes', type: 'number' },
  {
    name: 'google_review_url',
    label: 'Google review link',
    type: 'url',
    hint: 'The company’s “write a review” link (https). Empty: the e-mail offers the site’s form only.',
  },
  {
    name: 'postal_address',
    label: 'Postal address in the e-mails',
    type: 'text',
    hint: 'Canada’s anti-spam law asks for it. Empty: the site settings’ address.',
  },
] as const;
type Name = (typeof fields)[number]['name'];

/** When a won homeowner is asked for a review and what the e-mail carries (the server checks each field and names it). */
export function ReviewSettingsPanel() {
  const query = useQuery(reviewSettingsQuery, { fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(updateReviewSettingsMutation);
  const settings = query.data?.reviewSettings;
  const {
    value,
    edit,
    errors,
    save: saveWith,
  } = useSettingsForm<Name>(settings, () => query.refetch(), {
    saved: 'Review settings saved',
    failed: 'Failed to update the review settings',
  });

  const save = async () => {
    const input = {
      delay_days: Number(value('delay_days')),
      google_review_url: value('google_review_url').trim() || null,
      postal_address: value('postal_address').trim() || null,
    };
    await saveWith(() => update({ variables: { input } }));
  };

  return (
    <LoadState ready={Boolean(settings)} loading={query.loading} error={query.error} loadingText="Loading review settings...">
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {fields.map((f) => {
          const id = `review-${f.name}`;
          const error = errors[f.name];
          const hint = 'hint' in f ? f.hint : undefined;
          return (
            <FieldFrame key={f.name} id={id} label={f.label} hint={hint} error={error}>
              <input
                id={id}
                type={f.type}
                {...(f.type === 'number' ? { inputMode: 'numeric' as const, step: 1, min: 1, required: true } : {})}
                value={value(f.name)}
                onChange={(e) => edit(f.name, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error, hint)}
              />
            </FieldFrame>
          );
        })}
        <button type="submit" className="btn btn-sm" disabled={loading}>
          Save Review Settings
        </button>
      </form>
    </LoadState>
  );
}
