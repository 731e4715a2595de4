import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '@northrock/tools/test-database';
import { isDatabaseUnavailable } from './db';

/**
 * What the edges answer with 503 and Retry-After (`isDatabaseUnavailable`), read from the errors
 * a real PostgreSQL raises: a deadlock it broke is sent again, a wrong query is not.
 */
let db: ScratchDatabase;
const clients: pg.Client[] = [];
async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  clients.push(client);
  return client;
}
beforeAll(async () => {
  db = await scratchDatabase('deadlock');
  const setup = await connect();
  await setup.query('create table t (id int primary key, n int); insert into t values (1, 0), (2, 0)');
});
afterAll(async () => {
  for (const client of clients) await client.end().catch(() => undefined);
  await db?.drop();
});

describe('isDatabaseUnavailable', () => {
  it('is true for the transaction PostgreSQL rolled back to end a deadlock (40P01), which succeeds when sent again', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('begin');
    await b.query('begin');
    await a.query('update t set n = n + 1 where id = 1');
    await b.query('update t set n = n + 1 where id = 2');
    // Each now waits for the row the other holds; PostgreSQL ends one of the two.
    const outcomes = await Promise.allSettled([a.query('update t set n = n + 1 where id = 2'), b.query('update t set n = n + 1 where id = 1')]);
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect((failed?.reason as { code?: string } | undefined)?.code).toBe('40P01');
    expect(isDatabaseUnavailable(failed!.reason)).toBe(true);
    // And as a cause, the way the ORM wraps a driver error.
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: failed!.reason }))).toBe(true);
    await a.query('rollback');
    await b.query('rollback');
  });

  it('is false for a query that is wrong, and for an error that is not the database’s', async () => {
    const c = await connect();
    const wrong = await c.query('select * from no_such_table').catch((err: unknown) => err);
    expect((wrong as { code?: string }).code).toBe('42P01');
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });

  it('is true when the server is gone (the connection refused)', async () => {
    const gone = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2_000 });
    const err = await gone.connect().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});
