import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { AppError } from '@northrock/core/platform';
import { JSON_BODY_LIMIT } from '../app-deps';

/** RFC 9110 §5.6.2 token characters. */
const TOKEN = String.raw`[!#$%&'*+.^_${'`'}|~0-9A-Za-z-]+`;
/** A quoted string (RFC 9110 §5.6.4): visible characters, spaces and tabs, `\` escaping one of them. */
const QUOTED = String.raw`"(?:[\t !#-\[\]-~\x80-\xff]|\\[\t -~\x80-\xff])*"`;
/**
 * One `; name=value` parameter (no space around `=`: RFC 9110 §5.6.6), or an empty one (`;;`,
 * which the RFC allows), read where the last one ended.
 */
const PARAMETER = new RegExp(String.raw`[ \t]*;[ \t]*(?:(${TOKEN})=(${TOKEN}|${QUOTED}))?[ \t]*`, 'y');

/**
 * The charset a Content-Type declares: `undefined` without one, `null` when its parameters are
 * malformed or name a charset twice. Strict on purpose: the body parser (the `content-type`
 * package) lets the last of two `charset` parameters win, so a check that read another one, or
 * skipped a parameter it could not read, would pass a body the parser then decodes as UTF-7.
 */
function declaredCharset(contentType: string): string | undefined | null {
  const start = contentType.indexOf(';');
  if (start === -1) return undefined;
  let charset: string | undefined;
  PARAMETER.lastIndex = start;
  while (PARAMETER.lastIndex < contentType.length) {
    const match = PARAMETER.exec(contentType);
    if (!match) return null;
    if (match[1]?.toLowerCase() !== 'charset') continue;
    if (charset !== undefined) return null;
    charset = match[2]!.startsWith('"') ? match[2]!.slice(1, -1).replace(/\\(.)/g, '$1') : match[2]!;
  }
  return charset;
}

/**
 * A body in another charset is refused before it is read (415): the JSON parser would decode
 * UTF-7 or UTF-16, turning bytes that no UTF-8 check saw into text (`+ADw-script+AD4-`).
 */
const requireUtf8: RequestHandler = (req, _res, next) => {
  const type = req.headers['content-type'];
  // The media type alone: parameters are this check's (a malformed one would make the type unreadable to `req.is`).
  if (!type || !/^[ \t]*application\/json[ \t]*(;|$)/i.test(type)) return next();
  const charset = declaredCharset(type);
  if (charset === null || (charset !== undefined && charset.toLowerCase() !== 'utf-8'))
    return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be UTF-8: declare charset=utf-8 once, or no charset'));
  next();
};

/** A body read before Express (the public read cache's GraphQL fast path): its text, null when it is not JSON. */
export interface EarlyBody {
  text: string | null;
}
const earlyBodies = new WeakMap<IncomingMessage, EarlyBody>();

/** Hands the body already read from `req` to the JSON parser below (which cannot read it again). */
export function bodyReadEarly(req: IncomingMessage, body: EarlyBody): void {
  earlyBodies.set(req, body);
}

/** A body read early is parsed here, with the JSON parser's answer when it is not JSON (400, as unread). */
const takeEarlyBody: RequestHandler = (req, _res, next) => {
  const early = earlyBodies.get(req);
  if (!early) return next();
  earlyBodies.delete(req);
  if (early.text === null)
    return next(Object.assign(new SyntaxError('Malformed JSON'), { status: 400, statusCode: 400, expose: true, type: 'entity.parse.failed' }));
  req.body = JSON.parse(early.text) as unknown;
  next();
};

/** A JSON body as REST and GraphQL read it (UTF-8 only, objects and arrays only), at most `limit` (413 past it). */
export const jsonBodyWithin = (limit: string | number): RequestHandler[] => [takeEarlyBody, requireUtf8, express.json({ limit, strict: true })];

/** How REST and GraphQL read a JSON body: at most JSON_BODY_LIMIT. */
export const jsonBody: RequestHandler[] = jsonBodyWithin(JSON_BODY_LIMIT);
