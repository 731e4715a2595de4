import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/app/routes/public/layout';
import type { SiteSettings } from '../api/site-settings.query';

/** The public layout's route id (React Router derives it from the file path). */
export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

/** Company info loaded once by the public layout; null when it could not be read. */
export function useSiteSettings(): SiteSettings | null {
  return useRouteLoaderData<typeof loader>(PUBLIC_LAYOUT_ID)?.settings ?? null;
}
