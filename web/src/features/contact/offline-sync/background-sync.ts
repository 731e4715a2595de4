import type { BackgroundOutcome } from './send-kept-in-background';
import { SYNC_MESSAGE, SYNC_TAG, SYNC_WORKER_URL } from './sync-worker-names';

/** `registration.sync` (Background Sync): not in TypeScript's DOM types. */
interface SyncRegistration {
  sync: { register(tag: string): Promise<void> };
}

/** The browser parts this needs: the page's own, or a test's. */
export interface SyncHost {
  navigator: Pick<Navigator, 'serviceWorker'> | object;
  window: object;
}

const pageHost = (): SyncHost | undefined => (typeof window === 'undefined' || typeof navigator === 'undefined' ? undefined : { navigator, window });

/** Background Sync is there (Chromium): a service worker and the `SyncManager`. */
export function canSyncInBackground(host = pageHost()): host is SyncHost & { navigator: Pick<Navigator, 'serviceWorker'> } {
  return !!host && 'serviceWorker' in host.navigator && 'SyncManager' in host.window;
}

let registering: Promise<ServiceWorkerRegistration | null> | undefined;

/**
 * Installs the enquiry sync worker, tried once per page: when the homeowner starts an enquiry, while
 * the page still has its connection (registering fetches the script; once installed, registering
 * again needs no network). Never on a plain page view; nothing where Background Sync is missing.
 */
export function installSyncWorker(host = pageHost()): Promise<ServiceWorkerRegistration | null> {
  if (!canSyncInBackground(host)) return Promise.resolve(null);
  return (registering ??= host.navigator.serviceWorker
    // `updateViaCache: 'none'`: a new build's worker is fetched past the HTTP cache.
    .register(SYNC_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    // Offline already, or refused: the online event and the next visit still send what is kept.
    .catch(() => null));
}

/**
 * Asks the browser to wake the sync worker once the connection is back (a one-off sync), which
 * then sends the kept enquiry even if the site was closed meanwhile. The `online` event and the
 * next visit stay the way everywhere else (and here too, should this fail). Never throws.
 */
export async function askBackgroundSync(host = pageHost()): Promise<boolean> {
  if (!canSyncInBackground(host)) return false;
  try {
    if (!(await installSyncWorker(host))) return false;
    // A one-off sync needs an active worker: `ready` waits for the activation.
    const active = (await host.navigator.serviceWorker.ready) as unknown as SyncRegistration;
    await active.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** What the sync worker tells open pages (`enquiry-sync.sw.ts`). */
export interface SyncWorkerMessage {
  type: typeof SYNC_MESSAGE;
  clientId: string;
  outcome: Exclude<BackgroundOutcome, { kind: 'later' }>;
}

/** Calls `listener` when the sync worker sent (or saw refused) a kept enquiry while this page is open. */
export function listenToSyncWorker(listener: (message: SyncWorkerMessage) => void, host = pageHost()): void {
  if (!canSyncInBackground(host)) return;
  host.navigator.serviceWorker.addEventListener('message', (event) => {
    const data = event.data as Partial<SyncWorkerMessage> | null;
    if (data?.type === SYNC_MESSAGE && typeof data.clientId === 'string' && data.outcome) listener(data as SyncWorkerMessage);
  });
}

/** Tests only: forget the page's registration. */
export function resetSyncWorkerForTests(): void {
  registering = undefined;
}
