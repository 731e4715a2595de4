import { spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, lstatSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@northrock/core/platform';
import pg from 'pg';
import { checkDataFolder, explain, initialiseCluster, readPassword, removeLeftovers, stopOrphan } from './embedded-postgres-cluster';
import { binaries, chooseRunMode, EmbeddedPostgresError, exited, placeForSystemUser, run, USER, type RunMode } from './embedded-postgres-host';

export { EmbeddedPostgresError, RELOCATION_BASE } from './embedded-postgres-host';

/**
 * The embedded PostgreSQL of the development default (no `DATABASE_URL`): real PostgreSQL
 * binaries from the `@embedded-postgres/<platform>` package, data under `<dataDir>/postgres`
 * (how it runs as root: embedded-postgres-host.ts; how the cluster is made: embedded-postgres-cluster.ts).
 */
export interface EmbeddedPostgresHandle {
  url: string;
  /** Where the data lives (the link's target when it was relocated). */
  dataPath: string;
  /** How the server runs: as the caller, in a user namespace, or as the `postgres` system user. */
  mode: RunMode['kind'];
  stop(): Promise<void>;
}

/** What a supervised server reports: it died (restart in `in_ms`), it is back, a restart failed. */
export type SupervisionEvent =
  | { kind: 'exited'; code: number | null; signal: string | null; in_ms: number }
  | { kind: 'restarted'; down_ms: number }
  | { kind: 'restart-failed'; reason: string; in_ms: number };

export interface EmbeddedPostgresOptions {
  port?: number;
  database?: string;
  log?: (line: string) => void;
  runAs?: 'system-user';
  /** Given: the server is restarted (same port, same URL) whenever it dies, and each step reported here. */
  supervise?: (event: SupervisionEvent) => void;
}

const READY = 'database system is ready to accept connections';

/** Accepted by a cluster made before passwords were random (it has no password file). */
async function legacyPasswordWorks(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: 'postgres', database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await done;
  clearTimeout(timer);
}

/**
 * Starts (initialising on first use) the embedded PostgreSQL for `dataDir`. It stops with the
 * calling process; a server left behind by a killed start is stopped by the next one.
 * Throws `EmbeddedPostgresError` (one readable sentence) when it cannot start.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgresHandle> {
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
  const initialise = () => initialiseCluster(mode, placed.bins, { dataPath, passwordFile, logFile }, onOutput, () => output);

  removeLeftovers(dataDir, dataPath);
  const state = checkDataFolder(dataPath, bins.major);
  if (state === 'initialised' && mode.kind === 'user-namespace' && lstatSync(dataPath).uid !== 0) {
    // Made earlier as the `postgres` system user; in the namespace root's own files are the server's.
    spawnSync('chown', ['-R', '0:0', dataPath]);
  }
  let password = state === 'empty' ? await initialise() : readPassword(passwordFile);

  if (await stopOrphan(dataPath, lockFile)) log('stopped a PostgreSQL left running by an earlier start');
  writeFileSync(lockFile, String(process.pid));

  const launch = async (port: number) => {
    output = '';
    const child = run(
      mode,
      placed.bins.postgres,
      ['-D', dataPath, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onOutput,
      true,
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
    if (!ready) await halt(child);
    return { child, ready };
  };

  let port = await freePort(options.port ?? 54329);
  let server = await launch(port);
  if (!server.ready && /Address already in use/.test(output)) {
    // Taken between our check and its bind: once more on a port the OS picks.
    port = await freePort();
    server = await launch(port);
  }
  if (password === undefined) {
    // No password file: a cluster of the time of the well-known password, or one half made by
    // an interrupted start of before (its random password lost). Nobody can log in to the
    // latter, so it holds nothing: it is made again.
    const halfMade = server.ready ? !(await legacyPasswordWorks(port)) : !existsSync(join(dataPath, 'global', 'pg_control'));
    if (halfMade) {
      log('remaking a database cluster that an interrupted start left unfinished');
      await halt(server.child);
      rmSync(dataPath, { recursive: true, force: true });
      password = await initialise();
      server = await launch(port);
    } else {
      password = 'postgres';
    }
  }
  if (!server.ready) {
    rmSync(lockFile, { force: true });
    throw new EmbeddedPostgresError(explain(output, dataPath, logFile));
  }

  let stopping = false;
  let retry: NodeJS.Timeout | undefined;
  const supervise = (child: ChildProcess) => {
    const report = options.supervise;
    if (!report) return;
    let restarts = 0;
    let downSince = 0;
    const again = async () => {
      if (stopping) return;
      const next = await launch(port);
      if (stopping) return void (await halt(next.child));
      if (next.ready) {
        report({ kind: 'restarted', down_ms: Date.now() - downSince });
        server = next;
        return supervise(next.child);
      }
      restarts += 1;
      const delay = Math.min(250 * 2 ** restarts, 10_000);
      report({ kind: 'restart-failed', reason: explain(output, dataPath, logFile), in_ms: delay });
      retry = setTimeout(() => void again(), delay);
    };
    child.once('exit', (code, signal) => {
      if (stopping) return;
      downSince = Date.now();
      // Quickly at first: while it is away every write answers 503.
      report({ kind: 'exited', code, signal, in_ms: 250 });
      retry = setTimeout(() => void again(), 250);
    });
  };
  supervise(server.child);

  // If this process ends without stop() (an uncaught error, process.exit), the server follows.
  const onExit = () => server.child.kill('SIGINT');
  process.once('exit', onExit);

  const database = options.database ?? 'northrock';
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    dataPath,
    mode: mode.kind,
    async stop() {
      stopping = true;
      clearTimeout(retry);
      process.off('exit', onExit);
      await halt(server.child);
      rmSync(lockFile, { force: true });
    },
  };
}
