import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Redis } from 'ioredis';
import { bumpVersionOnContentWrites } from '@northrock/core/registry';
import { type ContentVersion, createContentVersion, type Orm } from '@northrock/core/platform';

/**
 * Root query fields that read public content and answer the same to everyone (the GraphQL
 * twins of the public REST reads). Each module adds its own where it defines the field.
 */
export const publicReadFields = new Set<string>();

/** The public REST reads: `GET /api/<path>` with no query string. */
const publicRestPath = /^\/api\/(services|materials|property-types|differentiators|testimonials|video-reels|site-settings|blog(\/[\w-]{1,120})?)$/;

/** Headers that belong to one response, not to the cached representation. */
const perResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'cache-control',
  'x-request-id',
]);

interface Variant {
  body: Buffer;
  etag: string;
  /** `writeHead` headers, flat: name, value, name, value ... */
  headers: string[];
  headers304: string[];
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  version: string;
  identity: Variant;
  gzip: Variant;
  br: Variant;
}

export interface PublicReadCacheOptions {
  version: Pick<ContentVersion, 'current'>;
  /** Distinct answers kept (GraphQL documents and blog slugs make the key space open). */
  maxEntries?: number;
}

export interface PublicReadCache {
  /**
   * Answers `GET /api/<public read>` from the cache before Express sees the request (the
   * cheapest path the machine has); calls `fallback` (Express) on a miss. False when the
   * request is not a public read.
   */
  tryRest(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean;
  /**
   * First middleware of the API router, after compression and the security headers: a
   * public read the cache missed is captured there, as the ordinary route answers it.
   */
  restMiss: RequestHandler;
  /** After the GraphQL router's JSON parser: public queries from the cache. */
  graphql: RequestHandler;
  /** Server rendering's in-process reads of public queries, kept under the same version. */
  memo<T>(document: DocumentNode, variables: unknown, compute: () => Promise<T>): Promise<T>;
  /** Entries held (tests). */
  readonly size: number;
}

const strongEtag = (body: Buffer, suffix: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Preferred encoding the client accepts: Brotli, then gzip, else none. */
function encodingFor(req: IncomingMessage): Encoding {
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted !== 'string') return 'identity';
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'gzip';
  return 'identity';
}

/** The operation a request runs, when it only reads public fields (else null). */
function publicOperation(document: DocumentNode, operationName: unknown): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = typeof operationName === 'string' ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!op || op.operation !== 'query') return null;
  const onlyPublic = op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && publicReadFields.has(s.name.value));
  return onlyPublic ? op : null;
}

/**
 * The answers of public reads, kept serialized and compressed (identity, gzip, Brotli) with a
 * strong ETag, and served while the content version they were made under is current
 * (services/core/src/platform/content-version.ts): every admin write moves it, in any gateway
 * process, so the next request after a save reads the database again.
 *
 * A miss goes through the ordinary route (same handler, headers and body as without the
 * cache); its answer is captured and stored under the version read before the handler ran,
 * so a write that lands during the read leaves an entry no later request will use.
 */
export function createPublicReadCache(opts: PublicReadCacheOptions): PublicReadCache {
  const maxEntries = opts.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  const memos = new Map<string, { version: string; value: Promise<unknown> }>();
  /** GraphQL documents already judged, by their text: parsing once per document, not per request. */
  const judged = new Map<string, boolean>();
  const documentKeys = new WeakMap<DocumentNode, string | null>();
  /** REST reads the cache missed, waiting for Express to answer them. */
  const misses = new WeakMap<IncomingMessage, { key: string; version: string; encoding: Encoding }>();

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    if (map.size >= maxEntries && !map.has(key)) map.delete(map.keys().next().value as K);
    map.set(key, value);
  };

  /**
   * `direct`: nothing else wraps the response (the REST fast path), so the flat header list
   * goes to `writeHead` as is; otherwise each header is set, for the middleware that watch them.
   */
  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, end: ServerResponse['end'], encoding: Encoding, direct: boolean) {
    const variant = entry[encoding];
    const inm = req.headers['if-none-match'];
    const notModified = etagMatches(inm, variant.etag);
    const headers = notModified ? variant.headers304 : variant.headers;
    if (direct) res.writeHead(notModified ? 304 : 200, headers);
    else {
      res.statusCode = notModified ? 304 : 200;
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    }
    const finish = end as (this: ServerResponse, body?: Buffer) => ServerResponse;
    if (notModified) finish.call(res);
    else finish.call(res, variant.body);
  }

  function makeEntry(version: string, res: Response, body: Buffer): Entry {
    const base: string[] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (perResponseHeaders.has(name) || value === undefined) continue;
      // A CSP nonce belongs to one HTML document; a cached JSON answer carries none.
      const text = Array.isArray(value) ? value.join(', ') : String(value);
      base.push(name, name === 'content-security-policy' ? text.replace(/ 'nonce-[^']*'/g, '') : text);
    }
    // Kept by the browser and revalidated: a repeat visit costs a 304 when nothing changed.
    base.push('cache-control', 'no-cache', 'vary', 'Accept-Encoding');
    const variant = (data: Buffer, encoding: string | null, suffix: string): Variant => {
      const etag = strongEtag(body, suffix);
      const headers = [...base, 'etag', etag, 'content-length', String(data.length)];
      if (encoding) headers.push('content-encoding', encoding);
      return { body: data, etag, headers, headers304: [...base, 'etag', etag] };
    };
    return {
      version,
      identity: variant(body, null, ''),
      gzip: variant(gzipSync(body, { level: 9 }), 'gzip', '-gz'),
      br: variant(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }), 'br', '-br'),
    };
  }

  /**
   * Lets the ordinary route answer, holding its body back; a 200 JSON answer becomes an
   * entry and is sent from it (with its ETag), anything else is sent as it was.
   */
  function captureThenSend(key: string, version: string, req: Request, res: Response, next: NextFunction, how: ServeOptions) {
    const write = res.write;
    const end = res.end;
    const writeHead = res.writeHead;
    const chunks: Buffer[] = [];
    // Headers stay unsent until the body is known (graphql-yoga writes its head first).
    res.writeHead = function (status: number, ...rest: unknown[]) {
      res.statusCode = status;
      const headers = rest.find((r) => typeof r === 'object' && r !== null);
      if (Array.isArray(headers)) {
        const flat = headers.flat() as string[];
        for (let i = 0; i < flat.length; i += 2) res.setHeader(flat[i]!, flat[i + 1]!);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
      }
      return res;
    } as Response['writeHead'];
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
      chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    } as Response['write'];
    res.end = function (chunk?: unknown, encoding?: unknown) {
      res.write = write;
      res.end = end;
      res.writeHead = writeHead;
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
      const body = Buffer.concat(chunks);
      const type = String(res.getHeader('content-type') ?? '');
      if (res.statusCode === 200 && type.startsWith('application/') && type.includes('json') && !res.getHeader('content-encoding') && how.accept(body)) {
        const entry = makeEntry(version, res, body);
        remember(entries, key, entry);
        // The entry's headers replace the route's; the request's own id stays.
        for (const name of res.getHeaderNames()) if (name !== 'x-request-id') res.removeHeader(name);
        send(req, res, entry, end, how.encoding, false);
      } else {
        (end as (this: Response, body: Buffer) => Response).call(res, body);
      }
      return res;
    } as Response['end'];
    next();
  }

  interface ServeOptions {
    encoding: Encoding;
    /** No other middleware wraps the response yet. */
    direct: boolean;
    accept(body: Buffer): boolean;
  }

  async function serve(key: string, req: Request, res: Response, next: NextFunction, how: ServeOptions) {
    const version = await opts.version.current();
    if (version === null) return next();
    const hit = entries.get(key);
    if (hit?.version === version) return send(req, res, hit, res.end, how.encoding, how.direct);
    captureThenSend(key, version, req, res, next, how);
  }

  const everyBody = () => true;
  /** A GraphQL answer with errors (a failed read) is never kept. */
  const withoutErrors = (body: Buffer) => !body.includes('"errors"');
  let documentIds = 0;

  return {
    tryRest(req, res, fallback) {
      const url = req.url ?? '';
      if (req.method !== 'GET' || !publicRestPath.test(url) || req.headers.authorization) return false;
      const encoding = encodingFor(req);
      opts.version.current().then(
        (version) => {
          const hit = version === null ? undefined : entries.get(url);
          if (hit?.version === version) return send(req, res, hit, res.end, encoding, true);
          // Express still runs (its middleware wrap the response): `restMiss` captures the answer.
          if (version !== null) misses.set(req, { key: url, version, encoding });
          fallback();
        },
        () => fallback(),
      );
      return true;
    },
    restMiss(req, res, next) {
      const miss = misses.get(req);
      if (!miss) return next();
      misses.delete(req);
      captureThenSend(miss.key, miss.version, req, res, next, { encoding: miss.encoding, direct: false, accept: everyBody });
    },
    graphql(req, res, next) {
      const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
      if (req.method !== 'POST' || req.headers.authorization || typeof body?.query !== 'string' || body.query.length > 8000) return next();
      const query = body.query;
      let cacheable = judged.get(query);
      if (cacheable === undefined) {
        try {
          cacheable = publicOperation(parse(query), body.operationName) !== null;
        } catch {
          cacheable = false;
        }
        remember(judged, query, cacheable);
      }
      if (!cacheable) return next();
      const key = `graphql ${JSON.stringify([query, body.operationName ?? null, body.variables ?? null])}`;
      serve(key, req, res, next, { encoding: encodingFor(req), direct: false, accept: withoutErrors }).catch(next);
    },
    async memo<T>(document: DocumentNode, variables: unknown, compute: () => Promise<T>): Promise<T> {
      let docKey = documentKeys.get(document);
      if (docKey === undefined) {
        docKey = publicOperation(document, undefined) ? `document ${++documentIds}` : null;
        documentKeys.set(document, docKey);
      }
      if (docKey === null) return compute();
      const version = await opts.version.current();
      if (version === null) return compute();
      const key = `${docKey} ${JSON.stringify(variables ?? null)}`;
      const hit = memos.get(key);
      if (hit?.version === version) return hit.value as Promise<T>;
      const value = compute();
      remember(memos, key, { version, value });
      value.catch(() => memos.delete(key));
      return value;
    },
    get size() {
      return entries.size + memos.size;
    },
  };
}

/** The cache as a gateway process runs it: the shared version in Redis, moved by every content write of `orm`. */
export function publicReadCacheFor(orm: Pick<Orm, 'em'>, redis: Redis): PublicReadCache {
  const version = createContentVersion(redis);
  bumpVersionOnContentWrites(orm, version);
  return createPublicReadCache({ version });
}
