import { useMutation, useQuery } from '@apollo/client/react';
import { siteSettingsInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSettings } from './two-factor-settings';
import { LeadNotificationsSetting } from './lead-notifications-setting';
import { OfficeHoursSettingsPanel } from './office-hours-settings';
import { BackupSettingsPanel } from './backup-settings';
import { BookingSettingsPanel } from './booking-settings';
import { ReviewSettingsPanel } from './review-settings';
import { EntityForm } from '~/features/admin-kit/components/entity-form';
import { useAdminRole } from '~/features/admin-kit/hooks/use-admin-role';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { initialValues, type FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { adminSiteSettingsQuery } from '../api/admin-site-settings.query';
import { updateSiteSettingsMutation } from '../api/update-site-settings.mutation';

/** docs/product.md §2.4: the seven fields, Description on 3 rows, the logo previewed. */
const siteSettingsFields: FieldSpec[] = [
  { kind: 'text', name: 'company_name', label: 'Company Name', autoComplete: 'organization' },
  { kind: 'text', name: 'tagline', label: 'Tagline', french: true },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 3, french: true },
  { kind: 'text', name: 'phone', label: 'Phone', type: 'tel' },
  { kind: 'text', name: 'email', label: 'Email', type: 'email' },
  { kind: 'text', name: 'address', label: 'Address / Service Area', french: true },
  { kind: 'image', name: 'logo', label: 'Logo URL' },
];

export function SettingsPage() {
  const toast = useToast();
  // An estimator's Settings are their own password and two-factor sign-in only.
  const estimator = useAdminRole() === 'estimator';
  const query = useQuery(adminSiteSettingsQuery, { fetchPolicy: 'network-only', skip: estimator });
  const [update] = useMutation(updateSiteSettingsMutation);
  const settings = query.data?.adminSiteSettings;

  return (
    <div className="admin-settings">
      <section className="admin-panel" aria-labelledby="settings-heading" hidden={estimator}>
        <h2 id="settings-heading">Site Settings</h2>
        <p className="field__hint">What the footer, the contact page and the emails show.</p>
        <LoadState ready={Boolean(settings)} loading={query.loading} error={query.error} loadingText="Loading settings...">
          <EntityForm
            schema={siteSettingsInput}
            fields={siteSettingsFields}
            initial={initialValues(siteSettingsInput, siteSettingsFields, settings)}
            submitLabel="Save Settings"
            onSubmit={async (input) => {
              try {
                await update({ variables: { input } });
              } catch (err) {
                if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to update settings');
                return serverFieldErrors(err);
              }
              toast.success('Settings updated successfully');
              await query.refetch().catch(() => undefined);
            }}
          />
        </LoadState>
      </section>
      <section className="admin-panel" id="office-hours" aria-labelledby="office-hours-heading">
        <h2 id="office-hours-heading">Office hours</h2>
        <p className="field__hint">
          When the office is open: the site states these hours, and a lead&apos;s response clock and the chase count only office minutes, in the office&apos;s
          time zone, outside the statutory holidays of the ticked provinces.
        </p>
        <OfficeHoursSettingsPanel />
      </section>
      <section className="admin-panel" id="booking" aria-labelledby="booking-heading" hidden={estimator}>
        <h2 id="booking-heading">Online booking</h2>
        <p className="field__hint">
          The rules of the free inspection&apos;s slots, for homeowners and the office alike: each estimator&apos;s own hours and towns are their availability.
        </p>
        {estimator ? null : <BookingSettingsPanel />}
      </section>
      <section className="admin-panel" id="reviews" aria-labelledby="reviews-heading" hidden={estimator}>
        <h2 id="reviews-heading">Review requests</h2>
        <p className="field__hint">
          Every homeowner whose job is marked won is asked once, the same way whatever they might answer, with one reminder a week later if nothing came back.
        </p>
        {estimator ? null : <ReviewSettingsPanel />}
      </section>
      <section className="admin-panel" id="backups" aria-labelledby="backups-heading" hidden={estimator}>
        <h2 id="backups-heading">Backups</h2>
        {estimator ? null : <BackupSettingsPanel />}
      </section>
      <section className="admin-panel" id="change-password" aria-labelledby="password-heading">
        <h2 id="password-heading">Change Password</h2>
        <ChangePasswordForm />
      </section>
      <section className="admin-panel" id="two-factor" aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading">Two-factor sign-in</h2>
        <TwoFactorSettings />
      </section>
      <section className="admin-panel" id="lead-notifications" aria-labelledby="lead-notifications-heading">
        <h2 id="lead-notifications-heading">New lead notifications</h2>
        <LeadNotificationsSetting />
      </section>
    </div>
  );
}
