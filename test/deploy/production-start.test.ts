/**
 * The containers' start path, run for real on this machine (no Docker engine here): the built
 * bundles (`npm run build`; make test builds first) started the way the images start them
 * (infra/docker/entrypoint.sh, then node), with NODE_ENV=production and exactly the
 * environment docker-compose.yml gives migrate, gateway and worker. The compose services are
 * swapped for local ones the way an operator's .env swaps them for managed ones: a scratch
 * database on the test PostgreSQL, the test Redis (database 9, which this file owns), an
 * in-process S3 server (s3rver) and SMTP server (smtp-server).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '@northrock/core/platform';
import { scratchDatabase, type ScratchDatabase } from '@northrock/tools/test-database';
import { phonePhoto, eventually, startS3, type TestS3, startSmtpSink, type SmtpSink } from '@northrock/worker/testing';
import { freePort, queuePrefixFor } from '@northrock/core/platform';
import { built, builtServices, type Running } from './built-services';
import { repoRoot } from './deploy-files';

const STAFF_EMAIL = 'leads@northrock.example';
const REDIS_DB = 9;

let db: ScratchDatabase;
let s3: TestS3;
let smtp: SmtpSink;
let redisUrl: string;
let redis: Redis;
let dataDir: string;
let port: number;
let jwtSecret: string;
let gateway: Running;
let worker: Running;

/** What an operator's .env would say to run the compose file against these servers. */
function dotenv(): Record<string, string> {
  return {
    ...s3.env,
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    PORT: String(port),
    JWT_SECRET: jwtSecret,
  };
}

const { containerEnv, start, healthcheck, stopAll } = builtServices(dotenv, () => dataDir);

const recipients = (m: ParsedMail) =>
  [m.to]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((v) => v.address);

function lead(n: number, extra: Record<string, unknown> = {}) {
  return {
    name: `Deploy Lead ${n}`,
    email: `homeowner${n}@example.com`,
    phone: '(807) 555-0142',
    city: 'Thunder Bay',
    subject: 'Crack in basement wall',
    message: 'Water comes in after heavy rain.',
    photo_urls: [],
    ...extra,
  };
}

const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  for (const file of Object.values(built)) {
    expect(existsSync(join(repoRoot, file)), `${file} is missing: run npm run build (make test does)`).toBe(true);
  }
  [db, s3, smtp, port] = await Promise.all([scratchDatabase('deploy'), startS3(), startSmtpSink(), freePort()]);
  const url = new URL(process.env.TEST_REDIS_URL!);
  url.pathname = `/${REDIS_DB}`;
  redisUrl = url.toString();
  redis = new Redis(redisUrl);
  await redis.flushdb();
  dataDir = mkdtempSync(join(tmpdir(), 'northrock-deploy-'));
  jwtSecret = randomBytes(48).toString('base64url');
});

afterAll(async () => {
  await stopAll();
  await redis?.flushdb();
  redis?.disconnect();
  await Promise.all([s3?.stop(), smtp?.stop(), db?.drop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the production start path (built output, NODE_ENV=production, the containers' environment)", () => {
  it("entrypoint: without JWT_SECRET one key is generated once on the shared volume; .env's wins", async () => {
    const printSecret = ['node', '-e', 'process.stdout.write(process.env.JWT_SECRET ?? "")'];
    const env = containerEnv('gateway', { ...dotenv(), JWT_SECRET: '' });
    const secretFile = env.JWT_SECRET_FILE!;
    expect(secretFile.startsWith(dataDir)).toBe(true);
    const runs = [start('migrate', env, printSecret), start('gateway', env, printSecret)];
    for (const r of runs) expect((await r.exited).code).toBe(0);
    const [a, b] = runs.map((r) => r.output.join(''));
    expect(a).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(b).toBe(a);
    expect(readFileSync(secretFile, 'utf8')).toBe(a);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    const fromDotenv = start('worker', containerEnv('worker', dotenv()), printSecret);
    expect((await fromDotenv.exited).code).toBe(0);
    expect(fromDotenv.output.join('')).toBe(jwtSecret);
    rmSync(secretFile);
  });

  it('migrate: two at once on a fresh database (replicas starting together) both succeed; applied and seeded once', async () => {
    const runs = [start('migrate'), start('migrate')];
    const results = await Promise.all(runs.map((r) => r.exited));
    for (const [i, r] of results.entries()) expect(r.code, runs[i]!.output.join('\n')).toBe(0);
    const reports = runs.map((r) => JSON.parse(r.output.find((l) => l.includes('"database ready"'))!));
    // One of them applied every migration and seeded; the other, waiting on the lock, found nothing to do.
    expect(reports.map((r) => r.migrations_applied.length).sort()).toEqual([0, migrationsList.length]);
    expect(reports.map((r) => r.seeded.content).sort()).toEqual([false, true]);

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const count = async (table: string) => Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
      expect(await count('mikro_orm_migrations')).toBe(migrationsList.length);
      expect(await count('admin_users')).toBe(1);
      expect(await count('services')).toBe(7);
    } finally {
      await client.end();
    }
  });

  it('gateway and worker start in production and /api/health answers 200 for database, Redis and storage', async () => {
    gateway = start('gateway');
    worker = start('worker');
    await gateway.logged(/"msg":"gateway listening"/);
    await worker.logged(/"msg":"worker started"/);
    const health = await eventually(
      async () => {
        const res = await fetch(`${base()}/api/health`).catch(() => undefined);
        return res?.status === 200 ? res : undefined;
      },
      30_000,
      '/api/health 200',
    );
    expect(await health.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    // Production mode is on: HSTS is sent only then.
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const home = await fetch(`${base()}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(await home.text()).toContain('Northrock');
  });

  it("the images' healthchecks report both services healthy", async () => {
    expect(await healthcheck('gateway')).toBe(0);
    // The worker's BullMQ consumers register once its queues are up.
    await eventually(async () => (await healthcheck('worker')) === 0, 20_000, 'worker healthcheck');
  });

  it('SIGTERM to the worker in the middle of a job: the job finishes, the worker exits 0, the lead is delivered once', async () => {
    const photos = await Promise.all([phonePhoto({ width: 3000, height: 2250 }), phonePhoto({ width: 3000, height: 2250, orientation: 1 })]);
    const form = new FormData();
    photos.forEach((data, i) => form.append('files', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `photo-${i}.jpg`));
    const upload = await fetch(`${base()}/api/upload`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const { urls } = (await upload.json()) as { urls: string[] };
    const submitted = await fetch(`${base()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead(1, { photo_urls: urls })),
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: number };

    // The job id is its outbox row's UUID; the queues' key prefix comes from the database's install id.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const [job] = (
      await client.query<{ job_id: string }>("select job_id from outbox_messages where ref = $1 and job_name = 'contact.process-photos'", [
        `contact_submission:${id}`,
      ])
    ).rows;
    const [meta] = (await client.query<{ value: string }>("select value from app_meta where key = 'install_id'")).rows;
    await client.end();
    const jobId = job!.job_id;
    const prefix = queuePrefixFor(meta!.value);
    await eventually(async () => (await redis.lrange(`${prefix}:contact.process-photos:active`, 0, -1)).includes(jobId), 30_000, 'photo job active');
    worker.child.kill('SIGTERM');
    const { code } = await worker.exited;
    expect(code, worker.output.join('\n')).toBe(0);
    expect(worker.output.join('\n')).toMatch(/"msg":"worker stopped"/);
    // It finished the job it held rather than dropping it.
    expect(await redis.zscore(`${prefix}:contact.process-photos:completed`, jobId)).not.toBeNull();
    expect(await healthcheck('worker')).toBe(1);

    worker = start('worker');
    const staffMail = (m: ParsedMail) => recipients(m).includes(STAFF_EMAIL) && (m.subject ?? '').includes('Deploy Lead 1');
    const homeownerMail = (m: ParsedMail) => recipients(m).includes('homeowner1@example.com');
    await smtp.waitFor(staffMail, 1, 60_000);
    await smtp.waitFor(homeownerMail, 1, 30_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.messages.filter(staffMail)).toHaveLength(1);
    expect(smtp.messages.filter(homeownerMail)).toHaveLength(1);
  });

  it('SIGTERM to the gateway: it stops accepting, completes the request in flight, closes its pools and exits 0', async () => {
    // A keep-alive client, as a load balancer holds connections open.
    const agent = new Agent({ keepAlive: true });
    const body = Buffer.from(JSON.stringify(lead(2)));
    const inFlight = request(`${base()}/api/contact`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.once('response', (res: IncomingMessage) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      inFlight.once('error', reject);
    });
    // Half the body now: the request is in flight when the signal comes.
    inFlight.write(body.subarray(0, 40));
    await new Promise((r) => setTimeout(r, 300));
    gateway.child.kill('SIGTERM');
    await gateway.logged(/"msg":"gateway stopping"/);
    // No new connections once stopping.
    const refused = await fetch(`${base()}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    inFlight.end(body.subarray(40));
    const res = await response;
    expect(res.status, res.body).toBe(201);
    const { code } = await gateway.exited;
    agent.destroy();
    expect(code, gateway.output.join('\n')).toBe(0);
    expect(gateway.output.join('\n')).toMatch(/"msg":"gateway stopped"/);
    // The lead accepted during the shutdown reaches staff (the worker is still running).
    await smtp.waitFor((m) => recipients(m).includes(STAFF_EMAIL) && (m.subject ?? '').includes('Deploy Lead 2'), 1, 60_000);

    worker.child.kill('SIGTERM');
    expect((await worker.exited).code, worker.output.join('\n')).toBe(0);
  });
});
