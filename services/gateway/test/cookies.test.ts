import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '@northrock/core/registry';
import { startHarness, type Harness } from './harness';

/**
 * Cookies are read in one place, with the `cookie` package (the queue dashboard's); a cookie
 * header that is not valid percent-encoding is the client's mistake on every admin path, never
 * a 500.
 */

let h: Harness;
let queue: JobQueue;
let token: string;

beforeAll(async () => {
  queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix: `ck${Math.random().toString(36).slice(2, 8)}` });
  h = await startHarness({}, { queue });
  token = await h.login();
});
afterAll(async () => {
  await h?.close();
  await queue?.close();
});

const badCookies = ['%E0%A4%A', 'nr_queues=%E0%A4%A', 'a=%E0%A4%A; nr_queues=%', 'nr_device=%ZZ; =; ;;', 'x="unterminated'];

describe('malformed cookies on admin routes', () => {
  it('every documented admin operation, the back office pages, GraphQL and the queue dashboard answer below 500', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const calls: { method: string; path: string }[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      // Signing out would end the session the other calls use.
      if (!path.startsWith('/admin') || path === '/admin/logout') continue;
      for (const method of Object.keys(ops)) calls.push({ method: method.toUpperCase(), path: `/api${path.replace(/\{[^}]+\}/g, '1')}` });
    }
    expect(calls.length).toBeGreaterThan(20);
    for (const page of ['/admin', '/admin/login', '/admin/contacts', '/admin/settings', '/admin/queues/', '/admin/queues/api/queues']) {
      calls.push({ method: 'GET', path: page });
    }
    calls.push({ method: 'POST', path: '/graphql' });

    for (const cookie of badCookies) {
      for (const { method, path } of calls) {
        for (const auth of [{ authorization: `Bearer ${token}` }, {}] as Record<string, string>[]) {
          // Bodies are left out on purpose: the answer may be 4xx, only never 5xx.
          const res = await fetch(h.baseUrl + path, {
            method,
            headers: { cookie, ...auth, ...(method === 'POST' && path === '/graphql' ? { 'content-type': 'application/json' } : {}) },
            body: method === 'POST' && path === '/graphql' ? JSON.stringify({ query: '{ me { username } }' }) : undefined,
            redirect: 'manual',
          });
          await res.arrayBuffer();
          expect(res.status, `${method} ${path} cookie ${cookie} ${Object.keys(auth).length ? 'signed in' : 'anonymous'}`).toBeLessThan(500);
        }
      }
    }
    // The dashboard tells a bad cookie (400) from a missing or stale one (401).
    expect((await fetch(`${h.baseUrl}/admin/queues/`, { headers: { cookie: 'nr_queues=%E0%A4%A' } })).status).toBe(400);
  });
});
