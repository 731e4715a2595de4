import { Migrator } from '@mikro-orm/migrations';
import type { EventSubscriber } from '@mikro-orm/core';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrationsList } from '../migrations/index';

export type Orm = MikroORM;
export type Em = EntityManager;

/** Advisory-lock key that serialises migrations and seeding across every starting instance. */
const MIGRATION_LOCK_KEY = 727_274_001;

/** What the ORM maps: every module's entities and the subscribers hooked on every write (services/core/src/registry). */
export interface OrmModel {
  entities: NonNullable<Options['entities']>;
  subscribers: EventSubscriber[];
}

function ormOptions(databaseUrl: string, model: OrmModel, extra: Partial<Options> = {}): Options {
  return {
    clientUrl: databaseUrl,
    entities: model.entities,
    subscribers: model.subscribers,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // Each request gets its own fork (RequestContext / em.fork()); the global one is a bug.
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    debug: false,
    ...extra,
  };
}

export async function initOrm(databaseUrl: string, model: OrmModel, extra: Partial<Options> = {}): Promise<Orm> {
  return MikroORM.init(ormOptions(databaseUrl, model, extra));
}

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so that several instances starting
 * at once migrate and seed one after the other (the later ones find nothing to do).
 */
export async function withMigrationLock<T>(databaseUrl: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Applies pending migrations (never schema sync); returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}

/** Creates the database named in `databaseUrl` when it does not exist (connects to `postgres`). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((err: { code?: string }) => {
        if (err.code !== '42P04') throw err; // created meanwhile by another instance
      });
    }
  } finally {
    await client.end();
  }
}

/** Node's words for a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when `err` (or its cause) says PostgreSQL is away rather than that the query was wrong:
 * no connection, a connection cut, or a server shutting down, starting or recovering
 * (SQLSTATE class 08 and 57P01-57P03); or a transaction PostgreSQL rolled back to end a
 * deadlock or a serialization conflict (40P01, 40001), which succeeds when sent again. The
 * edges answer it with 503 and `Retry-After`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[123]$|^40P01$|^40001$/.test(code))) return true;
    if (typeof message === 'string' && /^Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)) return true;
  }
  return false;
}

export { migrationsList };
