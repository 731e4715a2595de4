import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, httpStatusOf } from '@northrock/core/platform/errors';
import type { Logger } from '@northrock/core/platform/logger';

/** `{"detail": ...}` with the status of docs/product.md (Part 2); a 500 never shows internals. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A body left unread (refused before reading it, an upload stopped at its first bad part)
    // is not waited for: the connection closes after the answer, so the client reads it now.
    if (!req.complete) res.setHeader('Connection', 'close');
    if (err instanceof AppError) {
      const status = httpStatusOf[err.code];
      if (err.extra.retryAfterSeconds) res.setHeader('Retry-After', String(err.extra.retryAfterSeconds));
      if (status >= 500) log.error('request failed', { method: req.method, path: req.path, err });
      res.status(status).json(err.extra.errors ? { detail: err.message, errors: err.extra.errors } : { detail: err.message });
      return;
    }
    const bodyError = err as { type?: string; status?: number; statusCode?: number };
    switch (bodyError.type) {
      case 'entity.parse.failed':
        res.status(400).json({ detail: 'Malformed JSON in request body' });
        return;
      case 'entity.too.large':
        res.status(413).json({ detail: 'Request body is too large' });
        return;
      case 'encoding.unsupported':
      case 'charset.unsupported':
        res.status(415).json({ detail: 'Unsupported request body encoding' });
        return;
      case 'request.aborted':
        res.status(400).json({ detail: 'Request aborted' });
        return;
    }
    if (err instanceof URIError) {
      res.status(400).json({ detail: 'Malformed percent-encoding in the address' });
      return;
    }
    const status = bodyError.status ?? bodyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ detail: 'Bad request' });
      return;
    }
    log.error('unhandled error', { method: req.method, path: req.path, err });
    res.status(500).json({ detail: 'Internal server error' });
  };
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ detail: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}` });
};
