import type { NextFunction, Request, Response } from 'express';
import { makeEntry, send, type Encoding, type Entry } from './public-cache-entry';

export interface ServeOptions {
  encoding: Encoding;
  /** No other middleware wraps the response yet. */
  direct: boolean;
  accept(body: Buffer): boolean;
}

/**
 * Lets the ordinary route answer, holding its body back; a 200 JSON answer becomes an
 * entry and is sent from it (with its ETag), anything else is sent as it was.
 */
export function captureThenSend(
  key: string,
  version: string,
  req: Request,
  res: Response,
  next: NextFunction,
  how: ServeOptions,
  keep: (key: string, entry: Entry) => void,
) {
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
      keep(key, entry);
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
