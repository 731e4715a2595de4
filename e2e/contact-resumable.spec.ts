import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from './support/fixtures';
import { startCutProxy, type CutProxy } from './support/cut-proxy';
import { fillEnquiry, noisePhoto, photoBar } from './support/enquiry';
import { islandReady } from './support/islands';
import { expectStaffEmailed, query } from './support/leads';
import { personPause } from './support/person-pause';
import { e2eState } from './support/state-read';

/**
 * The contact form's photos on a weak rural link (docs/web.md, "Photos on the phone";
 * docs/pipeline.md, "Resumable photo uploads"): each photo is shrunk on the phone and uploaded
 * with tus as soon as it is picked; a dropped signal or a reload resumes from the last byte the
 * server has, and the lead ends up with every photo. Real Chromium, with its network emulated
 * through DevTools (the link a phone on one or two bars of LTE has).
 */

// Requests the page makes while the signal is gone fail in its console: refused offline, or
// reset when the signal went in the middle of them.
test.use({ allowedConsoleErrors: [/net::(ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_SOCKET_NOT_CONNECTED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_CLOSED)/] });

/** The page's requests go through a radio the test can cut (support/cut-proxy.ts). */
const withRadio = test.extend<{ radio: CutProxy }>({
  // Playwright reads a fixture's needs from its first parameter: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  radio: async ({}, use) => {
    const radio = await startCutProxy();
    await use(radio);
    await radio.close();
  },
  proxy: async ({ radio }, use) => use({ server: `http://127.0.0.1:${radio.port}`, bypass: '<-loopback>' }),
});

const thanks = "Thank you! We'll contact you within 24 hours.";

/** One or two bars of LTE: 1 Mbit/s up, 4 Mbit/s down, 150 ms; `offline` cuts it. */
async function phoneLink(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const set = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', { offline, latency: 150, downloadThroughput: 4_000_000 / 8, uploadThroughput: 1_000_000 / 8 });
  await set(false);
  return { cut: () => set(true), restore: () => set(false) };
}

/** What the page says to /api/tus: each upload created (id, and by photo name), each HEAD, and each PATCH with the offset it starts at. */
function watchTus(page: Page) {
  const seen = { created: [] as string[], byName: new Map<string, string>(), heads: [] as string[], patches: [] as { id: string; offset: number }[] };
  const idOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  page.on('request', (request) => {
    if (!request.url().includes('/api/tus/')) return;
    if (request.method() === 'PATCH') seen.patches.push({ id: idOf(request.url()), offset: Number(request.headers()['upload-offset']) });
    if (request.method() === 'HEAD') seen.heads.push(idOf(request.url()));
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tus' && response.status() === 201) {
      const id = idOf(new URL(response.headers()['location']!, request.url()).href);
      seen.created.push(id);
      // Upload-Metadata: "filename <base64>,filetype <base64>,enquiry <base64>"
      const metadata = request.headers()['upload-metadata'] ?? '';
      const filename = metadata
        .split(',')
        .find((pair) => pair.startsWith('filename '))
        ?.split(' ')[1];
      if (filename) seen.byName.set(Buffer.from(filename, 'base64').toString(), id);
    }
  });
  return seen;
}

/** The bytes of upload `id` the server holds so far (its tus file store, read without a request: a HEAD would take the upload's lock). */
function serverBytes(id: string): number {
  try {
    return statSync(join(e2eState().dataDir, 'tus', id)).size;
  } catch {
    return 0; // not created yet, or complete (its bytes moved to the object store)
  }
}

const leadsOf = (email: string) =>
  query<{ id: number; client_id: string; photo_urls: string[] }>('select id, client_id, photo_urls from contact_submissions where email = $1', [email]);

/** The uploads of an enquiry, as the server stored them. */
const uploadsOf = (clientId: string) =>
  query<{ id: string; submission_id: number | null; completed_at: Date | null; width: number | null; height: number | null; size: number }>(
    'select id, submission_id, completed_at, width, height, size from uploads where client_id = $1',
    [clientId],
  );

withRadio(
  'on a 1 Mbit/s link with the signal gone for 8 s in the middle of the uploads, every photo resumes and the lead gets all three',
  async ({ page, context, radio }) => {
    test.setTimeout(150_000);
    const email = `e2e-outage-${Date.now()}@example.com`;
    const tus = watchTus(page);
    const photos = await Promise.all([1, 2, 3].map((i) => noisePhoto(`wall-${i}.jpg`, 1800, 1350)));
    await page.goto('/contact');
    const shownAt = Date.now();
    await islandReady(page, 'contact-form');
    const link = await phoneLink(page, context);
    await fillEnquiry(page, { name: 'Rural Outage', email });
    await page.getByLabel(/Photos/).setInputFiles(photos);
    await expect(page.getByText('3 file(s) selected')).toBeVisible();

    // The middle of the uploads: the server has a quarter of the bytes (about 1.2 MB each once shrunk).
    await expect.poll(() => tus.created.length, { timeout: 30_000 }).toBe(3);
    const total = photos.reduce((sum, p) => sum + p.buffer.length, 0);
    await expect.poll(() => tus.created.reduce((sum, id) => sum + serverBytes(id), 0), { timeout: 60_000 }).toBeGreaterThan(total / 4);

    // The signal goes: the uploads under way break (the radio), and the phone knows it is offline (DevTools).
    radio.cut();
    await link.cut();
    const cutAt = Date.now();
    const atCut = new Map(tus.created.map((id) => [id, serverBytes(id)]));
    await expect(page.getByRole('progressbar', { name: /: Waiting for a connection…$/ })).not.toHaveCount(0);
    const patchesBefore = tus.patches.length;
    // The signal stays away for 8 s (the outage itself, not a wait for something).
    await page.waitForTimeout(Math.max(0, cutAt + 8_000 - Date.now()));
    radio.restore();
    await link.restore();

    // Each unfinished photo goes on from where the server stopped: its next PATCH starts at the server's offset, not 0.
    const unfinished = [...atCut].filter(([id, bytes]) => bytes > 0 && tus.patches.some((p) => p.id === id));
    expect(unfinished.length).toBeGreaterThan(0);
    for (const [id, bytes] of unfinished) {
      await expect.poll(() => tus.patches.slice(patchesBefore).find((p) => p.id === id)?.offset, { timeout: 30_000 }).toBeGreaterThanOrEqual(bytes);
    }

    // Sent while the photos are still on their way: the lead is stored at once, they follow.
    await personPause(shownAt);
    await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
    await expect(page.getByText(thanks).first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await leadsOf(email)).map((l) => l.photo_urls.length), { timeout: 90_000 }).toEqual([3]);
    const [lead] = await leadsOf(email);
    // No photo started over: three uploads, each created once, all claimed by the lead.
    expect(tus.created).toHaveLength(3);
    const uploads = await uploadsOf(lead!.client_id);
    expect(uploads.map((u) => u.id).sort()).toEqual([...tus.created].sort());
    for (const upload of uploads) expect(upload).toMatchObject({ submission_id: lead!.id, completed_at: expect.any(Date) });
    await expectStaffEmailed(lead!.id, 'Rural Outage');
  },
);

test('a reload in the middle of an upload offers the photos back and resumes the unfinished one from the server offset; one lead with both', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-reload-${Date.now()}@example.com`;
  const tus = watchTus(page);
  const [small, big] = await Promise.all([noisePhoto('done.jpg', 400, 300), noisePhoto('half.jpg', 1800, 1350)]);
  await page.goto('/contact');
  await islandReady(page, 'contact-form');
  await phoneLink(page, context);
  await page.getByLabel(/Photos/).setInputFiles([small!, big!]);
  await expect(photoBar(page, 'done.jpg')).toHaveAccessibleName('done.jpg: Uploaded', { timeout: 30_000 });

  // half.jpg is on its way: the server has some of its bytes, not all.
  await expect.poll(() => tus.created.length, { timeout: 30_000 }).toBe(2);
  const halfId = tus.byName.get('half.jpg')!;
  const doneId = tus.byName.get('done.jpg')!;
  await expect.poll(() => serverBytes(halfId), { timeout: 30_000 }).toBeGreaterThan(0);
  const before = serverBytes(halfId);
  expect((await query<{ completed_at: Date | null }>('select completed_at from uploads where id = $1', [halfId]))[0]!.completed_at).toBeNull();

  tus.patches.length = 0;
  tus.heads.length = 0;
  tus.created.length = 0;
  await page.reload();
  const shownAt = Date.now();
  await islandReady(page, 'contact-form');
  // Both photos are offered back: the done one as done, the other resumes.
  await expect(page.getByText('2 file(s) selected')).toBeVisible();
  await expect(photoBar(page, 'done.jpg')).toHaveAccessibleName('done.jpg: Uploaded');
  await expect(photoBar(page, 'half.jpg')).toBeVisible();
  await fillEnquiry(page, { name: 'Reload Resume', email });
  await expect(photoBar(page, 'half.jpg')).toHaveAccessibleName('half.jpg: Uploaded', { timeout: 60_000 });
  // It asked the server where it stood (HEAD) and sent only the rest: its PATCH starts past the bytes the server had.
  expect(tus.heads).toContain(halfId);
  expect(tus.patches.filter((p) => p.id === halfId)[0]!.offset).toBeGreaterThanOrEqual(before);
  expect(before).toBeGreaterThan(0);
  expect(tus.patches.some((p) => p.id === doneId)).toBe(false);
  expect(tus.created).toEqual([]);

  await personPause(shownAt);
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByText(thanks).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await leadsOf(email)).map((l) => l.photo_urls.length), { timeout: 30_000 }).toEqual([2]);
  const [lead] = await leadsOf(email);
  const uploads = await uploadsOf(lead!.client_id);
  expect(uploads.map((u) => u.id).sort()).toEqual([doneId, halfId].sort());
  for (const upload of uploads) expect(upload).toMatchObject({ submission_id: lead!.id, completed_at: expect.any(Date) });
});

test('a 12 MP camera photo is shrunk on the phone: the server gets it at most 2560 px on its long side, and smaller', async ({ page }) => {
  const tus = watchTus(page);
  const camera = await noisePhoto('camera.jpg', 4000, 3000, 6, 90);
  await page.goto('/contact');
  await islandReady(page, 'contact-form');
  await page.getByLabel(/Photos/).setInputFiles([camera]);
  await expect(photoBar(page, 'camera.jpg')).toHaveAccessibleName('camera.jpg: Uploaded', { timeout: 30_000 });
  expect(tus.created).toHaveLength(1);
  const [row] = await query<{ width: number; height: number; size: number; content_type: string }>(
    'select width, height, size, content_type from uploads where id = $1',
    [tus.created[0]],
  );
  expect(row).toMatchObject({ width: 2560, height: 1920, content_type: 'image/jpeg' });
  expect(row!.size).toBeLessThan(camera.buffer.length);
});
