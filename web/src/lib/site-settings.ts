import { useRouteLoaderData } from 'react-router';
import { brand } from '@northrock/core/brand';
import type { ShownOfficeHours, SiteSettings } from './api/site-settings.query';

/** The public layout's route id (React Router derives it from the file path). */
export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

/** What the public layout's loader (app/routes/public/layout.tsx) answers. */
export interface PublicLayoutData {
  settings: SiteSettings;
  /** The office hours setting as the pages state it ("Monday to Friday, 9am to 5pm"). */
  officeHours: ShownOfficeHours;
  /** `config.publicUrl`, handed to the loader by the gateway. */
  publicUrl: string;
}

/** Company info loaded once by the public layout; null when it could not be read. */
export function useSiteSettings(): SiteSettings | null {
  return useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT_ID)?.settings ?? null;
}

/** The stated hours before any setting is read (the defaults' text). */
export const fallbackOfficeHours: ShownOfficeHours = { text: brand.officeHours, opening_hours: ['Mo-Fr 09:00-17:00'] };

/** The office hours the public layout loaded ("Monday to Friday, 9am to 5pm"). */
export function useOfficeHours(): ShownOfficeHours {
  return useRouteLoaderData<PublicLayoutData>(PUBLIC_LAYOUT_ID)?.officeHours ?? fallbackOfficeHours;
}
