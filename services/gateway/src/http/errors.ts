import type { IncomingMessage } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, httpStatusOf, isDatabaseUnavailable, type Logger, requestIdOf, requestLog } from '@northrock/core/platform';

/** What a request hears while PostgreSQL is away (restarting or unreachable): 503 with Retry-After, REST and GraphQL alike. */
export const DATABASE_AWAY_MESSAGE = 'The service is briefly unavailable: please try again in a few seconds.';
export const DATABASE_RETRY_SECONDS = 5;

/**
 * `{"detail": ...}` with the status of docs/product.md (Part 2); a 500 never shows internals.
 * Each answer also names the request (`request_id`, as in its `X-Request-Id` header and log lines).
 */
export function errorHandler(fallbackLog: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A child logger per request only when a line is written (a 5xx), not for every refusal.
    const log = () => requestLog(req, fallbackLog);
    const answer = (status: number, body: Record<string, unknown>) => res.status(status).json(withRequestId(req, body));
    // A body left unread (refused before reading it, an upload stopped at its first bad part) is
    // drained after the answer (`drainAfterAnswer`), never cut: the client reads the answer.
    if (err instanceof AppError) {
      const status = httpStatusOf[err.code];
      if (err.extra.retryAfterSeconds) res.setHeader('Retry-After', String(err.extra.retryAfterSeconds));
      if (status >= 500) log().error('request failed', { method: req.method, path: req.path, err });
      answer(status, { detail: err.message, ...(err.extra.errors ? { errors: err.extra.errors } : {}), ...err.extra.fields });
      return;
    }
    const bodyError = err as { type?: string; status?: number; statusCode?: number };
    switch (bodyError.type) {
      case 'entity.parse.failed':
        answer(400, { detail: 'Malformed JSON in request body' });
        return;
      case 'entity.too.large':
        answer(413, { detail: 'Request body is too large' });
        return;
      case 'encoding.unsupported':
      case 'charset.unsupported':
        answer(415, { detail: 'Unsupported request body encoding' });
        return;
      case 'request.aborted':
        answer(400, { detail: 'Request aborted' });
        return;
      case undefined: // not a body-parser error: the checks below
        break;
    }
    if (err instanceof URIError) {
      answer(400, { detail: 'Malformed percent-encoding in the address' });
      return;
    }
    const status = bodyError.status ?? bodyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      answer(status, { detail: 'Bad request' });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // PostgreSQL is restarting (make start supervises it) or unreachable: the client sends again.
      log().warn('database unavailable', { method: req.method, path: req.path, err });
      res.setHeader('Retry-After', String(DATABASE_RETRY_SECONDS));
      answer(503, { detail: DATABASE_AWAY_MESSAGE });
      return;
    }
    log().error('unhandled error', { method: req.method, path: req.path, err });
    answer(500, { detail: 'Internal server error' });
  };
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(withRequestId(req, { detail: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}` }));
};

/** An error body naming its request, as its `X-Request-Id` header and log lines do. */
function withRequestId(req: IncomingMessage, body: Record<string, unknown>): Record<string, unknown> {
  const requestId = requestIdOf(req);
  return requestId ? { ...body, request_id: requestId } : body;
}
