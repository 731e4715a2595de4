import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_SECONDS } from '@northrock/core/admin';
import { mediaKeys, mediaPath } from '@northrock/core/photo';
import { createJobQueue, type JobQueue } from '@northrock/core/registry';
import { ORIGINAL_LINK_TTL_SECONDS, signOriginalPath } from '../src/modules/media/media.routes';
import { createLinkSigner } from '../src/modules/media/signed-links';
import { startHarness, TEST_JWT_SECRET, type Harness } from './harness';

/**
 * The short-lived links of the back office end when they say (docs/pipeline.md, docs/security.md):
 * the queue dashboard's ticket after 60 s, its cookie after 8 hours (the session's own
 * lifetime), a lead photo's original link after an hour; and in production the dashboard
 * cookie is `Secure`. The gateway runs in this process: the clock moves with vitest's fake
 * `Date` (timers stay real), so hours pass in milliseconds.
 */

const QUEUES = '/admin/queues';
let h: Harness;
let queue: JobQueue;
beforeAll(async () => {
  queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix: `lx${Math.random().toString(36).slice(2, 8)}` });
  h = await startHarness({}, { queue });
});
afterAll(async () => {
  await h?.close();
  await queue?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the process's clock `seconds` past the real now. */
function later(seconds: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

async function ticket(harness: Harness, token: string): Promise<{ url: string; expires_in: number }> {
  const res = await harness.call('POST', '/api/admin/queue-dashboard', { token });
  expect(res.status).toBe(200);
  return res.body;
}

const open = (harness: Harness, path: string, cookie?: string) => fetch(harness.baseUrl + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('the queue dashboard ticket and cookie', () => {
  it('a ticket opens the dashboard for 60 s, not a second longer', async () => {
    const token = await h.login();
    const fresh = await ticket(h, token);
    expect(fresh.expires_in).toBe(60);
    later(58);
    expect((await open(h, fresh.url)).status).toBe(303);
    vi.useRealTimers();
    const stale = await ticket(h, token);
    later(61);
    const refused = await open(h, stale.url);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('its cookie lasts 8 hours (the session), then the dashboard refuses it', async () => {
    const token = await h.login();
    const swapped = await open(h, (await ticket(h, token)).url);
    const setCookie = swapped.headers.get('set-cookie')!;
    expect(setCookie).toMatch(new RegExp(`Max-Age=${SESSION_TTL_SECONDS}`));
    expect(setCookie).not.toMatch(/Secure/i); // outside production: http://localhost works
    const cookie = setCookie.split(';')[0]!;
    expect((await open(h, `${QUEUES}/`, cookie)).status).toBe(200);
    later(SESSION_TTL_SECONDS - 120);
    expect((await open(h, `${QUEUES}/`, cookie)).status).toBe(200);
    vi.useRealTimers();
    later(SESSION_TTL_SECONDS + 1);
    expect((await open(h, `${QUEUES}/`, cookie)).status).toBe(401);
  });
});

describe("a lead photo's original link", () => {
  it('opens the photo for an hour, then answers 403', async () => {
    const id = randomUUID();
    await h.storage.put(mediaKeys.original({ id, ext: 'jpg' }), Buffer.from('original bytes'), 'image/jpeg');
    const token = await h.login();
    const { sessionId } = await h.auth.authenticate(h.orm.em.fork(), `Bearer ${token}`);
    const url = signOriginalPath(createLinkSigner(TEST_JWT_SECRET), sessionId)(mediaPath(mediaKeys.original({ id, ext: 'jpg' })));
    expect(ORIGINAL_LINK_TTL_SECONDS).toBe(60 * 60);
    later(ORIGINAL_LINK_TTL_SECONDS - 60);
    expect((await open(h, url)).status).toBe(200);
    vi.useRealTimers();
    later(ORIGINAL_LINK_TTL_SECONDS + 1);
    const refused = await open(h, url);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail?: string }).detail).toBeTruthy();
  });
});

describe('in production', () => {
  let prod: Harness;
  const password = 'a-production-password-9k';
  beforeAll(async () => {
    prod = await startHarness({ NODE_ENV: 'production', ADMIN_PASSWORD: password }, { queue });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('the dashboard cookie is Secure, HttpOnly, SameSite=Strict and scoped to the dashboard', async () => {
    const token = await prod.login('admin', password);
    const swapped = await open(prod, (await ticket(prod, token)).url);
    expect(swapped.status).toBe(303);
    const attributes = swapped.headers.get('set-cookie')!.split(/;\s*/).slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', `Path=${QUEUES}`]));
  });
});
