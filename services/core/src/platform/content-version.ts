import type { Redis } from 'ioredis';
import { AppError } from './errors';

/** The Redis key every gateway reads before answering from its cache of public reads. */
const CONTENT_VERSION_KEY = 'content:version';

/**
 * The version of the public content, shared by every gateway process through one Redis
 * counter. A cache entry is served only while the version it was made under is still the
 * current one, so a save through any process is seen by every other on its next request,
 * with no message that could be missed.
 */
export interface ContentVersion {
  /**
   * A version at least as new as every `bump()` that finished before this call, or null when
   * Redis does not answer (the caller then reads the database).
   */
  current(): Promise<string | null>;
  /** Moves the version on; rejects (503) when Redis does not answer. */
  bump(): Promise<void>;
}

/**
 * Reads are coalesced: calls arriving while a read is in flight share the next read, sent
 * after that one answers (the one in flight may predate them). Under load that is one Redis
 * round trip for a whole batch of requests, and never an answer older than the call.
 */
export function createContentVersion(redis: Redis, key = CONTENT_VERSION_KEY): ContentVersion {
  let inFlight: Promise<string | null> | null = null;
  let following: Promise<string | null> | null = null;

  const read = (): Promise<string | null> => {
    const request = redis.get(key).then(
      (value) => value ?? '0',
      () => null,
    );
    inFlight = request.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    current() {
      if (!inFlight) return read();
      following ??= inFlight.then(() => {
        following = null;
        return read();
      });
      return following;
    },
    async bump() {
      try {
        await redis.incr(key);
      } catch {
        throw new AppError('UNAVAILABLE', 'Saving is paused while the cache server (Redis) does not answer; try again in a moment');
      }
    },
  };
}
