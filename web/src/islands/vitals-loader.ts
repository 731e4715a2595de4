import type { PageTemplate, VITALS_PATH } from '@northrock/core/browser';
import { localeOfPath } from '~/lib/locale';
import { whenIdle } from './when-idle';

/** Where the beacon goes: core's VITALS_PATH, checked by type (a value from the browser door would bring its schemas). */
const VITALS_ENDPOINT: typeof VITALS_PATH = '/api/vitals';

/**
 * Starts the real-user vitals reporter once the page is idle (after its islands, which start
 * after `load`): its chunk (web-vitals, about 2.5 KB compressed) never competes with the page's
 * first work. The page's template is on the islands' loader script (islands/assets.tsx).
 */
export function startVitalsWhenIdle(): void {
  const template = document.querySelector<HTMLScriptElement>('script[data-page-template]')?.dataset.pageTemplate as PageTemplate | undefined;
  if (!template) return;
  const start = () => void import('./vitals-reporter').then((m) => m.reportVitals({ template, language: localeOfPath(location.pathname) }, VITALS_ENDPOINT));
  whenIdle(start);
}
