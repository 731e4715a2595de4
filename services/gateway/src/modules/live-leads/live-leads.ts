import type { Response } from 'express';
import { createPubSub } from 'graphql-yoga';
import { createRedis, type Logger } from '@northrock/core/platform';
import type { Redis } from 'ioredis';
import { createRedisEventTarget } from './redis-event-target';

/** What one gateway tells the others of a new lead: its id; each subscriber reads the lead itself. */
interface LeadEvent {
  id: number;
}

const LEAD_RECEIVED = 'lead-received';
/** A visit booked, moved, cancelled or marked: the open calendars read it again. */
const VISIT_CHANGED = 'visit-changed';

/**
 * New leads as they are saved, for the admin screens open on any gateway process (a
 * GraphQL subscription over server-sent events, `modules/live-leads/live-leads.graphql.ts`).
 */
export interface LiveLeads {
  /** Called once a lead's transaction committed (createLead's `announce`). Never throws. */
  announce(lead: { id: number }): void;
  /** The leads announced from now on, by any gateway, until the iterator is returned. */
  received(): AsyncIterableIterator<LeadEvent>;
  /** Called once a visit's change committed (booking's transports). Never throws. */
  announceVisit(visit: { id: string }): void;
  /** The visits changed from now on, by any gateway. */
  visitChanges(): AsyncIterableIterator<{ id: string }>;
  /** An event stream being answered: `close()` cuts it, so its browser reconnects to a gateway still running. */
  track(res: Response): void;
  /** Cuts the open event streams and closes the subscriber connection (shutdown). */
  close(): Promise<void>;
}

/** The Redis channels of one installation (its queue prefix): `${prefix}:lead-received`. */
export function createLiveLeads(opts: { redisUrl: string; publishClient: Redis; prefix: string; log: Logger }): LiveLeads {
  // Subscriber mode needs a connection of its own; it waits for Redis rather than failing.
  let closing: Promise<void> | undefined;
  const subscribeClient = createRedis(opts.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: null });
  const onError = (err: Error) => opts.log.warn('live leads: redis', { error: err.message });
  const pubSub = createPubSub<{ [LEAD_RECEIVED]: [LeadEvent]; [VISIT_CHANGED]: [{ id: string }] }>({
    eventTarget: createRedisEventTarget({ publishClient: opts.publishClient, subscribeClient, prefix: opts.prefix, onError }),
  });
  const streams = new Set<Response>();
  return {
    announce(lead) {
      pubSub.publish(LEAD_RECEIVED, { id: lead.id });
    },
    received: () => pubSub.subscribe(LEAD_RECEIVED),
    announceVisit(visit) {
      pubSub.publish(VISIT_CHANGED, { id: visit.id });
    },
    visitChanges: () => pubSub.subscribe(VISIT_CHANGED),
    track(res) {
      streams.add(res);
      res.once('close', () => streams.delete(res));
    },
    close() {
      // Once: the entry point cuts the streams before the server stops, composeGateway's close() again.
      return (closing ??= (async () => {
        for (const res of streams) res.destroy();
        streams.clear();
        await subscribeClient.quit().catch(() => subscribeClient.disconnect());
      })());
    },
  };
}
