import sharp from 'sharp';
import { expect, test, type BrowserContext, type Page } from './support/fixtures';
import { fillEnquiry } from './support/enquiry';
import { islandReady } from './support/islands';
import { query } from './support/leads';
import { personPause } from './support/person-pause';

/**
 * Offline at send (docs/web.md, "Photos on the phone"): the enquiry is kept on the phone and
 * goes once the connection is back, by the page (the `online` event) or, in Chromium, by the
 * enquiry sync worker (Background Sync) even with the site closed. Either way: one lead.
 */

// Requests the page makes while offline (a photo's upload retrying) fail in its console.
test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

const savedOffline = 'Saved on your phone: it will be sent as soon as you are back online';

async function photos() {
  const jpeg = (r: number) =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g: 110, b: 95 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
  return [
    { name: 'north-wall.jpg', mimeType: 'image/jpeg', buffer: await jpeg(120) },
    { name: 'sump-pit.jpg', mimeType: 'image/jpeg', buffer: await jpeg(60) },
  ];
}

/** The phone loses its signal, the homeowner presses send: the enquiry is kept on the phone. */
async function sendOffline(page: Page, context: BrowserContext, shownAt: number): Promise<void> {
  await personPause(shownAt);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByText(savedOffline)).toBeVisible();
}

/** The leads stored for `email`: the one lead, with every photo it holds so far. */
const leadsOf = (email: string) =>
  query<{ id: number; client_id: string | null; photo_urls: string[] }>('select id, client_id, photo_urls from contact_submissions where email = $1', [email]);

test('offline at send: saved on the phone, then sent once back online, as exactly one lead with its two photos', async ({ page, context }) => {
  test.setTimeout(90_000);
  const email = `e2e-offline-${Date.now()}@example.com`;
  await page.goto('/contact');
  const shownAt = Date.now();
  await islandReady(page, 'contact-form');
  await fillEnquiry(page, { name: 'Lucie Gagnon', email });
  await page.getByLabel(/Photos/).setInputFiles(await photos());
  await expect(page.getByText('2 file(s) selected')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /: Uploaded$/ })).toHaveCount(2, { timeout: 30_000 });

  await sendOffline(page, context, shownAt);
  expect(await leadsOf(email)).toHaveLength(0);
  expect(await page.evaluate(() => localStorage.getItem('northrock:enquiry-kept'))).toBe('1');

  await context.setOffline(false);
  // Sent by the page (the online event) or by the sync worker, whichever is first: thanked once.
  await expect(page.getByText("Thank you! We'll contact you within 24 hours.").first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await leadsOf(email)).map((l) => l.photo_urls.length), { timeout: 45_000 }).toEqual([2]);
  // The page's send, the retry every 30 s and the sync worker all carry the same client id. Once
  // the page keeps nothing, every send it would make has been made: still exactly one lead.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('northrock:enquiry-kept'))).toBeNull();
  expect(await leadsOf(email)).toHaveLength(1);
});

test('Background Sync: an enquiry kept offline goes after the homeowner closed the site, its photos uploaded by the sync worker', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-bgsync-${Date.now()}@example.com`;
  const worker = await page.request.get('/enquiry-sync.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);

  await page.goto('/contact');
  const shownAt = Date.now();
  await islandReady(page, 'contact-form');
  // No page view registers the worker: only an enquiry being written does.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  await fillEnquiry(page, { name: 'Lucie Gagnon', email });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The signal is too weak for the photos' uploads to even start (they never reach /api/tus).
  // Refused here, not held: a request held by a route may still go out when the page closes.
  await page.route('**/api/tus**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel(/Photos/).setInputFiles(await photos());
  await expect(page.getByText('2 file(s) selected')).toBeVisible();
  // Shrunk and kept on the phone (IndexedDB); their uploads wait on the server's answer.
  await expect(page.getByRole('progressbar', { name: /: 0%$/ })).toHaveCount(2, { timeout: 30_000 });
  await sendOffline(page, context, shownAt);

  // The homeowner closes the site, then the signal comes back: no page of the site is open.
  await page.close();
  await context.setOffline(false);
  // Chromium fires the sync itself when it sees the network come back; DevTools fires it now.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations = new Promise<{ registrationId: string; scopeURL: string; isDeleted: boolean }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
  expect(registration).toBeDefined();
  const fireSync = () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(baseURL!).origin,
      registrationId: registration!.registrationId,
      tag: 'send-kept-enquiry',
      lastChance: false,
    });
  await fireSync();

  await expect.poll(async () => (await leadsOf(email)).map((l) => l.photo_urls.length), { timeout: 30_000 }).toEqual([2]);
  const [lead] = await leadsOf(email);
  for (const url of lead!.photo_urls) expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.jpg$/);
  // Sent whole by the worker (POST /api/upload), not by tus: no upload of the enquiry reached /api/tus.
  expect(await query('select id from uploads where client_id = $1', [lead!.client_id])).toHaveLength(0);
  // Another sync (the browser's own, or a retry) finds nothing left to send: still one lead.
  await fireSync();
  await blank.waitForTimeout(1_000);
  expect(await leadsOf(email)).toHaveLength(1);
});
