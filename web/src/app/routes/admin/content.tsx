import { useLocation, type MetaArgs } from 'react-router';
import { ContentPage } from '~/features/admin-content/components/content-page';
import { genericContentScreenAt } from '~/features/admin-content/lib/content-screens';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

/**
 * Every content type with the generic screen (routes.ts gives each its address from the
 * registry): the screen is the one at the address.
 */
export const meta = ({ location }: MetaArgs) => adminMeta(genericContentScreenAt(location.pathname)?.type.nav.label ?? 'Admin');

export default function AdminContentPageRoute() {
  const screen = genericContentScreenAt(useLocation().pathname);
  if (!screen) return null;
  // Keyed by type: moving from one content screen to another starts the next afresh.
  return <ContentPage key={screen.type.typeName} {...screen} />;
}
