import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepTestBundles } from './service-bundle.mjs';

/** A pid no process has: one that just exited (pids are not reused this soon). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('sweepTestBundles', () => {
  const root = mkdtempSync(join(tmpdir(), 'northrock-bundles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("removes the bundles of test processes that are gone, and keeps a live process's and every other file", async () => {
    const dist = join(root, 'services', 'gateway', 'dist');
    mkdirSync(dist, { recursive: true });
    const gone = await deadPid();
    const files = {
      gone: join(dist, `test-${gone}-main.mjs`),
      goneMap: join(dist, `test-${gone}-main.mjs.map`),
      live: join(dist, `test-${process.pid}-main.mjs`),
      build: join(dist, 'main.mjs'),
    };
    for (const file of Object.values(files)) writeFileSync(file, '');
    // A service without a dist/ folder is passed over.
    mkdirSync(join(root, 'services', 'worker'), { recursive: true });

    sweepTestBundles(root);

    expect(existsSync(files.gone)).toBe(false);
    expect(existsSync(files.goneMap)).toBe(false);
    expect(existsSync(files.live)).toBe(true);
    expect(existsSync(files.build)).toBe(true);
  });
});
