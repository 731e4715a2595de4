/**
 * The fault-matrix harness behind `make chaos` (and its 100-lead version in `make test`): the
 * real product (gateway and worker processes, PostgreSQL, Redis with AOF, an SMTP server it
 * controls) takes leads through the public API from many loopback addresses while faults are
 * injected in phases; afterwards every stored lead is matched with the staff e-mails that
 * reached the SMTP server. docs/reliability.md has the phases and the last full run.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { freePort, repoRoot } from '@northrock/core/platform';
import { migrateAndSeed } from '@northrock/core/seeds';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle, type SupervisionEvent } from '@northrock/tools/embedded-postgres';
import { testBundle } from '@northrock/tools/service-bundle';
import { type WorkerTuning, phonePhoto, startSmtpSink, type SmtpSink, workerProcessEntry } from '@northrock/worker/testing';
import { leadSender, phaseResult } from './leads';
import { RedisServer, send, Service, sleep } from './processes';
import type { ChaosResult, PhaseResult } from './report';
import { runRollingRestart, type RollingResult } from './rolling';
import { ROLLING_PHASE } from './rolling-homeowners';

export interface ChaosOptions {
  /** Leads in all (one in five with photos), spread over the phases. */
  leads: number;
  /**
   * Shorter outages and production timings scaled down (locks, retries, the reconciler's wait),
   * so 100 leads run in a few minutes inside `make test`. Off: production timings throughout.
   */
  quick: boolean;
  /** Only these phases (by name; `make chaos PHASES=...`): all when absent. */
  only?: string[];
  log?: (line: string) => void;
}

const STAFF = 'leads@chaos.test';

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const log = options.log ?? (() => undefined);
  const quick = options.quick;
  const started = Date.now();
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'northrock-chaos-'));
  chmodSync(dir, 0o755); // the embedded PostgreSQL runs as its own user
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

  try {
    // ---- The backing services ----
    const pgPort = await freePort();
    // Supervised as `make start` does: restarted on the same port when it dies.
    const pgOptions = { port: pgPort, database: 'northrock', supervise: (e: SupervisionEvent) => log(`  PostgreSQL ${e.kind} ${JSON.stringify(e)}`) };
    let postgres: EmbeddedPostgresHandle = await startEmbeddedPostgres(join(dir, 'pg'), pgOptions);
    cleanups.unshift(() => postgres.stop());
    const databaseUrl = postgres.url;
    // Production settings, so an operator's own password (production refuses the documented default).
    const adminPassword = randomBytes(12).toString('base64url');
    await migrateAndSeed(databaseUrl, { username: 'admin', password: adminPassword });
    mkdirSync(join(dir, 'redis'));
    const redis = new RedisServer(await freePort(), join(dir, 'redis'));
    await redis.start();
    cleanups.unshift(() => redis.kill());
    const smtp: SmtpSink = await startSmtpSink();
    cleanups.unshift(() => smtp.stop());
    smtp.refuseCode = 421;
    const arrivals = new Map<string, number[]>();
    smtp.onMessage = (m: ParsedMail) => {
      const id = m.messageId ?? '';
      arrivals.set(id, [...(arrivals.get(id) ?? []), Date.now()]);
      m.attachments = []; // keep memory flat over thousands of e-mails
    };

    // ---- The product ----
    const port = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      STAFF_EMAIL: STAFF,
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
    };
    // Bundled as `make build` bundles them (tools/src/service-bundle.mjs): the run starts these
    // processes about fifteen times, and a bundle loads in half the CPU time of the sources.
    const gatewayArgs = [await testBundle(join(repoRoot, 'services/gateway/src/main.ts'))];
    const gateway = new Service('gateway', gatewayArgs, { ...env, LOG_LEVEL: 'info' }, /gateway listening/);
    const tuning: WorkerTuning = quick
      ? { lockDurationMs: 5_000, stalledIntervalMs: 2_000, retry: { attempts: 12, backoffMs: 500 }, reconcileAfterMs: 8_000, reconcileEveryMs: 2_000 }
      : {};
    const workerArgs = [await testBundle(workerProcessEntry), JSON.stringify(tuning)];
    const worker = new Service('worker', workerArgs, { ...env, LOG_LEVEL: 'info' }, /"msg":"worker started"/);
    // The replicas of the rolling restart (started by its phase): the same database, Redis and DATA_DIR.
    const port2 = await freePort();
    const gateway2 = new Service('gateway 2', gatewayArgs, { ...env, PORT: String(port2), LOG_LEVEL: 'info' }, /gateway listening/);
    const worker2 = new Service('worker 2', workerArgs, { ...env, LOG_LEVEL: 'info' }, /"msg":"worker started"/);
    await Promise.all([gateway.start(), worker.start()]);
    cleanups.unshift(...[gateway, worker, gateway2, worker2].map((service) => () => service.kill('SIGTERM')));
    const restartWorker = async () => {
      await worker.kill();
      await sleep(300);
      await worker.start();
    };

    const admin = JSON.parse(
      (
        await send(port, '127.0.0.1', 'POST', '/api/admin/login', JSON.stringify({ username: 'admin', password: adminPassword }), {
          'content-type': 'application/json',
        })
      ).body,
    ).access_token as string;
    const adminCall = async (method: string, path: string) =>
      JSON.parse((await send(port, '127.0.0.1', method, path, '', { authorization: `Bearer ${admin}` })).body);

    const smallPhoto = await phonePhoto({ width: 1200, height: 900, orientation: 6 });
    // The rolling restart's photos: what a phone sends after shrinking one (about half a megabyte).
    const shrunkPhoto = await phonePhoto({ width: 1600, height: 1200, orientation: 6, noise: true, quality: 80 });
    const bigPhoto = await phonePhoto({ width: 4000, height: 3000, orientation: 6, noise: true });

    // ---- Leads ----
    const sender = leadSender(port, smallPhoto, bigPhoto);
    const { submitOver } = sender;

    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db.on('error', () => undefined); // an idle connection cut by the PostgreSQL restart; the next query reconnects
    cleanups.unshift(() => db.end());
    const staffMails = (id: number, uid: string) => arrivals.get(`<lead-${id}-staff.${uid}@northrock.example>`) ?? [];
    const storedOf = async (phase: string) =>
      (await db.query<{ id: number; uid: string; name: string }>('select id, uid, name from contact_submissions where name like $1', [`Chaos % ${phase}`]))
        .rows;
    /** Waits until every stored lead of `phase` has its staff e-mail (or `ms` passed). */
    const settle = async (phase: string, ms: number) => {
      const until = Date.now() + ms;
      for (;;) {
        const rows = await storedOf(phase).catch(() => undefined);
        if (rows && rows.every((r) => staffMails(r.id, r.uid).length > 0)) return;
        if (Date.now() > until) {
          log(`  ${phase}: not every lead reached staff within ${ms / 1000} s`);
          return;
        }
        await sleep(500);
      }
    };

    const per = Math.max(3, Math.floor(options.leads / 10));
    const window = quick ? 4_000 : 40_000;
    const settleMs = quick ? 120_000 : 15 * 60_000;
    const phases: [string, () => Promise<void>][] = [
      ['baseline', () => submitOver('baseline', per, window)],
      [
        'worker SIGKILL x3',
        () =>
          submitOver(
            'worker SIGKILL x3',
            per,
            window,
            {},
            [0.25, 0.5, 0.75].map((at) => [at, restartWorker] as [number, () => Promise<void>]),
          ),
      ],
      [
        'Redis SIGKILL, restart',
        () =>
          submitOver('Redis SIGKILL, restart', per, window, {}, [
            [0.2, () => redis.kill()],
            [0.2 + (quick ? 3_000 : 10_000) / window, () => redis.start()],
          ]),
      ],
      [
        'SMTP 421, then Redis FLUSHALL',
        async () => {
          smtp.refuse = true;
          await submitOver('SMTP 421, then Redis FLUSHALL', per, window);
          await sleep(quick ? 2_000 : 10_000);
          const client = new Redis(redis.url);
          await client.flushall();
          client.disconnect();
          smtp.refuse = false;
        },
      ],
      [
        'SMTP 421 for a while',
        async () => {
          smtp.refuse = true;
          const end = sleep(quick ? 8_000 : 60_000).then(() => (smtp.refuse = false));
          await submitOver('SMTP 421 for a while', per, quick ? 6_000 : 50_000);
          await end;
        },
      ],
      [
        'SMTP 550 for staff, admin retry',
        async () => {
          smtp.rejected.add(STAFF);
          await submitOver('SMTP 550 for staff, admin retry', per, window);
          // An operator: sees the leads failed under the banner, fixes the mailbox, retries.
          const until = Date.now() + settleMs;
          const stored = (await storedOf('SMTP 550 for staff, admin retry')).length;
          while (Date.now() < until && (await adminCall('GET', '/api/admin/contacts/delivery-alert')).failed < stored) await sleep(500);
          log(`  banner: ${JSON.stringify(await adminCall('GET', '/api/admin/contacts/delivery-alert'))}`);
          smtp.rejected.delete(STAFF);
          log(`  retry: ${JSON.stringify(await adminCall('POST', '/api/admin/contacts/retry-undelivered'))}`);
        },
      ],
      [
        'PostgreSQL restart',
        () =>
          submitOver('PostgreSQL restart', per, window, {}, [
            [0.3, () => postgres.stop()],
            [0.3 + (quick ? 2_000 : 5_000) / window, async () => void (postgres = await startEmbeddedPostgres(join(dir, 'pg'), pgOptions))],
          ]),
      ],
      [
        // Nobody restarts it by hand: the supervisor does (as in make start), writes answer 503 meanwhile.
        'PostgreSQL SIGKILL, supervised',
        () =>
          submitOver('PostgreSQL SIGKILL, supervised', per, window, {}, [
            [0.3, async () => void process.kill(Number(readFileSync(join(postgres.dataPath, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGKILL')],
          ]),
      ],
      [
        'gateway SIGKILL',
        () =>
          submitOver('gateway SIGKILL', per, window, {}, [
            [0.5, () => gateway.kill()],
            [0.5 + 1_000 / window, () => gateway.start()],
          ]),
      ],
      [
        'worker killed during photo jobs',
        () =>
          submitOver('worker killed during photo jobs', Math.max(3, Math.floor(per / 4)), window / 2, { photos: 'big' }, [
            [
              0.99,
              async () => {
                for (let i = 0; i < 3; i++) {
                  await sleep(quick ? 1_500 : 4_000);
                  await restartWorker();
                }
              },
            ],
          ]),
      ],
    ];
    let rolling: RollingResult | undefined;
    phases.push([
      ROLLING_PHASE,
      async () => {
        rolling = await runRollingRestart({
          gateways: [
            { service: gateway, port },
            { service: gateway2, port: port2 },
          ],
          workers: [worker, worker2],
          databaseUrl,
          dataDir: env.DATA_DIR!,
          photo: shrunkPhoto,
          bigPhoto,
          quick,
          sender,
          unfinishedUploads: async (ids) =>
            (await db.query<{ n: number }>('select count(*)::int as n from uploads where id::text = any($1) and completed_at is null', [ids])).rows[0]!.n,
          log,
        });
      },
    ]);
    const remaining = options.leads - per * 9 - Math.max(3, Math.floor(per / 4));
    if (remaining > 0) phases[0] = ['baseline', () => submitOver('baseline', per + remaining, window)];

    const chosen = options.only?.length ? phases.filter(([name]) => options.only!.includes(name)) : phases;
    for (const [name, run] of chosen) {
      const t0 = Date.now();
      log(`phase: ${name}`);
      await run();
      await settle(name, settleMs);
      log(`  done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }

    // ---- What reached staff ----
    const results: PhaseResult[] = [];
    for (const [name] of chosen) results.push(phaseResult(name, sender, await storedOf(name), staffMails));
    const unsent = await db.query<{ n: number }>("select count(*)::int as n from sent_emails where state <> 'sent' and key like '%.staff'");
    const alert = await adminCall('GET', '/api/admin/contacts/delivery-alert');
    return {
      submitted: sender.leads.length,
      phases: results,
      unsentEmailRows: unsent.rows[0]!.n,
      undeliveredAtEnd: alert.undelivered,
      rolling,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
  }
}
