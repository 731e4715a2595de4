import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaKeys, parseUploadPath, uploadedPathPattern } from '@northrock/core/photo';
import { exifHasGps, phonePhoto } from './support/photos';
import { pipelineQuiet } from './support/pipeline-quiet';
import { eventually, homeownerMailOf, STAFF, staffMailOf, startPipelineStack, type PipelineStack } from './support/pipeline-stack';
import type { Json } from '../../../test/json';

let stack: PipelineStack;
let token: string;

beforeAll(async () => {
  stack = await startPipelineStack();
  await stack.startWorker();
  token = await stack.gateway.login();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

async function adminContact(id: number) {
  const res = await stack.gateway.call('GET', '/api/admin/contacts', { token });
  expect(res.status).toBe(200);
  return (res.body as Json[]).find((c) => c.id === id);
}

describe('a lead with three phone photos, end to end', () => {
  let originals: Buffer[];
  let urls: string[];
  let id: number;

  it('uploads, submits and delivers: variants in S3, one staff email, one homeowner email', async () => {
    originals = await Promise.all([
      phonePhoto(), // 4000x3000 landscape sensor, EXIF orientation 6: upright it is portrait
      phonePhoto({ orientation: 1 }),
      phonePhoto({ width: 3000, height: 4000, orientation: 1 }),
    ]);
    const up = await stack.upload(originals.map((data, i) => ({ name: `IMG_000${i}.JPG`, data })));
    expect(up.status).toBe(201);
    urls = up.body.urls;
    expect(urls).toHaveLength(3);
    for (const u of urls) expect(u).toMatch(uploadedPathPattern);

    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ photo_urls: urls }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'new', name: 'Marie Tremblay', photo_urls: urls });
    id = res.body.id;

    const [staff] = await stack.smtp.waitFor(staffMailOf(id), 1, 60_000);
    const [home] = await stack.smtp.waitFor(homeownerMailOf(id), 1, 30_000);
    await pipelineQuiet(stack, stack.tuning!); // anything duplicated would have arrived by now
    expect(stack.smtp.messages.filter(staffMailOf(id))).toHaveLength(1);
    expect(stack.smtp.messages.filter(homeownerMailOf(id))).toHaveLength(1);

    // Staff: name and city in the subject, every field, reply-to the homeowner, thumbnails inline, admin link.
    expect(staff!.subject).toBe('New estimate request: Marie Tremblay (Thunder Bay)');
    expect(staff!.to).toMatchObject({ value: [{ address: STAFF }] });
    expect(staff!.replyTo).toMatchObject({ value: [{ address: 'marie.tremblay@example.com', name: 'Marie Tremblay' }] });
    for (const field of [
      'Marie Tremblay',
      'marie.tremblay@example.com',
      '(807) 555-0142',
      '123 Red River Rd',
      'Thunder Bay',
      'Crack in basement wall',
      'The crack is about 2 m long.',
    ]) {
      expect(staff!.text).toContain(field);
      expect(staff!.html).toContain(field);
    }
    expect(staff!.text).toContain('https://www.northrock.test/admin/contacts');
    const inline = staff!.attachments.filter((a) => a.cid);
    expect(inline).toHaveLength(3);
    for (const a of inline) {
      expect(a.contentType).toBe('image/jpeg');
      expect(staff!.html).toContain(`cid:${a.cid}`);
      const meta = await sharp(a.content).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(400);
    }

    // Homeowner: a short, fixed confirmation promising contact within 24 hours; of what the
    // visitor typed it repeats only the first word of the name (no relay: docs/security.md).
    expect(home!.to).toMatchObject({ value: [{ address: 'marie.tremblay@example.com', name: '' }] });
    expect(home!.text).toContain('Hello Marie,');
    expect(home!.text).toContain('within 24 hours');
    expect(home!.text).not.toContain('Crack in basement wall');
    expect(home!.text).not.toContain('Tremblay');
  });

  it('stored upright, metadata-free variants in S3 and recorded them on the lead', async () => {
    const expected = [
      { width: 1200, height: 1600 }, // rotated by its EXIF orientation
      { width: 1600, height: 1200 },
      { width: 1200, height: 1600 },
    ];
    for (const [i, url] of urls.entries()) {
      const ref = parseUploadPath(url)!;
      const large = await stack.storage.getBuffer(mediaKeys.large(ref));
      const thumb = await stack.storage.getBuffer(mediaKeys.thumb(ref));
      const lm = await sharp(large).metadata();
      expect(lm).toMatchObject({ format: 'webp', ...expected[i] });
      expect(lm.exif).toBeUndefined();
      expect(lm.icc).toBeUndefined();
      expect(lm.orientation).toBeUndefined();
      const tm = await sharp(thumb).metadata();
      expect(tm.format).toBe('jpeg');
      expect(Math.max(tm.width!, tm.height!)).toBe(400);
      expect(tm.exif).toBeUndefined();
      // The original is kept as uploaded (GPS included), for the admin only.
      const original = await stack.storage.getBuffer(mediaKeys.original(ref));
      expect(original.equals(originals[i]!)).toBe(true);
      expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    }

    const lead = await adminContact(id);
    expect(lead).toMatchObject({ delivery_state: 'delivered', delivery_error: null, status: 'new' });
    expect(lead.photos).toHaveLength(3);
    expect(lead.photos[0]).toMatchObject({
      path: urls[0],
      large_url: `/media/variants/${parseUploadPath(urls[0]!)!.id}/large.webp`,
      thumb_url: `/media/variants/${parseUploadPath(urls[0]!)!.id}/thumb.jpg`,
      width: 1200,
      height: 1600,
      error: null,
    });
    expect(lead.photos[0].original_url).toMatch(/^\/media\/originals\/[0-9a-f-]{36}\.jpg\?token=/);
  });

  it('serves variants publicly with long caching, and uploads only as their re-encoded copy', async () => {
    const lead = await adminContact(id);
    const large = await fetch(stack.gateway.baseUrl + lead.photos[0].large_url);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/webp');
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(large.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = large.headers.get('etag')!;
    await large.arrayBuffer();
    const again = await fetch(stack.gateway.baseUrl + lead.photos[0].large_url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const thumb = await fetch(stack.gateway.baseUrl + lead.photos[0].thumb_url);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    await thumb.arrayBuffer();

    const viaUpload = await fetch(stack.gateway.baseUrl + urls[0], { redirect: 'manual' });
    expect(viaUpload.status).toBe(302);
    expect(viaUpload.headers.get('location')).toBe(lead.photos[0].large_url);
  });

  it('serves originals only through the signed link, only while the admin session lives', async () => {
    const lead = await adminContact(id);
    const signed = lead.photos[0].original_url as string;
    const ok = await fetch(stack.gateway.baseUrl + signed);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(ok.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await ok.arrayBuffer()).equals(originals[0]!)).toBe(true);

    const [path, query] = signed.split('?');
    for (const bad of [path!, `${path}?token=x`, `${path}?${query!.slice(0, -2)}AA`, `${lead.photos[1].original_url.split('?')[0]}?${query}`]) {
      const res = await fetch(stack.gateway.baseUrl + bad);
      expect(res.status, bad).toBe(403);
      expect((await res.json()).detail).toMatch(/admin contacts page/);
    }
    for (const traversal of [
      '/media/variants/../originals/x.jpg',
      '/media/variants/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%2f..%2fpackage.json',
      '/media/originals/../../package.json',
    ]) {
      const res = await fetch(stack.gateway.baseUrl + traversal);
      expect(res.status, traversal).toBe(404);
      await res.arrayBuffer();
    }

    // Logging out ends the link.
    const session = await stack.gateway.login();
    const other = (await stack.gateway.call('GET', '/api/admin/contacts', { token: session })).body.find((c: Json) => c.id === id);
    expect((await fetch(stack.gateway.baseUrl + other.photos[0].original_url)).status).toBe(200);
    await stack.gateway.call('POST', '/api/admin/logout', { token: session });
    expect((await fetch(stack.gateway.baseUrl + other.photos[0].original_url)).status).toBe(403);
  });

  it('refuses an upload path that is unknown or already claimed', async () => {
    const reuse = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ photo_urls: [urls[0]] }) });
    expect(reuse.status).toBe(422);
    expect(reuse.body.detail).toMatch(/belongs to another submission/);
    const unknown = await stack.gateway.call('POST', '/api/contact', {
      body: stack.lead({ photo_urls: ['/media/uploads/00000000-0000-4000-8000-000000000000.jpg'] }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toMatch(/not a photo uploaded in the last 24 hours/);
  });
});

describe('the queue dashboard', () => {
  it('opens only through a ticket minted with the admin token, then by its cookie', async () => {
    expect((await stack.gateway.call('POST', '/api/admin/queue-dashboard')).status).toBe(401);
    expect((await fetch(`${stack.gateway.baseUrl}/admin/queues/`)).status).toBe(401);
    const minted = await stack.gateway.call('POST', '/api/admin/queue-dashboard', { token });
    expect(minted.status).toBe(200);
    const open = await fetch(stack.gateway.baseUrl + minted.body.url, { redirect: 'manual' });
    expect(open.status).toBe(303);
    const cookie = open.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/admin\/queues/);
    const jar = cookie.split(';')[0]!;
    const page = await fetch(`${stack.gateway.baseUrl}/admin/queues/`, { headers: { cookie: jar } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('__UI_CONFIG__');
    const api = await fetch(`${stack.gateway.baseUrl}/admin/queues/api/queues`, { headers: { cookie: jar } });
    expect(api.status).toBe(200);
    const names = ((await api.json()).queues as { name: string }[]).map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['contact.process-photos', 'contact.notify-staff', 'contact.confirm-homeowner']));
    // A forged or reused-elsewhere cookie is refused.
    const forged = await fetch(`${stack.gateway.baseUrl}/admin/queues/api/queues`, { headers: { cookie: `${jar.slice(0, -3)}abc` } });
    expect(forged.status).toBe(401);
  });

  it('shows a lead whose staff email keeps failing as failed, on the lead and in the dashboard; a retry delivers it', async () => {
    stack.smtp.rejected.add(STAFF);
    const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ name: 'Failing Lead', city: 'Sudbury' }) });
    expect(res.status).toBe(201);
    const failed = await eventually(
      async () => {
        const lead = await adminContact(res.body.id);
        return lead.delivery_state === 'failed' ? lead : undefined;
      },
      30_000,
      'failed state',
    );
    expect(failed.delivery_error).toMatch(/^Emailing staff failed after 1 attempt\(s\): .*550/);

    const minted = await stack.gateway.call('POST', '/api/admin/queue-dashboard', { token });
    const jar = (await fetch(stack.gateway.baseUrl + minted.body.url, { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0]!;
    const board = await fetch(`${stack.gateway.baseUrl}/admin/queues/api/queues?activeQueue=contact.notify-staff&status=failed`, {
      headers: { cookie: jar },
    });
    const queue = ((await board.json()).queues as Json[]).find((q) => q.name === 'contact.notify-staff');
    expect(queue.counts.failed).toBeGreaterThanOrEqual(1);
    expect(queue.jobs.map((j: Json) => j.data.submission_id)).toContain(res.body.id);

    stack.smtp.rejected.delete(STAFF);
    const retry = await fetch(`${stack.gateway.baseUrl}/admin/queues/api/queues/contact.notify-staff/retry/failed`, {
      method: 'PUT',
      headers: { cookie: jar },
    });
    expect(retry.status).toBe(200);
    await stack.smtp.waitFor(staffMailOf(res.body.id), 1, 30_000);
    const delivered = await eventually(
      async () => {
        const lead = await adminContact(res.body.id);
        return lead.delivery_state === 'delivered' ? lead : undefined;
      },
      30_000,
      'delivered state',
    );
    expect(delivered.delivery_error).toBeNull();
  });
});
