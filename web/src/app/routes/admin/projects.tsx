import { ProjectsPage } from '~/features/admin-projects/components/projects-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Projects');

export default function AdminProjectsPageRoute() {
  return <ProjectsPage />;
}
