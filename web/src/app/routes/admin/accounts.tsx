import { AccountsPage } from '~/features/admin-accounts/components/accounts-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Accounts');

export default function AdminAccountsPageRoute() {
  return <AccountsPage />;
}
