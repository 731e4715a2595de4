import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { ObjectStore } from '@northrock/core/platform';

/** How long each kind of stored object may be kept by browsers and shared caches. */
export const storedObjectCache = {
  /** Public and re-encoded (content images, lead photo variants): a new image gets a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Bytes as uploaded, behind a signed link bound to the admin's session (docs/security.md): never kept. */
  privateNoStore: 'private, no-store',
} as const;

/** Stored objects are read-only: anything but GET and HEAD answers 405. */
export const mediaReadOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res.status(405).setHeader('Allow', 'GET, HEAD').json({ detail: 'Media files can only be read' });
};

export function mediaNotFound(res: Response, detail = 'No such media file') {
  res.status(404).setHeader('Cache-Control', 'no-store').json({ detail });
}

/** If-None-Match holds `etag` (weak comparison, RFC 9110 13.1.2), or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === wanted;
  });
}

/**
 * Answers one stored object (GET or HEAD), the same way for every kind: a strong `ETag`
 * (the store's) with `304` on `If-None-Match`, `Last-Modified`, `Content-Length`, the cache
 * rule of its kind, and the body streamed from the store (a store failing mid-stream cuts the
 * connection rather than sending a short body as complete).
 */
export async function sendStoredObject(
  req: Request,
  res: Response,
  storage: ObjectStore,
  key: string,
  opts: { cacheControl: string; contentType?: string; headers?: Record<string, string> },
): Promise<void> {
  const info = await storage.stat(key);
  if (!info) return mediaNotFound(res);
  const etag = `"${info.etag.replace(/"/g, '')}"`;
  res.set({
    ...opts.headers,
    'Cache-Control': opts.cacheControl,
    'Content-Type': opts.contentType ?? info.contentType,
    ETag: etag,
    'Last-Modified': info.lastModified.toUTCString(),
  });
  if (matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(info.size));
  if (req.method === 'HEAD') {
    res.status(200).end();
    return;
  }
  const body = await storage.get(key);
  res.status(200);
  await pipeline(body, res).catch(() => res.destroy());
}
