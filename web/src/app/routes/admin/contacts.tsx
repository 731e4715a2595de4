import { ContactsPage } from '~/features/admin-contacts/components/contacts-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Contacts');

export default function AdminContactsPageRoute() {
  return <ContactsPage />;
}
