import { PropertyTypesPage } from '~/features/admin-property-types/components/property-types-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Property Types');

export default function AdminPropertyTypesPageRoute() {
  return <PropertyTypesPage />;
}
