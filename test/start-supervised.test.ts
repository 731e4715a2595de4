/**
 * `make start` (the built start command) keeps itself up and the terminal readable: it says
 * "ready on <url>" once, when the site answers; the access log goes to DATA_DIR/logs, not to
 * the terminal; and when its embedded PostgreSQL is killed, it says so and restarts it, writes
 * answer 503 with Retry-After (never 500) meanwhile, and every lead answered 201 is kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '@northrock/core/platform';
import { queryOnce } from '@northrock/tools/test-database';

const startScript = join(repoRoot, 'scripts/dist/start.mjs');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 3_000));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let nextAddress = 2;
/** A lead from an address of its own (the contact budget counts per address). */
function postLead(port: number, name: string, via: 'rest' | 'graphql' = 'rest'): Promise<{ status: number; retryAfter?: string; body: string }> {
  const lead = {
    name,
    email: 'homeowner@example.com',
    phone: '807 555 0142',
    city: 'Thunder Bay',
    subject: 'Water in the basement',
    message: 'Sent while the database restarts.',
  };
  const body = JSON.stringify(
    via === 'rest' ? lead : { query: 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }', variables: { input: lead } },
  );
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: via === 'rest' ? '/api/contact' : '/graphql',
        localAddress: `127.0.0.${nextAddress++ % 250}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('make start, supervised and readable', () => {
  it('says ready once the site answers, keeps the access log off the terminal, and restarts a killed PostgreSQL without losing a lead', async () => {
    expect(existsSync(startScript), `${startScript} missing: run npm run build`).toBe(true);
    const dataDir = mkdtempSync(join(tmpdir(), 'northrock-supervised-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(port) };
    const child = spawn(process.execPath, [startScript], {
      env: { ...env, REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    let answeredWhenReady: number | undefined;
    const onData = (d: Buffer) => {
      output += d;
      if (answeredWhenReady === undefined && /ready on http/.test(output)) {
        answeredWhenReady = 0;
        void fetch(`http://127.0.0.1:${port}/`).then(
          (r) => (answeredWhenReady = r.status),
          () => (answeredWhenReady = -1),
        );
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    for (let i = 0; i < 480 && !answeredWhenReady && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 250));
    expect(answeredWhenReady, output).toBe(200);
    expect(output).not.toMatch(/starting on http/);

    const accepted: number[] = [];
    const before = await postLead(port, 'Before the kill');
    expect(before.status, before.body).toBe(201);
    accepted.push(JSON.parse(before.body).id);

    const pgData = join(dataDir, 'postgres');
    const [pid, , , pgPort] = readFileSync(join(pgData, 'postmaster.pid'), 'utf8').split('\n');
    process.kill(Number(pid), 'SIGKILL');
    // The same lead over REST and over GraphQL, side by side, until both were refused with 503 and then accepted.
    const statuses: number[] = [];
    const graphqlStatuses: number[] = [];
    let retryAfter: string | undefined;
    let graphqlRetryAfter: string | undefined;
    for (let i = 0; i < 300; i++) {
      const [res, gql] = await Promise.all([postLead(port, `During the outage ${i}`), postLead(port, `Over GraphQL ${i}`, 'graphql')]);
      statuses.push(res.status);
      if (res.status === 503) retryAfter = res.retryAfter;
      if (res.status === 201) accepted.push(JSON.parse(res.body).id);
      const answer = JSON.parse(gql.body) as { data?: { submitContact?: { id: number } }; errors?: { extensions?: { code?: string } }[] };
      const gqlStatus = answer.data?.submitContact ? 201 : gql.status;
      graphqlStatuses.push(gqlStatus);
      if (gql.status === 503) {
        graphqlRetryAfter = gql.retryAfter;
        expect(answer.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      }
      if (answer.data?.submitContact) accepted.push(answer.data.submitContact.id);
      if (statuses.includes(503) && graphqlStatuses.includes(503) && statuses.at(-1) === 201 && gqlStatus === 201) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(statuses, output.slice(-3000)).toContain(503);
    expect(graphqlStatuses, output.slice(-3000)).toContain(503);
    expect([...statuses, ...graphqlStatuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(graphqlRetryAfter)).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(201);
    expect(output).toMatch(/PostgreSQL exited; restarting/);
    expect(output).toMatch(/PostgreSQL restarted/);

    const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
    const rows = await queryOnce(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/northrock`, 'select id from contact_submissions');
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(accepted));

    // The requests above are in the access log file, and none of their lines reached the terminal.
    const accessLog = readFileSync(join(dataDir, 'logs', 'access.log'), 'utf8');
    expect(accessLog).toMatch(/"url":"\/api\/contact"|"route":"\/api\/contact"/);
    for (const line of output.split('\n').filter((l) => l.startsWith('{'))) {
      const { msg, level } = JSON.parse(line) as { msg: string; level: string };
      if (msg === 'access' || msg === 'request completed') expect(level, line).toBe('error');
    }
    expect(output.match(/ready on http/g)).toHaveLength(1);

    child.kill('SIGTERM');
    expect(await new Promise((r) => child.once('exit', r))).toBe(0);
  }, 240_000);
});
