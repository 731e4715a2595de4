import { redirect } from 'react-router';
import { getAdminToken } from '~/features/admin-kit/lib/admin-session';
import { LiveLeadsProvider } from '~/features/admin-kit/components/live-leads-provider';
import { AdminShell } from '~/features/admin-shell/components/admin-shell';
import { ADMIN_LOGIN_PATH } from '~/features/admin-shell/admin-nav';

/** The login guard (docs/product.md §2.2, §4): without a stored token every admin page goes to the login page. */
export async function clientLoader() {
  if (!getAdminToken()) throw redirect(ADMIN_LOGIN_PATH);
  return null;
}

export default function AdminLayout() {
  return (
    <LiveLeadsProvider>
      <AdminShell />
    </LiveLeadsProvider>
  );
}
