import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryPhotos } from '../enquiry-photos';
import { KEPT_OUTCOME_EVENT, sendEnquiry } from '../enquiry-sender';
import { allEnquiries, removeEnquiry } from '../enquiry-store';
import { askBackgroundSync, canSyncInBackground, installSyncWorker, listenToSyncWorker, resetSyncWorkerForTests } from './background-sync';

/** A browser's service worker container whose registration has Background Sync. */
function fakeServiceWorker(register = vi.fn(async () => ({}) as ServiceWorkerRegistration)) {
  const syncRegister = vi.fn(async () => undefined);
  const container = Object.assign(new EventTarget(), { register, ready: Promise.resolve({ sync: { register: syncRegister } }) });
  return { container, register, syncRegister };
}

const host = (navigatorParts: object, windowParts: object) => ({ navigator: navigatorParts, window: windowParts });

beforeEach(() => resetSyncWorkerForTests());

describe('the page asks for Background Sync only where the browser has it', () => {
  it('does nothing without a service worker container or without SyncManager (Firefox, Safari)', async () => {
    const { container, register } = fakeServiceWorker();
    expect(canSyncInBackground(host({}, { SyncManager: class {} }))).toBe(false);
    expect(canSyncInBackground(host({ serviceWorker: container }, {}))).toBe(false);
    expect(await askBackgroundSync(host({ serviceWorker: container }, {}))).toBe(false);
    expect(await installSyncWorker(host({ serviceWorker: container }, {}))).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers the fixed-address worker for the whole site, then the one-off sync tag', async () => {
    const { container, register, syncRegister } = fakeServiceWorker();
    expect(await askBackgroundSync(host({ serviceWorker: container }, { SyncManager: class {} }))).toBe(true);
    expect(register).toHaveBeenCalledWith('/enquiry-sync.js', { scope: '/', updateViaCache: 'none' });
    expect(syncRegister).toHaveBeenCalledWith('send-kept-enquiry');
  });

  it('registers the worker once per page however often the form asks', async () => {
    const { container, register } = fakeServiceWorker();
    const chromium = host({ serviceWorker: container }, { SyncManager: class {} });
    await installSyncWorker(chromium);
    await installSyncWorker(chromium);
    await askBackgroundSync(chromium);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('a registration that fails (offline, refused) is no error: the online event and the next visit remain', async () => {
    const { container, syncRegister } = fakeServiceWorker(vi.fn(async () => Promise.reject(new TypeError('Failed to register a ServiceWorker'))));
    expect(await askBackgroundSync(host({ serviceWorker: container }, { SyncManager: class {} }))).toBe(false);
    expect(syncRegister).not.toHaveBeenCalled();
  });
});

describe('what the sync worker tells an open page', () => {
  it('passes on its messages about kept enquiries, nothing else', () => {
    const { container } = fakeServiceWorker();
    const listener = vi.fn();
    listenToSyncWorker(listener, host({ serviceWorker: container }, { SyncManager: class {} }));
    const message = { type: 'northrock:kept-enquiry-sent', clientId: 'c1', outcome: { kind: 'sent' } };
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    container.dispatchEvent(new MessageEvent('message', { data: message }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(message);
  });
});

describe('sending an enquiry', () => {
  // One container for the file: the sender listens to it once per page (module state).
  const fake = fakeServiceWorker();
  beforeEach(() => {
    fake.register.mockClear();
    fake.syncRegister.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: fake.container, configurable: true });
    vi.stubGlobal('SyncManager', class {});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ data: { submitContact: { id: 1, status: 'new', created_at: '2026-01-01T00:00:00Z' } } }), { status: 200 }),
      ),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    for (const kept of await allEnquiries()) await removeEnquiry(kept.clientId);
    localStorage.clear();
  });

  it('kept offline: asks for the sync tag', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outcome = await sendEnquiry(new EnquiryPhotos(crypto.randomUUID()), { name: 'Jane' });
    expect(outcome).toEqual({ kind: 'kept' });
    await vi.waitFor(() => expect(fake.syncRegister).toHaveBeenCalledWith('send-kept-enquiry'));
  });

  it("the worker's message about a kept enquiry reaches the form as that enquiry's outcome", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const photos = new EnquiryPhotos(crypto.randomUUID());
    await sendEnquiry(photos, { name: 'Jane' });
    const outcomes: unknown[] = [];
    window.addEventListener(KEPT_OUTCOME_EVENT, (e) => outcomes.push((e as CustomEvent).detail));
    const outcome = { kind: 'sent' };
    fake.container.dispatchEvent(new MessageEvent('message', { data: { type: 'northrock:kept-enquiry-sent', clientId: photos.clientId, outcome } }));
    expect(outcomes).toEqual([{ clientId: photos.clientId, outcome }]);
  });

  it('sent at once: no sync tag is asked for', async () => {
    const outcome = await sendEnquiry(new EnquiryPhotos(crypto.randomUUID()), { name: 'Jane' });
    expect(outcome).toEqual({ kind: 'sent' });
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.syncRegister).not.toHaveBeenCalled();
  });
});
