import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runningEmbeddedPostgres } from './embedded-postgres-running';
import { queryOnce } from './test-database';

/** `make backup` beside a running `make start`: it finds that server instead of starting a second one on its files. */
describe('runningEmbeddedPostgres', () => {
  const dir = mkdtempSync(join(tmpdir(), 'northrock-pg-running-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers the URL of the server a start runs on DATA_DIR, and nothing once it stopped', async () => {
    expect(runningEmbeddedPostgres(dir)).toBeUndefined();
    const server = await startEmbeddedPostgres(dir, { database: 'postgres' });
    try {
      const url = runningEmbeddedPostgres(dir, 'postgres');
      expect(url).toBeDefined();
      expect(await queryOnce(url!, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await server.stop();
    }
    expect(runningEmbeddedPostgres(dir)).toBeUndefined();
  }, 60_000);
});
