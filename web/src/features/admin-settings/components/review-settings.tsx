import { useMutation, useQuery } from '@apollo/client/react';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { useSettingsForm } from '../hooks/use-settings-form';
import { reviewSettingsQuery, updateReviewSettingsMutation } from '../api/review-settings.query';
import { SettingsFieldsForm, type SettingsField } from './settings-fields-form';

const fields = [
  { name: 'delay_days', label: 'Days after a job is won before the request goes', type: 'number', min: 1 },
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
] as const satisfies readonly SettingsField<string>[];
type Name = (typeof fields)[number]['name'];

/** When a won homeowner is asked for a review and what the e-mail carries (the server checks each field and names it). */
export function ReviewSettingsPanel() {
  const query = useQuery(reviewSettingsQuery, { fetchPolicy: 'network-only' });
  const [update, { loading }] = useMutation(updateReviewSettingsMutation);
  const settings = query.data?.reviewSettings;
  const form = useSettingsForm<Name>(settings, () => query.refetch(), {
    saved: 'Review settings saved',
    failed: 'Failed to update the review settings',
  });

  const save = async () => {
    const input = {
      delay_days: Number(form.value('delay_days')),
      google_review_url: form.value('google_review_url').trim() || null,
      postal_address: form.value('postal_address').trim() || null,
    };
    await form.save(() => update({ variables: { input } }));
  };

  return (
    <LoadState ready={Boolean(settings)} loading={query.loading} error={query.error} loadingText="Loading review settings...">
      <SettingsFieldsForm idPrefix="review" fields={fields} form={form} onSave={save} saving={loading} saveLabel="Save Review Settings" />
    </LoadState>
  );
}
