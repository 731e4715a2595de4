/**
 * A fresh clone as a newcomer gets it, for the tests that run make targets in one
 * (test/start-anywhere.test.ts, test/first-command.test.ts).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@northrock/core/platform';

/** What `npm run build` writes, with the stamp of the sources it was built from (scripts/build.mjs). */
const builtOutputs = ['web/build', 'services/core/dist', 'services/gateway/dist', 'services/worker/dist', 'scripts/dist'];

/**
 * Clones what is checked out (uncommitted changes to tracked files included) into `dir`, with
 * the installed packages and the local Node as hard links and a fresh stamp so make skips
 * `npm ci`. With `owner`, the clone becomes that user's: its folders and checked-out files (the
 * hard-linked files stay shared, read-only to them, as an install would leave them readable).
 * With `build`, the checkout's build comes along (see below).
 */
export function cloneInto(dir: string, owner?: { uid: number; gid: number }, options: { build?: boolean } = {}): void {
  const git = (args: string[], cwd = repoRoot) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  const head = git(['stash', 'create']) || git(['rev-parse', 'HEAD']);
  git(['clone', '--quiet', '--no-checkout', repoRoot, dir]);
  git(['-c', 'advice.detachedHead=false', 'checkout', '--quiet', head], dir);
  if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
  const installed = [
    'node_modules',
    '.tools',
    'tools/node_modules',
    ...readdirSync(join(repoRoot, 'services')).map((s) => join('services', s, 'node_modules')),
    'web/node_modules',
  ];
  for (const rel of installed) {
    if (!existsSync(join(repoRoot, rel))) continue;
    execFileSync('cp', ['-al', join(repoRoot, rel), join(dir, rel)]);
    if (owner) execFileSync('find', [join(dir, rel), '-type', 'd', '-exec', 'chown', `${owner.uid}:${owner.gid}`, '{}', '+']);
  }
  // The checkout's build (copies: a build in the clone must not write through to it), which
  // `make build` in the clone then uses as is when its sources are the same (scripts/build.mjs).
  if (options.build) {
    for (const rel of builtOutputs) {
      if (existsSync(join(repoRoot, rel))) execFileSync('cp', ['-a', join(repoRoot, rel), join(dir, rel)]);
    }
    if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, ...builtOutputs.map((rel) => join(dir, rel)).filter((p) => existsSync(p))]);
  }
  rmSync(join(dir, 'node_modules/.install-stamp'), { force: true });
  writeFileSync(join(dir, 'node_modules/.install-stamp'), '');
  if (owner) chownSync(join(dir, 'node_modules/.install-stamp'), owner.uid, owner.gid);
}

/** The machine's PATH without the Node this test run uses: the clone's Makefile picks its own. */
export function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(':')
    .filter((p) => !p.includes('/.tools/'))
    .join(':');
}

/** Stops a command started `detached` (its own process group) as Ctrl-C does, then waits for the whole group. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGINT');
  await gone;
  // The product's own processes finish their shutdown after make has gone.
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid!, 'SIGKILL');
}
