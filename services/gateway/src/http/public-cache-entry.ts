import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A kept answer of the public read cache (public-cache.ts): its bodies and headers per encoding. */

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

export interface Entry {
  version: string;
  identity: Variant;
  gzip: Variant;
  br: Variant;
}

const strongEtag = (body: Buffer, suffix: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Preferred encoding the client accepts: Brotli, then gzip, else none. */
export function encodingFor(req: IncomingMessage): Encoding {
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted !== 'string') return 'identity';
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * `direct`: nothing else wraps the response (the REST fast path), so the flat header list
 * goes to `writeHead` as is; otherwise each header is set, for the middleware that watch them.
 */
export function send(req: IncomingMessage, res: ServerResponse, entry: Entry, encoding: Encoding, direct: boolean): void {
  const variant = entry[encoding];
  const inm = req.headers['if-none-match'];
  const notModified = etagMatches(inm, variant.etag);
  const headers = notModified ? variant.headers304 : variant.headers;
  if (direct) res.writeHead(notModified ? 304 : 200, headers);
  else {
    res.statusCode = notModified ? 304 : 200;
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
  }
  if (notModified) res.end();
  else res.end(variant.body);
}

/** An entry of `body`, with the headers the ordinary route answered it with. */
export function makeEntry(version: string, routeHeaders: OutgoingHttpHeaders, body: Buffer): Entry {
  const base: string[] = [];
  for (const [name, value] of Object.entries(routeHeaders)) {
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
