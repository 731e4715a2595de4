import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, type Orm } from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';

/**
 * Test databases. The server is, in order: the one named by `DATABASE_URL`; a
 * testcontainers PostgreSQL when a Docker engine answers; the embedded PostgreSQL.
 * `test/global-setup.ts` picks it once per run and publishes it as `TEST_PG_SERVER_URL`;
 * every test file then works in a fresh database of its own. The migrations run once per
 * run, into a template database (`migratedTemplate`, published as `TEST_PG_TEMPLATE`); each
 * file's migrated database is a copy of it (`CREATE DATABASE ... TEMPLATE`, tens of
 * milliseconds instead of a second or more of migrations).
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

/** A new empty database (or, with `template`, a copy of that database) on the test server; `drop()` removes it. */
export async function scratchDatabase(prefix = 'test', serverUrl = testServerUrl(), template?: string): Promise<ScratchDatabase> {
  const name = `nr_${prefix}_${randomBytes(5).toString('hex')}`.toLowerCase();
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
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

/**
 * Once per test run (test/global-setup.ts): a database with every migration applied, that the
 * files' databases copy. Nothing connects to it afterwards (PostgreSQL copies a template only
 * while no session is connected to it); `drop()` removes it at the end of the run.
 */
export async function migratedTemplate(serverUrl: string): Promise<ScratchDatabase & { name: string }> {
  const db = await scratchDatabase('template', serverUrl);
  const orm = await createOrm(db.url, { pool: { min: 0, max: 2 } });
  try {
    await migrate(orm);
  } catch (err) {
    await orm.close(true);
    await db.drop();
    throw err;
  }
  await orm.close(true);
  return { ...db, name: new URL(db.url).pathname.slice(1) };
}

/**
 * A fresh, migrated database with an ORM on it; `close()` drops it. A copy of the run's template
 * when there is one; the migrations then find nothing left to apply (which proves the copy current).
 */
export async function migratedTestDatabase(prefix = 'test'): Promise<{ orm: Orm; url: string; close(): Promise<void> }> {
  const db = await scratchDatabase(prefix, testServerUrl(), process.env.TEST_PG_TEMPLATE || undefined);
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
