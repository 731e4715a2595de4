import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, type Orm } from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';

/**
 * Test databases. The server is, in order: the one named by `DATABASE_URL`; a
 * testcontainers PostgreSQL when a Docker engine answers; the embedded PostgreSQL.
 * `test/global-setup.ts` picks it once per run and publishes it as `TEST_PG_SERVER_URL`;
 * every test file then works in a fresh database of its own.
 */
function testServerUrl(): string {
  const url = process.env.TEST_PG_SERVER_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('No test PostgreSQL: run the tests through vitest (test/global-setup.ts)');
  return url;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function scratchDatabase(prefix = 'test', serverUrl = testServerUrl()): Promise<ScratchDatabase> {
  const name = `nr_${prefix}_${randomBytes(5).toString('hex')}`.toLowerCase();
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A fresh, migrated database with an ORM on it; `close()` drops it. */
export async function migratedTestDatabase(prefix = 'test'): Promise<{ orm: Orm; url: string; close(): Promise<void> }> {
  const db = await scratchDatabase(prefix);
  const orm = await createOrm(db.url, { pool: { min: 0, max: 5 } });
  await migrate(orm);
  return {
    orm,
    url: db.url,
    async close() {
      await orm.close(true);
      await db.drop();
    },
  };
}

/** One query on a connection of its own (closed after), for tests that restart the server under it. */
export async function queryOnce(url: string, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
