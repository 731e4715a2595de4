/**
 * The Makefile's install (`make deps`) under NODE_ENV=production, as `NODE_ENV=production make
 * start` runs it on a fresh clone: the build's devDependencies are installed whatever NODE_ENV
 * says, and the stamp that lets the next make skip the install exists only after a finished
 * install of them. Fast: npm plans the install from package-lock.json (`npm_config_dry_run`,
 * about 4 s) in a folder holding only what the install reads, and installs nothing.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@northrock/core/platform';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type Manifest = { workspaces?: string[]; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const manifest = (rel: string): Manifest => JSON.parse(readFileSync(join(repoRoot, rel), 'utf8')) as Manifest;

/** The Makefile, npm's inputs and the install script, with an empty node_modules/. */
function installFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'northrock-install-'));
  dirs.push(dir);
  const files = [
    'Makefile',
    'package.json',
    'package-lock.json',
    'scripts/npm-install.mjs',
    ...manifest('package.json').workspaces!.map((w) => `${w}/package.json`),
  ];
  for (const rel of files) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    cpSync(join(repoRoot, rel), join(dir, rel));
  }
  mkdirSync(join(dir, 'node_modules'));
  return dir;
}

const stamp = (dir: string) => join(dir, 'node_modules/.install-stamp');

/** `make deps` under NODE_ENV=production; `interrupt` sends Ctrl-C once npm has started. */
async function makeDeps(dir: string, interrupt = false): Promise<{ code: number | null; output: string }> {
  const child = spawn('make', ['--no-print-directory', 'deps'], {
    cwd: dir,
    // This run's PATH starts with Node 22, so the Makefile uses it and installs no Node of its own.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', npm_config_dry_run: 'true', npm_config_prefer_offline: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (d: Buffer) => {
    output += String(d);
    // make prints the install's command line as it starts it.
    if (interrupt && output.includes('npm-install.mjs ci')) {
      interrupt = false;
      process.kill(-child.pid!, 'SIGINT');
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  return { code, output };
}

describe('make deps under NODE_ENV=production', () => {
  it('installs the devDependencies the build needs, then writes the stamp', { timeout: 60_000 }, async () => {
    const dir = installFolder();
    const { code, output } = await makeDeps(dir);
    expect(code, output).toBe(0);
    const root = manifest('package.json').devDependencies!;
    const web = manifest('web/package.json').devDependencies!;
    // TS2688 named these when they were left out: the type packages and Vite's client types.
    for (const [name, version] of [
      ['@types/node', root['@types/node']],
      ['typescript', root.typescript],
      ['vite', web.vite],
    ])
      expect(output, output).toContain(`add ${name} ${version}\n`);
    expect(existsSync(stamp(dir))).toBe(true);
  });

  it('leaves no stamp after a failed or interrupted install, so the next make installs again', { timeout: 60_000 }, async () => {
    const dir = installFolder();
    // An earlier install's stamp, older than the lockfile since broken (a merge gone wrong).
    writeFileSync(stamp(dir), '');
    utimesSync(stamp(dir), new Date(2020, 0, 1), new Date(2020, 0, 1));
    writeFileSync(join(dir, 'package-lock.json'), '{"name": "northrock",');
    const failed = await makeDeps(dir);
    expect(failed.code, failed.output).not.toBe(0);
    expect(failed.output).toMatch(/npm ci failed .*then run make again/);
    expect(existsSync(stamp(dir)), 'stamp after a failed install').toBe(false);

    cpSync(join(repoRoot, 'package-lock.json'), join(dir, 'package-lock.json'));
    const interrupted = await makeDeps(dir, true);
    expect(interrupted.code, interrupted.output).not.toBe(0);
    expect(existsSync(stamp(dir)), 'stamp after an interrupted install').toBe(false);

    const again = await makeDeps(dir);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('npm-install.mjs ci');
    expect(existsSync(stamp(dir))).toBe(true);
  });

  it('installs again where an earlier install left the build tools out, even with a fresh stamp', { timeout: 60_000 }, async () => {
    const dir = installFolder();
    // What `npm ci` under NODE_ENV=production left: a stamp newer than every package.json, no Vite.
    writeFileSync(stamp(dir), '');
    const { code, output } = await makeDeps(dir);
    expect(code, output).toBe(0);
    expect(output).toContain(`add vite ${manifest('web/package.json').devDependencies!.vite}\n`);
  });
});
