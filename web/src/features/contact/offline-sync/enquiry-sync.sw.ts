/**
 * The enquiry sync worker, served at `/enquiry-sync.js` (built on its own by
 * `web/vite.enquiry-sync.config.ts`): installed only when a homeowner starts an enquiry on the
 * contact form, in browsers with Background Sync. When the page kept an enquiry offline it asked
 * for the one-off sync `send-kept-enquiry`; the browser fires it once the connection is back,
 * whether or not the site is still open, and this sends the enquiry (docs/web.md, "Photos on the
 * phone"). No `fetch` handler: it never stands between the site and the network, caches nothing.
 */
import { sendKeptInBackground } from './send-kept-in-background';
import type { SyncWorkerMessage } from './background-sync';
import { SYNC_MESSAGE, SYNC_TAG } from './sync-worker-names';

/** The parts of the service worker scope used here (TypeScript's DOM types do not have them). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface SyncWorkerScope {
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  skipWaiting(): Promise<void>;
}

const worker = self as unknown as SyncWorkerScope;

// A new build's worker takes over at once: it holds no state and serves no page.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

/** The site's open pages learn what became of the enquiry: the form thanks, as when it sends itself. */
const announce = async (clientId: string, outcome: SyncWorkerMessage['outcome']) => {
  const message: SyncWorkerMessage = { type: SYNC_MESSAGE, clientId, outcome };
  for (const page of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })) page.postMessage(message);
};

worker.addEventListener('sync', (event) => {
  // A rejection (no connection yet, rate limited) makes the browser fire the sync again later.
  if (event.tag === SYNC_TAG) event.waitUntil(sendKeptInBackground(announce));
});
