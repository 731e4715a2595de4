/**
 * `make start` as a newcomer meets it: a fresh clone in a private folder (`mktemp -d`, mode
 * 0700: root's home is the same), run by the user the tests run as (root in CI), with no
 * configuration. It must answer health, turn a lead into its staff email, and find the lead
 * again after a restart on the same DATA_DIR (the clone's `.data`).
 *
 * The clone gets the checked-out node_modules as hard links (an install is the same bytes,
 * minutes slower): the paths the product uses still all lie below the private folder. The first
 * `make start` builds the clone from nothing (so `make build` works as the first command too);
 * the restart finds the build current and starts at once (scripts/build.mjs), as does the other
 * user's clone, handed the checkout's build of the same sources.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@northrock/core/platform';
import { cloneInto, machinePath, stop } from './fresh-clone';
import { rootOnly } from './root-only';

const running: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const child of running) await stop(child).catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function makeStart(cwd: string, env: Record<string, string>, user?: { uid: number; gid: number; home: string }) {
  // Its own process group, so stopping it reaches make and the product alike (Ctrl-C does that).
  const child = spawn('make', ['--no-print-directory', 'start'], {
    cwd,
    env: { PATH: machinePath(), HOME: user?.home ?? process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (output = (output + d).slice(-20_000)));
  return { child, output: () => output };
}

async function healthy(base: string, started: { child: ChildProcess; output: () => string }): Promise<void> {
  let status: number | undefined;
  for (let i = 0; i < 600 && started.child.exitCode === null; i++) {
    status = (await fetch(`${base}/api/health`).catch(() => undefined))?.status;
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(status, started.output()).toBe(200);
}

async function staffEmail(outbox: string, marker: string): Promise<string | undefined> {
  for (let i = 0; i < 120; i++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    const mail = files.map((f) => readFileSync(join(outbox, f), 'utf8')).find((m) => /^To: leads@northrock\.example/m.test(m) && m.includes(marker));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}

async function sendLead(base: string): Promise<{ id: number; marker: string }> {
  const marker = `Newcomer ${Date.now()}`;
  const lead = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: marker,
      email: 'homeowner@example.com',
      phone: '807-555-0100',
      subject: 'Wet basement',
      message: 'Water comes in at the north wall every spring.',
    }),
  });
  expect(lead.status).toBe(201);
  return { id: ((await lead.json()) as { id: number }).id, marker };
}

function passwdEntry(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  return line ? { uid: Number(line.split(':')[2]), gid: Number(line.split(':')[3]) } : undefined;
}

describe('make start in a fresh clone in a private folder', () => {
  it('serves, e-mails staff a lead, and finds the lead again after a restart on the same DATA_DIR', async () => {
    const top = mkdtempSync(join(tmpdir(), 'northrock-clone-'));
    dirs.push(top);
    expect(statSync(top).mode & 0o777).toBe(0o700);
    const clone = join(top, 'northrock');
    cloneInto(clone);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // A Redis port nothing answers on: the product starts its private redis-server under
    // DATA_DIR, so this clone's queues never meet another instance's.
    const env = { PORT: String(port), REDIS_URL: `redis://127.0.0.1:${await freePort()}` };

    const first = makeStart(clone, env);
    await healthy(base, first);
    expect(existsSync(join(clone, '.data/postgres/PG_VERSION'))).toBe(true);

    const { id, marker } = await sendLead(base);
    expect(await staffEmail(join(clone, '.data/outbox'), marker), first.output()).toBeDefined();

    await stop(first.child);
    expect(await fetch(`${base}/api/health`).catch(() => 'down')).toBe('down');

    const second = makeStart(clone, env);
    await healthy(base, second);
    expect(second.output(), 'the restart uses the first start’s build').toContain('build: up to date with the sources');
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'northrock-admin' }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const contacts = (await (await fetch(`${base}/api/admin/contacts`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
      id: number;
      name: string;
    }[];
    expect(contacts.find((c) => c.id === id)?.name).toBe(marker);
    await stop(second.child);
  }, 400_000);

  const nobody = passwdEntry('nobody');
  rootOnly(
    'works the same for an ordinary user in a private home of their own',
    async () => {
      const top = mkdtempSync(join(tmpdir(), 'northrock-home-'));
      dirs.push(top);
      chmodSync(top, 0o755); // like /home: the user's own folder below it is private
      const user = { ...nobody!, home: join(top, 'someone') };
      mkdirSync(user.home, { mode: 0o700 });
      chownSync(user.home, user.uid, user.gid);
      const clone = join(user.home, 'northrock');
      // With the checkout's build: building is proven from a fresh clone above; here it is who runs it.
      cloneInto(clone, user, { build: true });
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const started = makeStart(clone, { PORT: String(port), REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, user);
      await healthy(base, started);
      const { marker } = await sendLead(base);
      expect(await staffEmail(join(clone, '.data/outbox'), marker), started.output()).toBeDefined();
      expect(statSync(join(clone, '.data/postgres/PG_VERSION')).uid).toBe(user.uid);
      await stop(started.child);
    },
    { timeout: 400_000, missing: nobody ? undefined : "needs the system user 'nobody'" },
  );
});
