import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { alive, EmbeddedPostgresError, exited, run, USER, type Binaries, type RunMode } from './embedded-postgres-host';

/**
 * The cluster on disk: made whole or not at all. initdb runs in a temporary folder beside the
 * data folder (`.postgres-init-<pid>`, with its password file); the password and then the
 * cluster are renamed into place only once initdb has finished, so an interrupted first start
 * leaves nothing the next start could mistake for a cluster, and the next start removes the
 * temporary folder. See docs/decisions/013-supervised-embedded-postgres.md.
 */

const INIT_PREFIX = '.postgres-init-';
/** Left in DATA_DIR by starts before clusters were made in a temporary folder. */
const LEGACY_PWFILE = /^\.pwfile-\d+$/;

function sentence(detail: string): string {
  return detail.replace(/\s+/g, ' ').trim().replace(/[.:]$/, '');
}

/** The one sentence that names the cause and the fix, from what PostgreSQL printed. */
export function explain(output: string, dataPath: string, logFile: string): string {
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
export function checkDataFolder(dataPath: string, major: number): 'initialised' | 'empty' {
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

/**
 * Removes a dead start's temporary cluster. Its initdb may outlive it for a moment (a killed
 * start orphans it) and still be writing: retried briefly, else left for the next start, as it
 * never stands in the way (each start initialises in a folder of its own).
 */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch {
    // still being written: the next start removes it
  }
}

/** Removes what interrupted starts left: their temporary clusters and password files. */
export function removeLeftovers(dataDir: string, dataPath: string): void {
  const parent = dirname(dataPath);
  for (const entry of existsSync(parent) ? readdirSync(parent) : []) {
    const pid = entry.startsWith(INIT_PREFIX) ? Number(entry.slice(INIT_PREFIX.length)) : NaN;
    // A live start's own folder stays (it is still initialising; the lock refuses it later).
    if (pid && (pid === process.pid || !alive(pid))) removeQuietly(join(parent, entry));
  }
  for (const entry of readdirSync(dataDir)) if (LEGACY_PWFILE.test(entry)) rmSync(join(dataDir, entry), { force: true });
}

/**
 * A cluster at `dataPath` and its password in `passwordFile`, made in a temporary folder and
 * moved into place when complete. Returns the password.
 */
export async function initialiseCluster(
  mode: RunMode,
  bins: Binaries,
  paths: { dataPath: string; passwordFile: string; logFile: string },
  onOutput: (text: string) => void,
  output: () => string,
): Promise<string> {
  const { dataPath, passwordFile, logFile } = paths;
  const temp = join(dirname(dataPath), `${INIT_PREFIX}${process.pid}`);
  const tempData = join(temp, basename(dataPath));
  const pwfile = join(temp, 'pwfile');
  rmSync(temp, { recursive: true, force: true });
  // Ctrl-C ends initdb too (same process group); whatever it leaves goes with this process.
  const removeTemp = () => rmSync(temp, { recursive: true, force: true });
  process.once('exit', removeTemp);
  try {
    const password = randomBytes(18).toString('base64url');
    // Traversable: as the `postgres` system user, initdb reads the password file in it.
    mkdirSync(temp, { recursive: true, mode: 0o755 });
    mkdirSync(tempData, { mode: 0o700 });
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (mode.kind === 'system-user') {
      chownSync(tempData, mode.uid, mode.gid);
      chownSync(pwfile, mode.uid, mode.gid);
    }
    const initdb = run(
      mode,
      bins.initdb,
      [`--pgdata=${tempData}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--no-locale'],
      onOutput,
      false,
    );
    if ((await exited(initdb)) !== 0) throw new EmbeddedPostgresError(explain(output(), dataPath, logFile));
    // The password first: a cluster in place always has its own beside it.
    writeFileSync(`${passwordFile}.new`, password, { mode: 0o600 });
    renameSync(`${passwordFile}.new`, passwordFile);
    renameSync(tempData, dataPath);
    return password;
  } finally {
    removeTemp();
    process.off('exit', removeTemp);
  }
}

/** The password of the cluster; undefined for one made before passwords were random. */
export function readPassword(passwordFile: string): string | undefined {
  return existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : undefined;
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
export async function stopOrphan(dataPath: string, lockFile: string): Promise<boolean> {
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
