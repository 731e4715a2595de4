import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRun, listSets } from '@northrock/core/backup';
import { type BackupLocation } from '@northrock/core/platform';
import { folderLocation } from './support/backup-fixtures';
import { eventually, startPipelineStack, type PipelineStack } from './support/pipeline-stack';

/**
 * The nightly backup through the running worker, on an injected clock: due at 02:00 office time
 * (America/Toronto by default), written once and drilled, whatever restarts the worker and
 * whatever Redis forgets; "Back up now" runs within seconds.
 */

let stack: PipelineStack;
let redis: Redis;
let location: BackupLocation;
let dir: string;
let clock = new Date('2026-11-24T01:58:00-05:00');

beforeAll(async () => {
  stack = await startPipelineStack();
  redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
  ({ dir, location } = folderLocation());
}, 120_000);
afterAll(async () => {
  await stack?.worker?.close();
  redis?.disconnect();
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = () => stack.startWorker({ backup: { now: () => clock, everyMs: 200, location } });
const runs = () => stack.gateway.orm.em.fork().find(BackupRun, {}, { orderBy: { id: 'asc' } });
const flushRedis = async () => {
  const keys = await redis.keys(`${stack.prefix}:*`);
  if (keys.length) await redis.del(...keys);
};

describe('the nightly backup', () => {
  it('is due at 02:00 office time, runs once with its drill across worker restarts and a Redis flush, then waits for the next night', async () => {
    await start();
    const [due] = await eventually(
      async () => {
        const all = await runs();
        return all.length ? all : undefined;
      },
      30_000,
      'the next nightly run',
    );
    expect(due).toMatchObject({ kind: 'scheduled', state: 'due' });
    expect(due!.scheduled_for.toISOString()).toBe('2026-11-24T07:00:00.000Z');

    // Restarted, with Redis empty: the due run is neither lost nor written twice.
    await stack.worker!.close();
    await flushRedis();
    await start();
    clock = new Date('2026-11-24T02:00:30-05:00');
    const done = await eventually(async () => (await runs()).find((r) => r.id === due!.id && r.drill_state), 60_000, 'the nightly backup and its drill');
    expect(done).toMatchObject({ state: 'succeeded', drill_state: 'passed', drill_error: null });
    expect(done!.summary).toMatchObject({ location: dir });
    expect((await listSets(location)).complete).toEqual([done!.set_id]);

    await stack.worker!.close();
    await flushRedis();
    await start();
    const next = await eventually(async () => (await runs()).find((r) => r.state === 'due'), 30_000, 'the next night');
    expect(next!.scheduled_for.toISOString()).toBe('2026-11-25T07:00:00.000Z');
    // Several sweeps later (one each 200 ms): still one backup of that night.
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await runs()).filter((r) => r.state !== 'due')).toHaveLength(1);
  }, 180_000);

  it('"Back up now" runs within seconds, without a drill, and the Dashboard shows it', async () => {
    // Back to the real time: the Dashboard counts the last good backup's age from it.
    clock = new Date();
    const token = await stack.gateway.login();
    const asked = await stack.gateway.call('POST', '/api/admin/backups', { token });
    expect(asked.status).toBe(202);
    const run = await eventually(async () => (await runs()).find((r) => r.id === asked.body.id && r.state === 'succeeded'), 30_000, 'the manual backup');
    expect(run!.drill_state ?? null).toBeNull();
    const status = await stack.gateway.call('GET', '/api/admin/backups/status', { token });
    expect(status.body).toMatchObject({ failing: false, last_good: { id: run!.id, kind: 'manual' }, last_drill: { drill_state: 'passed' } });
    // Retention ran after it: of one office day, the newest set stays (the nightly one was taken the same real day).
    expect((await listSets(location)).complete).toEqual([run!.set_id]);
  }, 60_000);
});
