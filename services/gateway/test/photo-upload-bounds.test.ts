import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppMeta } from '@northrock/core/meta';
import { OutboxMessage } from '@northrock/core/outbox';
import { STORAGE_FULL_RETRY_SECONDS, UNFINISHED_BYTES_PER_ADDRESS, Upload } from '@northrock/core/photo';
import { photoUploadDir } from '../src/modules/photo/photo-upload.routes';
import { OPEN_UPLOADS_PER_ADDRESS } from '../src/modules/photo/upload-connections';
import { startHarness, type Harness } from './harness';
import { lead } from './support/hostile-requests';
import { sweeperOf, tusClient, uploadIdOf } from './support/tus-client';

/**
 * What unfinished resumable uploads may hold (docs/security.md, "What an anonymous visitor can
 * grow"): declared bytes per address and in all, counted atomically at creation; the admins hear
 * once per episode of a full store; an upload idle for an hour goes unless its enquiry was sent.
 */
const MB = 1024 * 1024;
const TOTAL_MB = 200;
let h: Harness;
const tus = tusClient(() => h.baseUrl);

beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: 'loopback', UNFINISHED_UPLOADS_MAX_MB: String(TOTAL_MB) });
});
afterAll(async () => {
  await h?.close();
});
// Each test starts with nothing unfinished (rows and bytes) and no episode open.
beforeEach(async () => {
  await h.orm.em.fork().nativeDelete(Upload, { completed_at: null });
  await h.orm.em.fork().nativeDelete(AppMeta, { key: 'photo-intake.storage-full' });
  rmSync(photoUploadDir(h.config), { recursive: true, force: true });
  mkdirSync(photoUploadDir(h.config));
});

let address = 0;
const newAddress = () => `203.0.113.${++address}`;
const heldBytes = async () => (await h.orm.em.fork().find(Upload, { completed_at: null })).reduce((sum, u) => sum + u.size, 0);
const episodes = () => h.orm.em.fork().count(OutboxMessage, { job_name: 'photo-intake.storage-full' });

/** Creates an upload of `length` declared bytes for a new enquiry (with its first 64 KB); answers it with its enquiry. */
async function open(ip: string, length = 9 * MB, enquiry = randomUUID()) {
  return { enquiry, ...(await tus.create(enquiry, length, { ip, body: Buffer.alloc(64 * 1024) })) };
}

describe('bytes of unfinished uploads, in all', () => {
  it('forty 9 MB uploads from ten addresses at once: the total holds, the rest get 503 with Retry-After, the admins hear once', async () => {
    const before = await episodes();
    const answers = await Promise.all(Array.from({ length: 10 }, newAddress).flatMap((ip) => Array.from({ length: 4 }, () => open(ip))));
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(Math.floor(TOTAL_MB / 9));
    expect(await heldBytes()).toBeLessThanOrEqual(TOTAL_MB * MB);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(STORAGE_FULL_RETRY_SECONDS));
      expect(refused.body.detail).toMatch(/paused/);
    }
    // Eighteen refusals, one episode: one e-mail job. Refused again while full: still one.
    expect(await episodes()).toBe(before + 1);
    expect((await open(newAddress())).status).toBe(503);
    expect(await episodes()).toBe(before + 1);

    // The homeowners remove uploads (DELETE): their bytes are free again, and under three quarters of the total the episode ends.
    for (const a of accepted.slice(0, 8)) expect((await tus.remove(a.location, a.enquiry)).status).toBe(204);
    expect((await open(newAddress())).status).toBe(201);
    expect(await episodes()).toBe(before + 1);
    // Full again: a new episode, a new e-mail.
    const refill = await Promise.all(Array.from({ length: 12 }, () => open(newAddress())));
    expect(refill.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(await heldBytes()).toBeLessThanOrEqual(TOTAL_MB * MB);
    expect(await episodes()).toBe(before + 2);
  });
});

describe('bytes of unfinished uploads, per address', () => {
  it('ten 9 MB uploads from one address at once: 60 MB are taken, the rest get 429 with Retry-After', async () => {
    const ip = newAddress();
    const enquiries = [randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => open(ip, 9 * MB, enquiries[i % 3])));
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(Math.floor(UNFINISHED_BYTES_PER_ADDRESS / (9 * MB)));
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.detail).toMatch(/unfinished photo uploads already hold/);
    }
    // Other addresses are not held back by it.
    expect((await open(newAddress())).status).toBe(201);
    // Removing one frees its place.
    expect((await tus.remove(accepted[0]!.location, accepted[0]!.enquiry)).status).toBe(204);
    expect((await open(ip)).status).toBe(201);
  });
});

describe('unfinished uploads idle for an hour', () => {
  it('go, bytes and row, unless their enquiry was sent; Upload-Expires says an hour', async () => {
    const ip = newAddress();
    const idle = await open(ip);
    const busy = await open(ip);
    const sent = await open(ip);
    expect(Date.parse(idle.headers.get('upload-expires')!) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(Date.parse(idle.headers.get('upload-expires')!) - Date.now()).toBeGreaterThan(59 * 60_000);
    const lead201 = await h.call('POST', '/api/contact', {
      body: lead({ client_id: sent.enquiry, photo_ids: [uploadIdOf(sent.location)] }),
      headers: { 'x-forwarded-for': ip },
    });
    expect(lead201.status).toBe(201);

    // The sweep's clock is an hour and a minute ahead; `busy` got bytes half an hour before that.
    const later = new Date(Date.now() + 61 * 60_000);
    const dir = photoUploadDir(h.config);
    const halfHourBefore = new Date(later.getTime() - 30 * 60_000);
    utimesSync(join(dir, uploadIdOf(busy.location)), halfHourBefore, halfHourBefore);
    const sweeper = sweeperOf(h);
    try {
      expect(await sweeper.sweep(later)).toMatchObject({ idle: 1, expired: 0, missing: 0 });
      const row = (a: { location: string }) => h.orm.em.fork().findOne(Upload, { id: uploadIdOf(a.location) });
      expect(await row(idle)).toBeNull();
      expect(existsSync(join(dir, uploadIdOf(idle.location)))).toBe(false);
      expect((await tus.head(idle.location, idle.enquiry)).status).toBe(404);
      expect(await row(busy)).not.toBeNull();
      expect((await tus.head(busy.location, busy.enquiry)).offset).toBe(64 * 1024);
      // The sent enquiry's photo waits on: its lead expects it, for the day an unfinished upload lives.
      expect(await row(sent)).toMatchObject({ completed_at: null, missing_at: null });
      expect(existsSync(join(dir, uploadIdOf(sent.location)))).toBe(true);
      // A day on, it is given up as missing (the lead stops waiting) and its bytes go.
      expect(await sweeper.sweep(new Date(Date.now() + 25 * 60 * 60_000))).toMatchObject({ missing: 1 });
      expect((await row(sent))?.missing_at).toBeInstanceOf(Date);
      expect(existsSync(join(dir, uploadIdOf(sent.location)))).toBe(false);
    } finally {
      await sweeper.close();
    }
  });
});

const statSize = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** A PATCH that sends its headers and 1 KB of a declared 1 MB, then nothing: its answer when one comes whole, and how long its connection lasted. */
function slowPatch(baseUrl: string, location: string, enquiry: string, ip: string) {
  const { port } = new URL(baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  let text = '';
  const answered = new Promise<{ status: number; text: string }>((resolve) => {
    socket.on('data', (d) => {
      text += d.toString('latin1');
      const [head, body] = text.split('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(head ?? '');
      if (body !== undefined && length && body.length >= Number(length[1])) resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), text });
    });
    socket.on('close', () => resolve({ status: 0, text }));
  });
  const opened = Date.now();
  /** How long the connection lasted. */
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
  socket.on('error', () => undefined);
  socket.write(
    `PATCH ${location} HTTP/1.1\r\nHost: x\r\nTus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\n` +
      `Content-Length: ${MB}\r\nEnquiry-Id: ${enquiry}\r\nX-Forwarded-For: ${ip}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(1024));
  return { answered, closed, end: () => socket.destroy() };
}

describe('upload connections per address', () => {
  it('200 slow PATCHes from one address: 10 are taken, the rest refused at once (429); the slow ones end at the request timeout', async () => {
    const timeouts = { headersMs: 2_000, requestMs: 8_000, responseMs: 20_000, checkIntervalMs: 250 };
    const short = await startHarness({ TRUST_PROXY: 'loopback' }, { timeouts });
    const client = tusClient(() => short.baseUrl);
    const ip = newAddress();
    const patches: ReturnType<typeof slowPatch>[] = [];
    try {
      const enquiries = Array.from({ length: 4 }, () => randomUUID());
      const uploads = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => ({ enquiry: enquiries[i % 4]!, location: (await client.create(enquiries[i % 4]!, MB, { ip })).location })),
      );
      expect(uploads.every((u) => u.location)).toBe(true);
      // The first ten reach the upload server and stay there, sending nothing more.
      for (const u of uploads.slice(0, OPEN_UPLOADS_PER_ADDRESS)) patches.push(slowPatch(short.baseUrl, u.location, u.enquiry, ip));
      const dir = photoUploadDir(short.config);
      await expect
        .poll(() => uploads.slice(0, OPEN_UPLOADS_PER_ADDRESS).filter((u) => statSize(join(dir, uploadIdOf(u.location))) > 0).length)
        .toBe(OPEN_UPLOADS_PER_ADDRESS);
      // The other 190 are answered at once: while the ten are still held.
      let heldEnded = 0;
      for (const p of patches) void p.closed.then(() => (heldEnded += 1));
      const more = Array.from({ length: 190 }, (_, i) => slowPatch(short.baseUrl, uploads[i % 20]!.location, uploads[i % 20]!.enquiry, ip));
      patches.push(...more);
      const refused = await Promise.all(more.map((p) => p.answered));
      expect(heldEnded).toBe(0);
      for (const r of refused) {
        expect(r.status).toBe(429);
        expect(r.text).toMatch(/\r\nRetry-After: \d+\r\n/i);
        expect(r.text).toMatch(/Too many uploads at once/);
      }
      // The ten held ones end with the server's request timeout, not later.
      for (const ms of await Promise.all(patches.slice(0, OPEN_UPLOADS_PER_ADDRESS).map((p) => p.closed))) {
        expect(ms).toBeGreaterThanOrEqual(timeouts.requestMs - 500);
        expect(ms).toBeLessThan(timeouts.requestMs + 5_000);
      }
      // What they sent is kept for a resume.
      const u = uploads[0]!;
      expect(await client.head(u.location, u.enquiry)).toMatchObject({ status: 200, offset: 1024 });
    } finally {
      for (const p of patches) p.end();
      await short.close();
    }
  });
});
