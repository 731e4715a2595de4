import { DifferentiatorsPage } from '~/features/admin-differentiators/components/differentiators-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Differentiators');

export default function AdminDifferentiatorsPageRoute() {
  return <DifferentiatorsPage />;
}
