export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function serialize(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/** One JSON line per event on stdout/stderr: what container platforms collect. */
export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}): Logger {
  const write = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields: Record<string, unknown> = {}) => {
    if (rank[lvl] < rank[level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg, ...base };
    for (const [k, v] of Object.entries(fields)) entry[k] = serialize(v);
    (lvl === 'error' || lvl === 'warn' ? process.stderr : process.stdout).write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}
