import { createServer, type RequestListener, type Server } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Time limits that make every request end (docs/security.md, "Bounded requests"):
 * - headers must arrive within 20 s, the whole request (a 50 MB upload on a slow phone
 *   connection included) within 5 minutes: Node answers 408 and closes the connection;
 * - a request that was received gets its answer within `responseMs` (2 minutes; uploads wait for
 *   their body and the image worker, so they get the request limit plus 30 s): 503 otherwise;
 *   an event stream that has started answering (a GraphQL subscription) is left open.
 */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  responseMs: number;
  /** How often Node looks for requests past their limits. */
  checkIntervalMs: number;
}

export const defaultTimeouts: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  responseMs: 120_000,
  checkIntervalMs: 5_000,
};

/** Paths whose requests carry large bodies (their answer deadline starts after the body limit). */
const UPLOAD_PATHS = new Set(['/api/upload', '/api/admin/images']);

/** Answers 503 when a handler has not answered in time, so no request waits forever. */
export function responseDeadline(timeouts: Pick<ServerTimeouts, 'requestMs' | 'responseMs'>): RequestHandler {
  return (req, res, next) => {
    const ms = UPLOAD_PATHS.has(req.path) || req.path.startsWith('/api/tus/') ? timeouts.requestMs + 30_000 : timeouts.responseMs;
    const timer = setTimeout(() => {
      if (res.headersSent) {
        // A started event stream (an admin's live leads) is meant to stay open; it ends with its session or client.
        if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
        res.destroy();
        return;
      }
      // The handler may still be at work: its connection is not reused. (A body still arriving is
      // drained after the answer instead, `drainAfterAnswer`: a close would reset it unread.)
      if (req.complete) res.setHeader('Connection', 'close');
      res.status(503).json({ detail: 'The server took too long to answer; please try again' });
    }, ms);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    next();
  };
}

/** An HTTP server for the app with the limits above (main.ts and the tests listen through it). */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts = defaultTimeouts): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    app,
  );
  server.keepAliveTimeout = 65_000;
  return server;
}
