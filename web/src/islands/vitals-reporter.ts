/**
 * Real-user Core Web Vitals (docs/web.md, "Real-user vitals"), loaded by islands/vitals-loader.ts
 * once the page is idle. web-vitals observes LCP, INP, CLS, FCP and TTFB (buffered entries, so
 * loading late loses nothing but interactions before it ran); the values known when the page is
 * first hidden (a tab switch, a navigation, closing it) go in ONE beacon to the site's own
 * endpoint. No cookie, identifier, address or URL: the page's template, language, device class
 * and connection type only, as the server's schema (core's `vitalsBeacon`) allows.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalsBeacon } from '@northrock/core/browser';

type Page = Omit<VitalsBeacon, 'metrics'>;
type Connection = VitalsBeacon['connection'];

// The types alone come from core (its values would bring zod into every page): a connection
// type core does not know yet is sent as `unknown` rather than refused.
const connections: readonly Connection[] = ['slow-2g', '2g', '3g', '4g'] satisfies Connection[];

/** The page's device class: a mobile by the browser's own word (UA-CH), or a phone-wide screen. */
function device(): Page['device'] {
  const mobile = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  return mobile || matchMedia('(max-width: 767px)').matches ? 'phone' : 'desktop';
}

function connection(): Connection {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType as Connection | undefined;
  return type && connections.includes(type) ? type : 'unknown';
}

/** Milliseconds to a tenth, CLS to four decimals: the body stays small, the bins (2.5 % wide) lose nothing. */
const rounded = (metric: Metric) => (metric.name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value * 10) / 10);

export function reportVitals(page: Pick<Page, 'template' | 'language'>, endpoint: string): void {
  let metrics: VitalsBeacon['metrics'] = {};
  let sent = false;
  // A page restored from the back/forward cache is a new page view: web-vitals reports it
  // afresh. Registered before web-vitals' own listeners (capture, on window), so it runs first.
  addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      metrics = {};
      sent = false;
    },
    true,
  );
  const keep = (metric: Metric) => {
    metrics[metric.name] = rounded(metric);
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);
  // On the document: web-vitals reports from its window listener, which runs before this one.
  document.addEventListener('visibilitychange', () => {
    if (sent || document.visibilityState !== 'hidden' || !Object.keys(metrics).length) return;
    sent = true;
    const beacon: VitalsBeacon = { ...page, device: device(), connection: connection(), metrics };
    // A JSON Blob: same-origin, no preflight, and the gateway keeps refusing text/plain (cross-site defence).
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    if (!navigator.sendBeacon?.(endpoint, body)) void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  });
}
