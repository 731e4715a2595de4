import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Redis } from 'ioredis';
import { bumpVersionOnContentWrites, publicContentPaths } from '@northrock/core/registry';
import { type ContentVersion, createContentVersion, noteAccess, type Orm } from '@northrock/core/platform';
import { countedParse, graphqlOperationName } from '../graphql/document-cache';
import { bodyReadEarly, type EarlyBody } from './json-body';
import { awaitJson } from './public-cache-capture';
import { encodingFor, makeEntry, send, type Entry } from './public-cache-entry';

/**
 * Root query fields that read public content and answer the same to everyone (the GraphQL
 * twins of the public REST reads). Each module adds its own where it defines the field.
 */
export const publicReadFields = new Set<string>();

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The public REST reads: `GET /api/<path>`, with no query string but the language (`?locale=fr`),
 * part of the key: each public list of the registry's content types, the settings, the office
 * hours and the blog (its list and a post by slug).
 */
const publicRestPath = (): RegExp =>
  new RegExp(`^/api(${[...publicContentPaths(), '/site-settings', '/office-hours'].map(escaped).join('|')}|/blog(/[\\w-]{1,120})?)(\\?locale=(en|fr))?$`);
/**
 * A GraphQL POST the cache may answer before Express: JSON in UTF-8, not compressed, with a
 * length small enough to be a public read (a longer query is never one, see `graphql`).
 */
const GRAPHQL_BODY_MAX = 8000;
const jsonUtf8 = /^[ \t]*application\/json[ \t]*(;[ \t]*charset="?utf-8"?[ \t]*)?$/i;
/** The route template of a public REST read (the access log's `route`). */
const restRoute = (url: string) => {
  const path = url.split('?')[0]!;
  return path.startsWith('/api/blog/') ? '/api/blog/:slug' : path;
};

interface PublicReadCacheOptions {
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
   * public read the cache missed waits there for the JSON the ordinary route sends
   * (`sendJson`, public-cache-capture.ts).
   */
  restMiss: RequestHandler;
  /**
   * After the GraphQL router's JSON parser: a public query from the cache, or run by `answer`
   * (graphql-yoga answering into a Response, not the socket) and kept. False when the request
   * is not a public query (yoga answers it as usual).
   */
  graphql(req: Request, res: Response, next: NextFunction, answer: () => Promise<globalThis.Response>): boolean;
  /**
   * Answers a public GraphQL query (`POST /graphql`, JSON, no token) from the cache before
   * Express sees it, as `tryRest` does: the body is read here, and on a miss handed to Express
   * already parsed (the JSON parser skips a body that was read; one it could not parse gets
   * the same 400). False when the request cannot be a public read (Express reads it).
   */
  tryGraphql(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean;
  /** Server rendering's in-process reads of public queries, kept under the same version. */
  memo<T>(document: DocumentNode, variables: unknown, compute: () => Promise<T>): Promise<T>;
  /** Entries held (tests). */
  readonly size: number;
}

interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/** A GraphQL body read before Express: its cache key (null: not a public read) and what the JSON parser is handed. */
interface ReadBody {
  key: string | null;
  operation?: string;
  early: EarlyBody;
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
function createPublicReadCache(opts: PublicReadCacheOptions): PublicReadCache {
  const maxEntries = opts.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  const memos = new Map<string, { version: string; value: Promise<unknown> }>();
  /** GraphQL documents already judged, by their text: parsing once per document, not per request. */
  const judged = new Map<string, boolean>();
  const isPublicRestPath = publicRestPath();
  const documentKeys = new WeakMap<DocumentNode, string | null>();
  /** REST reads the cache missed, waiting for Express to answer them. */
  const misses = new WeakMap<IncomingMessage, { key: string; version: string }>();
  /** GraphQL reads `tryGraphql` missed: the router's `graphql` step runs them under that version. */
  const graphqlMisses = new WeakMap<IncomingMessage, { key: string; version: string }>();
  /** GraphQL bodies already read, by their text: the same query from the web is read once. */
  const bodies = new Map<string, ReadBody>();

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    if (map.size >= maxEntries && !map.has(key)) map.delete(map.keys().next().value as K);
    map.set(key, value);
  };

  /** Makes `body` an entry under `version` and answers from it (with its ETag, in the client's encoding). */
  function keepAndSend(key: string, version: string, req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const entry = makeEntry(version, res.getHeaders(), body);
    remember(entries, key, entry);
    send(req, res, entry, encodingFor(req), false);
  }

  async function serveGraphql(key: string, req: Request, res: Response, answer: () => Promise<globalThis.Response>, known?: string) {
    const version = known ?? (await opts.version.current());
    const hit = version === null ? undefined : entries.get(key);
    noteAccess(req, { cache: hit?.version === version ? 'hit' : 'miss' });
    if (hit?.version === version) return send(req, res, hit, encodingFor(req), false);
    const response = await answer();
    const body = Buffer.from(await response.arrayBuffer());
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    // A GraphQL answer with errors (a failed read) is never kept.
    const keepable = response.status === 200 && /json/.test(response.headers.get('content-type') ?? '') && !body.includes('"errors"');
    if (version !== null && keepable) keepAndSend(key, version, req, res, body);
    else res.end(body);
  }

  /** The cache key of a GraphQL body, null when it is not a public read (its query judged once). */
  function cacheKey(body: GraphqlBody): string | null {
    const query = body.query;
    if (typeof query !== 'string' || query.length > GRAPHQL_BODY_MAX) return null;
    let cacheable = judged.get(query);
    if (cacheable === undefined) {
      try {
        cacheable = publicOperation(countedParse(query), body.operationName) !== null;
      } catch {
        cacheable = false;
      }
      remember(judged, query, cacheable);
    }
    return cacheable ? `graphql ${JSON.stringify([query, body.operationName ?? null, body.variables ?? null])}` : null;
  }

  /** What a GraphQL request body says, read once per distinct body text. */
  function readBody(text: string): ReadBody {
    let value: unknown;
    try {
      // The JSON parser's strict mode: an object or an array, nothing else.
      const first = text.trimStart()[0];
      if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
      value = JSON.parse(text);
    } catch {
      return { key: null, early: { text: null } };
    }
    const body = value as GraphqlBody;
    const key = typeof body === 'object' && body !== null && !Array.isArray(body) ? cacheKey(body) : null;
    return { key, operation: graphqlOperationName(body), early: { text } };
  }

  let documentIds = 0;

  return {
    tryRest(req, res, fallback) {
      const url = req.url ?? '';
      if (req.method !== 'GET' || !isPublicRestPath.test(url) || req.headers.authorization) return false;
      const encoding = encodingFor(req);
      opts.version.current().then(
        (version) => {
          const hit = version === null ? undefined : entries.get(url);
          noteAccess(req, { route: restRoute(url), cache: hit?.version === version ? 'hit' : 'miss' });
          if (hit?.version === version) return send(req, res, hit, encoding, true);
          // Express still runs (its middleware wrap the response): `restMiss` captures the answer.
          if (version !== null) misses.set(req, { key: url, version });
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
      awaitJson(res, (body) => keepAndSend(miss.key, miss.version, req, res, body));
      next();
    },
    tryGraphql(req, res, fallback) {
      if (req.method !== 'POST' || req.url !== '/graphql' || req.headers.authorization) return false;
      const length = Number(req.headers['content-length']);
      const type = req.headers['content-type'];
      if (!(length > 0 && length <= GRAPHQL_BODY_MAX) || !type || !jsonUtf8.test(type) || req.headers['content-encoding']) return false;
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A request cut while sending its body: there is no one to answer.
      req.once('error', () => res.destroy());
      req.once('end', () => {
        const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
        const known = bodies.get(text);
        const read = known ?? readBody(text);
        if (!known) remember(bodies, text, read);
        bodyReadEarly(req, read.early);
        if (!read.key) return fallback();
        noteAccess(req, { route: '/graphql', gql_operation: read.operation });
        const key = read.key;
        opts.version.current().then(
          (version) => {
            const hit = version === null ? undefined : entries.get(key);
            noteAccess(req, { cache: hit?.version === version ? 'hit' : 'miss' });
            if (hit?.version === version) return send(req, res, hit, encodingFor(req), true);
            if (version !== null) graphqlMisses.set(req, { key, version });
            fallback();
          },
          () => fallback(),
        );
      });
      return true;
    },
    graphql(req, res, next, answer) {
      const early = graphqlMisses.get(req);
      if (early) {
        graphqlMisses.delete(req);
        serveGraphql(early.key, req, res, answer, early.version).catch(next);
        return true;
      }
      const body = req.body as GraphqlBody | undefined;
      if (req.method !== 'POST' || req.headers.authorization || typeof body?.query !== 'string') return false;
      const key = cacheKey(body);
      if (!key) return false;
      serveGraphql(key, req, res, answer).catch(next);
      return true;
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
