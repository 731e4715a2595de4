import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';
import pg from 'pg';
import { e2eState } from './state-read';

/** A query on the test server's database. */
export async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eState().databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The worker processed lead `id`'s photos and e-mailed the staff: an .eml naming `name` in DATA_DIR/outbox. */
export async function expectStaffEmailed(id: number, name: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await query<{ done: boolean }>(
            'select photos_processed_at is not null and staff_notified_at is not null as done from contact_submissions where id = $1',
            [id],
          )
        )[0]?.done,
      { timeout: 45_000 },
    )
    .toBe(true);
  const outbox = join(e2eState().dataDir, 'outbox');
  expect(existsSync(outbox)).toBe(true);
  expect(readdirSync(outbox).some((f) => readFileSync(join(outbox, f), 'utf8').includes(name))).toBe(true);
}
