/**
 * The Makefile's installs with the machine's npm settings: when it puts the Node of .tools/
 * first on PATH, npm still reads the machine's global npmrc (proxy, CA, registry mirror); and a
 * failed install ends in one sentence naming the cause and the fix. Fast: no real install.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '@northrock/core/platform';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'northrock-npm-'));
  dirs.push(dir);
  return dir;
}

/** The machine's PATH without the Node this test run uses. */
const machinePath = (process.env.PATH ?? '')
  .split(':')
  .filter((p) => !p.includes('/.tools/'))
  .join(':');
const machineNode = spawnSync('node', ['-p', 'process.versions.node.split(".")[0]'], { env: { PATH: machinePath }, encoding: 'utf8' });
const machineNpm = spawnSync('sh', ['-c', 'command -v npm'], { env: { PATH: machinePath }, encoding: 'utf8' }).stdout.trim();

describe('npm with the machine settings', () => {
  // Only where the Makefile switches Node (the machine's is older than 22), as on these machines.
  it.runIf(Number(machineNode.stdout) < 22 && machineNpm)('keeps the global npmrc the machine npm reads when make switches to the Node in .tools/', () => {
    const dir = tempDir();
    const npmrc = join(dir, 'machine-npmrc');
    writeFileSync(npmrc, 'registry=http://registry.machine-mirror.test/\n');
    // The machine's npm, as if installed so that its global npmrc is that file.
    const shim = join(dir, 'bin');
    execFileSync('mkdir', [shim]);
    writeFileSync(
      join(shim, 'npm'),
      `#!/bin/sh\nif [ "$*" = "config get globalconfig" ] && [ -z "$npm_config_globalconfig" ]; then echo ${npmrc}; exit 0; fi\nexec ${machineNpm} "$@"\n`,
    );
    chmodSync(join(shim, 'npm'), 0o755);
    const out = execFileSync('make', ['-s', '--no-print-directory', 'npm-config'], {
      cwd: repoRoot,
      env: { PATH: `${shim}:${machinePath}`, HOME: dir },
      encoding: 'utf8',
    });
    expect(out).toMatch(/^node v2[2-9]\./);
    expect(out).toContain(`global npmrc: ${npmrc}`);
    expect(out).toContain('registry: http://registry.machine-mirror.test/');
  });

  /** `node scripts/npm-install.mjs install` of one package from `registry`, in an empty project. */
  async function failedInstall(registry: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const dir = tempDir();
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'probe', version: '1.0.0', private: true, dependencies: { 'left-pad': '1.3.0' } }));
    writeFileSync(join(dir, 'global-npmrc'), '');
    const child = spawn(process.execPath, [join(repoRoot, 'scripts/npm-install.mjs'), 'install', '--no-package-lock', '--loglevel=error'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        npm_config_registry: registry,
        npm_config_cache: join(dir, 'cache'),
        npm_config_globalconfig: join(dir, 'global-npmrc'),
        npm_config_userconfig: join(dir, 'user-npmrc'),
        npm_config_fetch_retries: '0',
        npm_config_update_notifier: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    return { code, stdout, stderr };
  }

  it('names an untrusted certificate (a proxy that inspects HTTPS) and the fix, in one sentence', async () => {
    const dir = tempDir();
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      {
        stdio: 'ignore',
      },
    );
    const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_req, res) => res.end('{}'));
    const port = await freePort();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      const { code, stdout, stderr } = await failedInstall(`https://127.0.0.1:${port}/`);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      const lines = stderr.trim().split('\n');
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^npm does not trust the certificate of https:\/\/127\.0\.0\.1:\d+ \([A-Z_]*CERT[A-Z_]*\): .*cafile=.*NODE_EXTRA_CA_CERTS.*then run make again/,
      );
    } finally {
      server.close();
    }
  });

  it('names a registry it cannot reach and the fix, in one sentence', async () => {
    const { code, stderr } = await failedInstall(`http://127.0.0.1:${await freePort()}/`);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n'), stderr).toHaveLength(1);
    expect(stderr.trim()).toMatch(/^npm could not reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\): .*proxy.*registry.*then run make again/);
  });
});
