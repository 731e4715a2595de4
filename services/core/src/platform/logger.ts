import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger as Pino } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** What the services log through; pino behind it (this adapter is the only importer). */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const REDACTED = '[redacted]';
/** Secrets never written: credentials in headers, and password or token fields at the top or one level down (a logged body). */
const secretFields = ['password', 'current_password', 'new_password', 'token', 'access_token', 'refresh_token', 'form_token', 'secret'];
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-metrics-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...secretFields,
  ...secretFields.map((f) => `*.${f}`),
];

/** Errors in any field become their type, message and stack (JSON would drop them to `{}`). */
function serialize(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!fields) return {};
  const out: Record<string, unknown> = {};
  // `err` is pino's own (its serializer knows errors).
  for (const [k, v] of Object.entries(fields)) out[k] = v instanceof Error && k !== 'err' ? pino.stdSerializers.err(v) : v;
  return out;
}

/**
 * Where a logger's access lines go. They are written without pino: their fields are fixed and
 * hold no secret (redaction cost several times the rest of the line on the cached reads'
 * path), and the line's length is known before it is written.
 */
interface AccessSink {
  info: boolean;
  error: boolean;
  /** The logger's base and child fields. */
  fields: Record<string, unknown>;
  /** Where info lines go (stdout, asynchronously), and error lines (stderr). */
  out: LogDestination;
  err: LogDestination;
}

const accessSinks = new WeakMap<Logger, AccessSink>();

function wrap(p: Pino, sink: AccessSink): Logger {
  const log: Logger = {
    debug: (m, f) => p.debug(serialize(f), m),
    info: (m, f) => p.info(serialize(f), m),
    warn: (m, f) => p.warn(serialize(f), m),
    error: (m, f) => p.error(serialize(f), m),
    child: (fields) => wrap(p.child(serialize(fields)), { ...sink, fields: { ...sink.fields, ...serialize(fields) } }),
  };
  accessSinks.set(log, sink);
  return log;
}

/** Where lines go instead of stdout/stderr (tests read them): each `write` is one JSON line. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * One JSON line per event (what container platforms collect): `level` as a word, an ISO
 * `time`, `msg`, the `base` fields (`service`) and the event's own; debug and info on stdout,
 * warn and error on stderr (or all to `destination`). `silent` writes nothing (the tests' level).
 */
export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}, destination?: LogDestination): Logger {
  const out = destination ?? pino.destination({ dest: 1, sync: true });
  const access = destination ?? asyncStdout();
  const err = destination ?? pino.destination({ dest: 2, sync: true });
  const streams =
    destination ??
    pino.multistream(
      [
        { level: 'debug', stream: out },
        { level: 'warn', stream: err },
      ],
      { dedupe: true },
    );
  const p = pino(
    {
      level,
      base,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: REDACTED },
    },
    streams,
  );
  return wrap(p, { info: p.isLevelEnabled('info'), error: p.isLevelEnabled('error'), fields: base, out: access, err });
}

let stdoutAsync: ReturnType<typeof pino.destination> | undefined;
/**
 * Stdout for the access lines: written asynchronously, so a request never waits for the pipe
 * (the lines written while one write is under way go out together in the next). What is
 * still buffered is written when the process exits.
 */
function asyncStdout(): LogDestination {
  if (!stdoutAsync) {
    const stream = pino.destination({ dest: 1, sync: false });
    process.once('exit', () => {
      try {
        stream.flushSync();
      } catch {
        // stdout already closed: nothing left to write to
      }
    });
    stdoutAsync = stream;
  }
  return stdoutAsync;
}

/** An incoming `X-Request-Id` worth keeping (a proxy's or a client's), else undefined. */
const saneRequestId = /^[A-Za-z0-9._:@/+=-]{8,64}$/;

/** What the gateway learns about a request while answering it, written on its access line. */
interface AccessFields {
  /** The route template (`/api/services/:slug`), never the raw path. */
  route?: string;
  /** The public read cache: `hit`, `miss`, or `none` (not a cached read). */
  cache?: 'hit' | 'miss' | 'none';
  /** The GraphQL operation's name. */
  gql_operation?: string;
  /** The signed-in admin's id. */
  admin_id?: number;
}

interface AccessRecord extends AccessFields {
  id: string;
  start: number;
  /** The connection's byte count when the request arrived. */
  sentBefore: number;
}

const ACCESS = Symbol('access');
type Tracked = IncomingMessage & { [ACCESS]?: AccessRecord };

interface AccessLogOptions {
  /** The client's address, as the rate limits count it. */
  clientIp(req: IncomingMessage): string;
  /** The route of a request no handler named (e.g. its mount point), else `*`. */
  fallbackRoute?(req: IncomingMessage): string | undefined;
}

export type AccessLog = (req: IncomingMessage, res: ServerResponse) => void;

const clip = (value: string | undefined, max: number) => (value && value.length > max ? `${value.slice(0, max - 3)}...` : value);

/** An access line's bound in bytes, newline excluded. */
export const ACCESS_LINE_MAX = 350;
/** Values that give way, first to last, when a line would pass its bound. */
const shortened = ['gql_operation', 'route', 'request_id'] as const;

function accessLine(sink: AccessSink, level: 'info' | 'error', fields: Record<string, unknown>): string {
  const line = () => JSON.stringify({ level, time: new Date().toISOString(), ...sink.fields, ...fields, msg: 'access' });
  let text = line();
  for (const key of shortened) {
    const over = Buffer.byteLength(text) - ACCESS_LINE_MAX;
    if (over <= 0) break;
    const value = fields[key];
    if (typeof value !== 'string') continue;
    fields[key] = clip(value, Math.max(4, value.length - over));
    text = line();
  }
  return `${text}\n`;
}

/**
 * The access log: one flat line per request (`msg: "access"`, error level for a 5xx) with
 * `method`, `route`, `status`, `duration_ms`, `bytes` (sent on the connection, headers
 * included), `client_ip`, `request_id`, `cache`, and `gql_operation` / `admin_id` when known;
 * no headers, no query string, at most ACCESS_LINE_MAX bytes (long values cut). Each request
 * gets an id (a sane incoming `X-Request-Id`, else a new UUID), answered in `X-Request-Id`.
 */
export function createAccessLog(log: Logger, opts: AccessLogOptions): AccessLog {
  const sink = accessSinks.get(log);
  return (req, res) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    const record: AccessRecord = { id, start: performance.now(), sentBefore: req.socket?.bytesWritten ?? 0 };
    (req as Tracked)[ACCESS] = record;
    if (!sink?.error) return;
    res.once('close', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : 'info';
      if (!sink[level]) return;
      const fields = {
        method: req.method,
        route: clip(record.route ?? opts.fallbackRoute?.(req) ?? '*', 80),
        status,
        duration_ms: Math.round((performance.now() - record.start) * 10) / 10,
        bytes: (req.socket?.bytesWritten ?? record.sentBefore) - record.sentBefore,
        client_ip: opts.clientIp(req),
        request_id: id,
        cache: record.cache ?? 'none',
        gql_operation: clip(record.gql_operation, 48),
        admin_id: record.admin_id,
        // The client went away before the whole answer was sent.
        aborted: res.writableFinished ? undefined : true,
      };
      (level === 'error' ? sink.err : sink.out).write(accessLine(sink, level, fields));
    });
  };
}

/** Adds what a handler knows (route, cache, operation, admin) to the request's access line. */
export function noteAccess(req: IncomingMessage, fields: AccessFields): void {
  const record = (req as Tracked)[ACCESS];
  if (record) Object.assign(record, fields);
}

/** The request's logger: every line carries its `request_id` (the given logger when the access log did not see it). */
export function requestLog(req: IncomingMessage, fallback: Logger): Logger {
  const id = requestIdOf(req);
  return id ? fallback.child({ request_id: id }) : fallback;
}

/** The id the access log gave the request, if any. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return (req as Tracked)[ACCESS]?.id;
}
