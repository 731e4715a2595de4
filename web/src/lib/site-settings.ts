import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from './api/site-settings.query';

/** The public layout's route id (React Router derives it from the file path). */
export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

/** What the public layout's loader (app/routes/public/layout.tsx) answers. */
export interface PublicLayoutData {
  settings: SiteSettings;
  /** `config.publicUrl`, handed to the loader by the gateway. */
  publicUrl: string;
}

/** Company info loaded once by the public layout; null when it could not be read. */
export function useSiteSettings(): SiteSettings | null {
  return useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT_ID)?.settings ?? null;
}
