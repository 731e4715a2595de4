import { randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import type { JobContract } from '../../platform/queue-contracts';
import { createJobQueue, jobContracts, type JobQueue, type JobName } from '../../registry';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { OutboxMessage } from './outbox.entity';
import { reconcileOutbox, type ExpectedJob } from './outbox.reconciler';
import { relayOutbox } from './outbox.relay';
import { addOutboxJob } from './outbox.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let queue: JobQueue;
let connection: Redis;
const prefix = `t${Math.random().toString(36).slice(2, 10)}`;
const bull = new Map<JobName, Queue>();
const bullQueue = (name: JobName) => {
  if (!bull.has(name)) bull.set(name, new Queue(name, { connection, prefix }));
  return bull.get(name)!;
};

beforeAll(async () => {
  db = await migratedTestDatabase('outbox');
  orm = db.orm;
  queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix });
  connection = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
  for (let i = 0; i < 100 && !queue.ready(); i++) await new Promise((r) => setTimeout(r, 50));
});
afterAll(async () => {
  await Promise.all([...bull.values()].map((q) => q.close()));
  await queue?.close();
  connection?.disconnect();
  await db?.close();
});

/** A row as it is stored: any name and payload (an older or newer build's, or a broken one). */
type StoredJob = { name: string; payload: Record<string, unknown>; ref?: string; runAt?: Date };
const stored = (e: ExpectedJob): StoredJob => ({ name: e.job.name, payload: e.payload as Record<string, unknown>, ref: e.ref });

/** Outbox rows as a module writes them, committed. */
async function write(...jobs: StoredJob[]): Promise<OutboxMessage[]> {
  const em = orm.em.fork();
  const rows = jobs.map(({ name, ...j }) => addOutboxJob(em, { ...j, job: { name } as JobContract } as never));
  await em.flush();
  return rows;
}
const lead = (id = Math.floor(Math.random() * 1e9) + 1) => ({ submission_id: id, submission_uid: randomUUID() });
const relayAll = async () => {
  for (;;) {
    const r = await relayOutbox(orm.em.fork(), queue);
    if (r.relayed + r.failed === 0 || r.error) return r;
  }
};

describe('the outbox relay', () => {
  it('takes each job as its contract: a name as text, or another job’s payload, does not compile (npm run typecheck)', () => {
    const em = orm.em.fork();
    const typed = () => {
      // @ts-expect-error a job is named by its contract, never by text
      addOutboxJob(em, { job: 'contact.notify-staff', payload: lead() });
      // @ts-expect-error the payload is checked against the contract
      addOutboxJob(em, { job: jobContracts['contact.notify-staff'], payload: { upload_id: randomUUID() } });
      // @ts-expect-error a direct add takes the contract too
      void queue.enqueue('contact.notify-staff', lead(), { jobId: randomUUID() });
    };
    expect(typed).toBeTypeOf('function');
  });

  it('keeps rows pending while Redis is unreachable, recording why', async () => {
    const away = createJobQueue({ redisUrl: 'redis://127.0.0.1:1', prefix });
    try {
      const [row] = await write({ name: 'contact.notify-staff', payload: lead() });
      const result = await relayOutbox(orm.em.fork(), away);
      expect(result.relayed).toBe(0);
      expect(result.error).toMatch(/Redis is not connected/);
      const after = await orm.em.fork().findOneOrFail(OutboxMessage, { id: row!.id });
      expect(after).toMatchObject({ enqueued_at: null, attempts: 1, next_attempt_at: null });
      expect(after.last_error).toMatch(/Redis/);
    } finally {
      await away.close();
    }
  });

  it('enqueues each row under its own UUID job id, once however often it is relayed, and calls the hook', async () => {
    const rows = await write({ name: 'contact.notify-staff', payload: lead() }, { name: 'contact.confirm-homeowner', payload: lead() });
    const hooked: string[] = [];
    const hooks = { 'contact.notify-staff': async (_tx: unknown, row: OutboxMessage) => void hooked.push(row.job_id) };
    for (;;) if ((await relayOutbox(orm.em.fork(), queue, { hooks })).relayed === 0) break;
    expect(hooked).toContain(rows[0]!.job_id);
    expect(hooked).not.toContain(rows[1]!.job_id);
    for (const row of rows) expect(await queue.jobState(row.job_name as JobName, row.job_id)).toBe('waiting');

    const staff = bullQueue('contact.notify-staff');
    const before = await staff.getJobCounts();
    // A relay that crashed after enqueueing but before stamping the rows enqueues them again.
    await orm.em.fork().nativeUpdate(OutboxMessage, { id: { $in: rows.map((r) => r.id) } }, { enqueued_at: null });
    await relayAll();
    expect(await staff.getJobCounts()).toEqual(before);
  });

  it('retries a row the queue refuses on its own backoff, without holding up the rows behind it', async () => {
    const [poison, bad, good] = await write(
      { name: 'no.such-job' as JobName, payload: {} },
      { name: 'contact.notify-staff', payload: { submission_id: 'not a number' } },
      { name: 'contact.confirm-homeowner', payload: lead() },
    );
    const result = await relayOutbox(orm.em.fork(), queue);
    expect(result.error).toBeUndefined();
    expect(result.failed).toBe(2);
    const read = (id: number) => orm.em.fork().findOneOrFail(OutboxMessage, { id });
    expect(await queue.jobState('contact.confirm-homeowner', good!.job_id)).toBe('waiting');
    for (const [row, error] of [
      [poison!, /unknown job no\.such-job/],
      [bad!, /submission_id/],
    ] as const) {
      const after = await read(row.id);
      expect(after).toMatchObject({ enqueued_at: null, attempts: 1 });
      expect(after.last_error).toMatch(error);
      expect(after.next_attempt_at!.getTime()).toBeGreaterThan(Date.now());
    }
    // Not due yet: the next round leaves them alone.
    expect((await relayOutbox(orm.em.fork(), queue)).failed).toBe(0);
    // Due again: tried again, and backed off longer.
    await orm.em.fork().nativeUpdate(OutboxMessage, { id: poison!.id }, { next_attempt_at: new Date(Date.now() - 1) });
    expect((await relayOutbox(orm.em.fork(), queue)).failed).toBe(1);
    const twice = await read(poison!.id);
    expect(twice.attempts).toBe(2);
    expect(twice.next_attempt_at!.getTime()).toBeGreaterThan(Date.now() + 1_500);
    await orm.em.fork().nativeDelete(OutboxMessage, { id: { $in: [poison!.id, bad!.id] } });
  });

  it('enqueues a row with a run_at as a delayed job', async () => {
    const [row] = await write({ name: 'contact.notify-staff', payload: lead(), runAt: new Date(Date.now() + 60_000) });
    await relayAll();
    expect(await queue.jobState('contact.notify-staff', row!.job_id)).toBe('delayed');
  });
});

describe('the reconciler', () => {
  it('re-drives owed work whose job the queue lost, and leaves pending, living and failed jobs alone', async () => {
    const job = (ref: string, name: JobName = 'contact.notify-staff'): ExpectedJob => ({ ref, job: jobContracts[name], payload: lead() as never });
    const lost = job(`lead:${randomUUID()}`);
    const living = job(`lead:${randomUUID()}`);
    const pending = job(`lead:${randomUUID()}`);
    const failed = job(`lead:${randomUUID()}`, 'contact.confirm-homeowner');
    const never = job(`lead:${randomUUID()}`); // owed, but no row was ever written
    const [lostRow] = await write(...[lost, living, failed].map(stored));
    await relayAll();
    await write(stored(pending));
    await bullQueue('contact.notify-staff').remove(lostRow!.job_id);

    // A worker that fails the confirmation job for good.
    const worker = new Worker('contact.confirm-homeowner', async () => Promise.reject(new UnrecoverableError('550 no such mailbox')), {
      connection: new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null }),
      prefix,
    });
    const failedRow = (await orm.em.fork().find(OutboxMessage, { ref: failed.ref }))[0]!;
    for (let i = 0; i < 100 && (await queue.jobState('contact.confirm-homeowner', failedRow.job_id)) !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await worker.close();
    await worker.disconnect();

    const expected = [lost, living, pending, failed, never];
    const result = await reconcileOutbox(orm.em.fork(), queue, [async () => expected]);
    expect(result.checked).toBe(5);
    expect(result.failed).toBe(1);
    expect(result.redriven.map((j) => j.ref).sort()).toEqual([lost.ref, never.ref].sort());
    const again = await orm.em.fork().find(OutboxMessage, { ref: lost.ref }, { orderBy: { id: 'desc' } });
    expect(again).toHaveLength(2);
    expect(again[0]!.job_id).not.toBe(lostRow!.job_id);
    expect(again[0]!.payload).toEqual(lost.payload);

    // Idempotent: the new rows are pending (then queued), so nothing is re-driven twice.
    expect((await reconcileOutbox(orm.em.fork(), queue, [async () => expected])).redriven).toHaveLength(0);
    await relayAll();
    expect((await reconcileOutbox(orm.em.fork(), queue, [async () => expected])).redriven).toHaveLength(0);
  });

  it('lets one reconciler run at a time across workers', async () => {
    const owed: ExpectedJob[] = [{ ref: `lead:${randomUUID()}`, job: jobContracts['contact.notify-staff'], payload: lead() as never }];
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const first = reconcileOutbox(orm.em.fork(), queue, [async () => (await slow, owed)]);
    await new Promise((r) => setTimeout(r, 200));
    const second = await reconcileOutbox(orm.em.fork(), queue, [async () => owed]);
    expect(second.skipped).toBe(true);
    release();
    expect((await first).redriven).toHaveLength(1);
    expect(await orm.em.fork().count(OutboxMessage, { ref: owed[0]!.ref })).toBe(1);
  });
});
