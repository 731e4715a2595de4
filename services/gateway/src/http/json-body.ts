import express, { type RequestHandler } from 'express';
import { AppError } from '@northrock/core/platform';
import { JSON_BODY_LIMIT } from '../app-deps';

const declaredCharset = /;\s*charset\s*=\s*"?([^";\s]*)/i;
const utf8 = /^utf-8$/i;

/**
 * A body in another charset is refused before it is read (415): the JSON parser would decode
 * UTF-7 or UTF-16, turning bytes that no UTF-8 check saw into text (`+ADw-script+AD4-`).
 */
const requireUtf8: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) return next();
  const charset = declaredCharset.exec(req.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !utf8.test(charset))
    return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be UTF-8 (charset=utf-8, or none)'));
  next();
};

/** How REST and GraphQL read a JSON body: UTF-8 only, at most JSON_BODY_LIMIT, objects and arrays only. */
export const jsonBody: RequestHandler[] = [requireUtf8, express.json({ limit: JSON_BODY_LIMIT, strict: true })];
