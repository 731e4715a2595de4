import type { ServerResponse } from 'node:http';
import { AppError } from '@northrock/core/platform';

/** Requests carrying upload bytes (PATCH, POST) one address may have in flight on a gateway: a phone sends one or two at a time. */
export const OPEN_UPLOADS_PER_ADDRESS = 10;
/** Its uploads in flight end within seconds (or within the server's request timeout, docs/security.md). */
const RETRY_SECONDS = 10;

/**
 * Counts the upload requests in flight per client address on this gateway, so one address cannot
 * hold hundreds of slow PATCHes (each an open file and a lock) at once: past `max`, 429 with
 * Retry-After before anything is read. Each counted request lasts until its answer ends or its
 * connection drops; the server's request timeout bounds how long that can be.
 */
export function uploadConnections(max = OPEN_UPLOADS_PER_ADDRESS) {
  const open = new Map<string, number>();
  return {
    /** Counts `res`'s request for `address`, or refuses it. */
    enter(address: string, res: ServerResponse): void {
      const count = open.get(address) ?? 0;
      if (count >= max) {
        throw new AppError('RATE_LIMITED', `Too many uploads at once from your address (at most ${max}): wait for one to finish`, {
          retryAfterSeconds: RETRY_SECONDS,
        });
      }
      open.set(address, count + 1);
      res.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    },
    /** Requests in flight for `address` (tests). */
    count: (address: string) => open.get(address) ?? 0,
  };
}
