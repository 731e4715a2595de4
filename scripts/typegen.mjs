// The website's route types (`react-router typegen` into web/.react-router/types), generated at
// most once for a given set of sources however many commands ask at the same moment: `make lint`
// and `make typecheck` both need them, and `make test` runs the two side by side. Under a lock (a
// directory: mkdir is atomic), the types are generated only when missing or older than a file
// under web/src, so one command never rewrites them while the other's TypeScript reads them.
// Run from web/ (its npm script `typegen`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const types = '.react-router/types';
const lock = '.react-router/typegen.lock';

/** The newest modification time of any file or folder below `dir` (a folder's changes when a file is removed; 0 when it does not exist). */
function newest(dir) {
  let max;
  let entries;
  try {
    max = statSync(dir).mtimeMs;
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    max = Math.max(max, e.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return max;
}

/** When the types were last generated: the stamp written after a complete run (0 when never). */
function generatedAt() {
  try {
    return statSync(join(types, '.complete')).mtimeMs;
  } catch {
    return 0;
  }
}

mkdirSync('.react-router', { recursive: true });
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    // A lock older than two minutes was left by a killed run.
    if (Date.now() > deadline || Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
let status = 0;
try {
  const at = generatedAt();
  if (at === 0 || newest('src') > at || statSync('react-router.config.ts').mtimeMs > at) {
    status = spawnSync('npx', ['react-router', 'typegen'], { stdio: 'inherit' }).status ?? 1;
    if (status === 0) {
      mkdirSync(types, { recursive: true });
      writeFileSync(join(types, '.complete'), '');
    }
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
process.exit(status);
