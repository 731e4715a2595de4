/**
 * Where a visit to the public site started, remembered for the contact form (docs/admin.md,
 * "What is stored about leads"): the first page of the tab's visit (path and only its utm_*
 * parameters) and the host of an external referrer. Kept in sessionStorage, which the browser
 * empties when the tab closes, and sent only with a form the visitor chooses to send.
 */
const KEY = 'northrock:visit';

export interface Visit {
  landing_page: string;
  referrer?: string;
}

/** A page of this site with only its utm_* parameters (the server normalises again). */
export function pageWithUtm(loc: Pick<Location, 'pathname' | 'search'>): string {
  const utm = new URLSearchParams([...new URLSearchParams(loc.search)].filter(([key]) => key.startsWith('utm_')));
  return utm.size ? `${loc.pathname}?${utm}` : loc.pathname;
}

/** Called on every public page (islands/client.tsx): only the visit's first page is kept. */
export function rememberVisit(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const visit: Visit = { landing_page: pageWithUtm(location) };
    if (document.referrer) {
      const from = new URL(document.referrer);
      if (from.host !== location.host) visit.referrer = from.hostname;
    }
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode, policy): the form page stands in for the landing page.
  }
}

/** The visit's landing data, if remembered. */
export function rememberedVisit(): Partial<Visit> {
  try {
    const visit = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<Visit>;
    return { landing_page: visit.landing_page, referrer: visit.referrer };
  } catch {
    return {};
  }
}
