import type { Readable, Writable } from 'node:stream';
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
  // A busy gateway sends many lines per chunk: each chunk's access lines go to the file in one
  // write, and the rest to the terminal in one, instead of a write (and an event) per line.
  const pass = (from: Readable, to: Writable) => {
    let partial = '';
    const flush = (text: string) => {
      const lines = text.split('\n');
      let access = '';
      let shown = '';
      for (let line of lines) {
        if (line.endsWith('\r')) line = line.slice(0, -1);
        const level = accessLevel(line);
        if (level !== undefined) access += `${line}\n`;
        if (level === undefined || level === 'error') shown += `${line}\n`;
      }
      if (access) accessFile().write(access);
      if (shown) to.write(shown);
    };
    from.setEncoding('utf8');
    from.on('data', (chunk: string) => {
      const text = partial + chunk;
      const end = text.lastIndexOf('\n');
      partial = text.slice(end + 1);
      if (end >= 0) flush(text.slice(0, end));
    });
    from.on('end', () => {
      if (partial) flush(partial);
      partial = '';
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
