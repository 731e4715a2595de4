import { ActivityPage } from '~/features/admin-activity/components/activity-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Activity');

export default function AdminActivityPageRoute() {
  return <ActivityPage />;
}
