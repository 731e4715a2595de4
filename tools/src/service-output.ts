import type { Readable, Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import { createStream, type RotatingFileStream } from 'rotating-file-stream';

/**
 * `make start`'s terminal: the services' own lines as they are, the access log (one JSON line
 * per request) in `<logsDir>/access.log` instead, rotated at 10 MB, 5 files kept. A request
 * that failed (the access line at error level, a 5xx) is shown on the terminal too. In a
 * container nothing of this runs: the gateway writes every line, access log included, to stdout.
 */
export interface ServiceOutput {
  /** Passes one service's stdout and stderr through, the access lines to the file. */
  attach(stdout: Readable, stderr: Readable): void;
  close(): Promise<void>;
}

/**
 * An access line's level, or undefined for any other line. The gateway writes access lines
 * itself (services/core/src/platform/logger.ts `accessLine`): `{"level":"<level>",` first and
 * `"msg":"access"}` last, so two string checks tell them apart without parsing every line.
 */
function accessLevel(line: string): string | undefined {
  if (!line.endsWith('"msg":"access"}') || !line.startsWith('{"level":"')) return undefined;
  return line.slice(10, line.indexOf('"', 10));
}

export function serviceOutput(logsDir: string, terminal: { stdout: Writable; stderr: Writable } = process): ServiceOutput {
  let file: RotatingFileStream | undefined;
  const accessFile = () => (file ??= createStream('access.log', { path: logsDir, size: '10M', maxFiles: 5 }));
  const pass = (from: Readable, to: Writable) => {
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
      const level = accessLevel(line);
      if (level !== undefined) accessFile().write(`${line}\n`);
      if (level === undefined || level === 'error') to.write(`${line}\n`);
    });
  };
  return {
    attach(stdout, stderr) {
      pass(stdout, terminal.stdout);
      pass(stderr, terminal.stderr);
    },
    close: () => new Promise<void>((resolve) => (file ? file.end(() => resolve()) : resolve())),
  };
}
