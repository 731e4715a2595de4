import pg from 'pg';

/**
 * Runs `fn` while holding session advisory lock `key` on a connection of its own (a pooled
 * connection would hand the lock to whoever borrows it next), or does not run it when another
 * process holds the lock. The lock ends with the connection: a process that dies frees it.
 */
export async function tryWithAdvisoryLock<T>(databaseUrl: string, key: number, fn: () => Promise<T>): Promise<{ locked: false } | { locked: true; value: T }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return { locked: false };
    try {
      return { locked: true, value: await fn() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
