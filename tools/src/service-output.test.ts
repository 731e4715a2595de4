/** make start's terminal: access lines to DATA_DIR/logs/access.log, everything else (and failed requests) on the terminal. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceOutput } from './service-output';

const dir = mkdtempSync(join(tmpdir(), 'northrock-logs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the service output of make start', () => {
  it('writes access lines to the rotating file, keeps other lines and failed requests on the terminal', async () => {
    const terminal = { stdout: new PassThrough(), stderr: new PassThrough() };
    const shown = { stdout: '', stderr: '' };
    terminal.stdout.on('data', (d) => (shown.stdout += d));
    terminal.stderr.on('data', (d) => (shown.stderr += d));
    const output = serviceOutput(join(dir, 'logs'), terminal);
    const [out, err] = [new PassThrough(), new PassThrough()];
    output.attach(out, err);
    // Access lines as the gateway writes them: level first, msg last (services/core/src/platform/logger.ts).
    const ok = JSON.stringify({ level: 'info', time: '2026-11-26T15:00:00.000Z', route: '/api/services', status: 200, msg: 'access' });
    const failed = JSON.stringify({ level: 'error', time: '2026-11-26T15:00:00.000Z', route: '/api/contact', status: 503, msg: 'access' });
    const other = JSON.stringify({ level: 'info', msg: 'gateway listening' });
    // A line may arrive over two chunks.
    out.write(ok.slice(0, 20));
    out.end(`${ok.slice(20)}\n${other}\nnot json\n`);
    err.end(`${failed}\n`);
    await new Promise((r) => setTimeout(r, 100));
    await output.close();
    expect(shown.stdout).toBe(`${other}\nnot json\n`);
    expect(shown.stderr).toBe(`${failed}\n`);
    expect(readFileSync(join(dir, 'logs', 'access.log'), 'utf8')).toBe(`${ok}\n${failed}\n`);
  });
});
