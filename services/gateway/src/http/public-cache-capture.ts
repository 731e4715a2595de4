import type { Response } from 'express';

/** Responses whose JSON answer the public read cache waits for (a REST read it missed). */
const waiting = new WeakMap<Response, (body: Buffer) => void>();

/** The next 200 JSON answer `sendJson` gives `res` goes to `keep` instead of the client. */
export function awaitJson(res: Response, keep: (body: Buffer) => void): void {
  waiting.set(res, keep);
}

/**
 * How a REST route sends its JSON answer: as `res.json` does, or to the public read cache when
 * it waits for this one (which then answers from the entry it made, with its ETag).
 */
export function sendJson(res: Response, status: number, value: unknown): void {
  const keep = waiting.get(res);
  waiting.delete(res);
  if (!keep || status !== 200) {
    res.status(status).json(value);
    return;
  }
  res.type('json');
  keep(Buffer.from(JSON.stringify(value)));
}
