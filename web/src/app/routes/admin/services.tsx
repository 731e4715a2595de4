import { ServicesPage } from '~/features/admin-services/components/services-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Services');

export default function AdminServicesPageRoute() {
  return <ServicesPage />;
}
