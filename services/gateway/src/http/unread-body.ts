import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * How much of a request body left unread is read (and dropped) after the answer: more than any
 * body the gateway takes (five 10 MB photos), so a client sending one always finishes and reads
 * the answer. A client still sending past it has had the answer for as long as those bytes took.
 */
export const UNREAD_BODY_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops what is left of `req`'s body, up to `limit` bytes; past it, closes the
 * connection once `res` has gone out. Whatever was reading the body (a multipart parser stopped
 * at its first bad part, the upload server) lets go of it here.
 */
function drainUnreadBody(req: IncomingMessage, res: ServerResponse, limit = UNREAD_BODY_DRAIN_BYTES): void {
  if (req.complete || req.destroyed) return;
  req.removeAllListeners('data');
  let read = 0;
  const close = () => req.socket.destroy();
  req.on('data', (chunk: Buffer) => {
    const before = read;
    read += chunk.length;
    if (read <= limit || before > limit) return;
    if (res.writableFinished) close();
    else res.once('finish', close);
  });
  req.resume();
}

/**
 * A request answered before its body was all read (refused on its headers, at a bad part, over a
 * budget) keeps its connection until the rest of the body has arrived, up to
 * UNREAD_BODY_DRAIN_BYTES (docs/security.md, "A refusal the client never reads"). Closing at once
 * would make the kernel reset a connection with unread bytes, and a client still writing its body
 * (Node's fetch on a busy machine) then meets EPIPE or ECONNRESET instead of reading the answer.
 * Nothing may therefore answer with `Connection: close` for an unread body; the server's request
 * timeout (docs/security.md, "Requests that never end") still ends a body that never does. It
 * starts as the answer ends (`prefinish`), before Node would drop the rest of the body itself
 * without counting it.
 */
export const drainAfterAnswer: RequestHandler = (req, res, next) => {
  res.once('prefinish', () => drainUnreadBody(req, res));
  next();
};
