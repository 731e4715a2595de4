// `make build` (and so `make start`): `npm run build` only when the sources differ from those of
// the last successful build. The sources are named by content, not by time: git's tree of the
// checked-out files (uncommitted changes included) and every untracked file git does not ignore.
// So `make start` after `make test` starts at once, a restart does not build again, and a fresh
// clone handed an earlier build of the same sources (test/fresh-clone.ts) uses it. Outside a git
// checkout, or with any output missing, it always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** What `npm run build` writes (package.json, scripts/build-services.mjs); the stamp lives beside them. */
const outputs = [
  'web/build/server/index.js',
  'web/build/client/enquiry-sync.js',
  'services/gateway/dist/main.mjs',
  'services/worker/dist/main.mjs',
  'services/core/dist/migrate.mjs',
  'services/core/dist/backup.mjs',
  'services/core/dist/restore.mjs',
  'scripts/dist/start.mjs',
];
const stamp = 'web/build/.sources';

function git(...args) {
  const run = spawnSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/** The sources' fingerprint, or undefined outside a git checkout. */
function sources() {
  if (git('rev-parse', '--is-inside-work-tree') !== 'true') return undefined;
  const commit = git('stash', 'create') || 'HEAD';
  const tree = git('rev-parse', `${commit}^{tree}`);
  if (!tree) return undefined;
  const hash = createHash('sha256').update(tree);
  const untracked = (git('ls-files', '-z', '--others', '--exclude-standard') ?? '').split('\0').filter(Boolean).sort();
  for (const file of untracked) hash.update(`\0${file}\0`).update(existsSync(file) ? readFileSync(file) : '');
  return hash.digest('hex');
}

const current = sources();
const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
if (current && built === current && outputs.every((f) => existsSync(f))) {
  console.log('build: up to date with the sources (web/build/.sources); `npm run build` builds anyway');
  process.exit(0);
}
rmSync(stamp, { force: true });
const run = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
if (current) writeFileSync(stamp, `${current}\n`);
