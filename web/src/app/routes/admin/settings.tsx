import { SettingsPage } from '~/features/admin-settings/components/settings-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Settings');

export default function AdminSettingsPageRoute() {
  return <SettingsPage />;
}
