/**
 * `make start` as a newcomer meets it: a fresh clone in a private folder (`mktemp -d`, mode
 * 0700: root's home is the same), run by the user the tests run as (root in CI), with no
 * configuration. It must answer health, turn a lead into its staff email, and find the lead
 * again after a restart on the same DATA_DIR (the clone's `.data`).
 *
 * The clone gets the checked-out node_modules as hard links (an install is the same bytes,
 * minutes slower): the paths the product uses still all lie below the private folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '@northrock/core/platform';
import { rootOnly } from './root-only';

const running: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const child of running) await stop(child).catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Clones what is checked out (uncommitted changes to tracked files included) into `dir`, with
 * the installed packages and the local Node as hard links and a fresh stamp so make skips
 * `npm ci`. With `owner`, the clone becomes that user's: its folders and checked-out files (the
 * hard-linked files stay shared, read-only to them, as an install would leave them readable).
 */
function cloneInto(dir: string, owner?: { uid: number; gid: number }): void {
  const git = (args: string[], cwd = repoRoot) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  const head = git(['stash', 'create']) || git(['rev-parse', 'HEAD']);
  git(['clone', '--quiet', '--no-checkout', repoRoot, dir]);
  git(['-c', 'advice.detachedHead=false', 'checkout', '--quiet', head], dir);
  if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
  const installed = [
    'node_modules',
    '.tools',
    'tools/node_modules',
    ...readdirSync(join(repoRoot, 'services')).map((s) => join('services', s, 'node_modules')),
    'web/node_modules',
  ];
  for (const rel of installed) {
    if (!existsSync(join(repoRoot, rel))) continue;
    execFileSync('cp', ['-al', join(repoRoot, rel), join(dir, rel)]);
    if (owner) execFileSync('find', [join(dir, rel), '-type', 'd', '-exec', 'chown', `${owner.uid}:${owner.gid}`, '{}', '+']);
  }
  rmSync(join(dir, 'node_modules/.install-stamp'), { force: true });
  writeFileSync(join(dir, 'node_modules/.install-stamp'), '');
  if (owner) chownSync(join(dir, 'node_modules/.install-stamp'), owner.uid, owner.gid);
}

/** The machine's PATH without the Node this test run uses: the clone's Makefile picks its own. */
function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(':')
    .filter((p) => !p.includes('/.tools/'))
    .join(':');
}

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

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGINT');
  await gone;
  // The product's own processes finish their shutdown after make has gone.
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid!, 'SIGKILL');
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
      cloneInto(clone, user);
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
