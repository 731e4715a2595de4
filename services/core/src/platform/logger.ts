import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';

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

const pinos = new WeakMap<Logger, Pino>();

function wrap(p: Pino): Logger {
  const log: Logger = {
    debug: (m, f) => p.debug(serialize(f), m),
    info: (m, f) => p.info(serialize(f), m),
    warn: (m, f) => p.warn(serialize(f), m),
    error: (m, f) => p.error(serialize(f), m),
    child: (fields) => wrap(p.child(serialize(fields))),
  };
  pinos.set(log, p);
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
  const streams =
    destination ??
    pino.multistream(
      [
        { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
      ],
      { dedupe: true },
    );
  return wrap(
    pino(
      {
        level,
        base,
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        redact: { paths: redactPaths, censor: REDACTED },
      },
      streams,
    ),
  );
}

/** An incoming `X-Request-Id` worth keeping (a proxy's or a client's), else undefined. */
const saneRequestId = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

/** Signed links carry their capability in `?token=`: the access log keeps the path, not the key. */
function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&](?:token|access_token)=)[^&]*/g, `$1${REDACTED}`);
}

export type AccessLog = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The access log: one line per answered request (`request completed`, error level for a 5xx),
 * with its method, URL, status and time. Each request gets an id (a sane incoming
 * `X-Request-Id`, else a new UUID), answered in `X-Request-Id` and carried by every line
 * logged through `requestLog(req)`.
 */
export function createAccessLog(log: Logger): AccessLog {
  const logger = pinos.get(log) ?? pino({ level: 'silent' });
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'request_id' },
    // The request's own lines carry its id only; the access line has the whole request.
    quietReqLogger: true,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; headers?: Record<string, unknown>; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        user_agent: req.headers?.['user-agent'],
        headers: req.headers,
        remote_address: req.remoteAddress,
      }),
      res: (res: { statusCode?: number; headers?: Record<string, unknown> }) => ({ status: res.statusCode, headers: res.headers }),
    },
  });
  return (req, res) => middleware(req, res);
}

/** The request's logger: every line carries its `request_id` (the given logger when the access log did not see it). */
export function requestLog(req: IncomingMessage, fallback: Logger): Logger {
  const p = (req as { log?: Pino }).log;
  return p ? wrap(p) : fallback;
}

/** The id the access log gave the request, if any. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  const id = (req as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}
