import { MaterialsPage } from '~/features/admin-materials/components/materials-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Materials');

export default function AdminMaterialsPageRoute() {
  return <MaterialsPage />;
}
