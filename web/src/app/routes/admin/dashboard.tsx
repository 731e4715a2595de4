import { Dashboard } from '~/features/admin-dashboard/components/dashboard';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Dashboard');

export default function AdminDashboardRoute() {
  return <Dashboard />;
}
