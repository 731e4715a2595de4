import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultTimeouts } from '../src/http/server';
import { startHarness, type Harness } from './harness';

/**
 * docs/security.md, "Bounded requests": a request the gateway received is answered within
 * 2 minutes, with 503 and a `detail` when its work is stuck (here: a query waiting on a table
 * another transaction holds). The gateway runs as it ships (`defaultTimeouts`); its deadline
 * timers run on vitest's fake clock, so the two minutes pass at once, while the request, the
 * database and everything else run for real.
 */

// Taken before any fake clock is installed: the test's own pauses run on real time.
const realSetTimeout = globalThis.setTimeout;
const realSleep = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

let h: Harness;
let token: string;
let holder: pg.Client;
beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
  holder = new pg.Client({ connectionString: h.config.databaseUrl! });
  await holder.connect();
});
afterAll(async () => {
  await holder?.end();
  await h?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function waitingOnLock(): Promise<boolean> {
  const { rows } = await holder.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
  );
  return rows[0]!.n > 0;
}

describe('the answer deadline', () => {
  it('is 2 minutes: a request stuck on the database is answered 503 with a detail at 120 s, not before', async () => {
    expect(defaultTimeouts.responseMs).toBe(120_000);
    await holder.query('begin');
    await holder.query('lock table services in access exclusive mode');
    let answer: { status: number; body: { detail?: string } } | undefined;
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pending = fetch(`${h.baseUrl}/api/admin/services`, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => {
        answer = { status: res.status, body: (await res.json()) as { detail?: string } };
      });
      for (let i = 0; i < 100 && !(await waitingOnLock()); i++) await realSleep(50);
      expect(await waitingOnLock()).toBe(true);

      vi.advanceTimersByTime(defaultTimeouts.responseMs - 1_000);
      await realSleep(300);
      expect(answer).toBeUndefined();

      vi.advanceTimersByTime(1_500);
      for (let i = 0; i < 40 && !answer; i++) await realSleep(50);
      await pending;
      expect(answer?.status).toBe(503);
      expect(answer?.body.detail).toMatch(/took too long/);
    } finally {
      vi.useRealTimers();
      await holder.query('rollback');
    }
    // The gateway is still fine once the table is free.
    expect((await h.call('GET', '/api/admin/services', { token })).status).toBe(200);
  });
});
