import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `make bench-api` (scripts/bench-api.ts) reads from the web and the product's files. */

/** The web's public GraphQL reads, as its pages send them (printed with the web's own `~/` paths). */
export function webPublicQueries(): { name: string; query: string; slug: boolean }[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'web/src/app/print-public-read-queries.ts'], {
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: 'web/tsconfig.json' },
  });
  return out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { name: string; query: string; slug: boolean });
}

/** The access lines the supervisor wrote (access.log and the files it rotated), and their bytes. */
export function accessLines(dataDir: string): { lines: number; bytes: number } {
  const dir = join(dataDir, 'logs');
  let lines = 0;
  let bytes = 0;
  for (const file of readdirSync(dir).filter((f) => f.includes('access.log'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    bytes += text.length;
    for (const line of text.split('\n')) if (line.endsWith('"msg":"access"}')) lines++;
  }
  return { lines, bytes };
}
