import { createContext, useContext, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { StreamState } from '~/lib/apollo';
import type { LiveLead } from '../api/lead-received.subscription';
import { liveConnection } from '../lib/live-connection';

export interface LiveLeadsValue {
  /** Leads received since the admin last looked at the Contacts screen (the tab title shows it). */
  unseen: number;
  markSeen(): void;
  /** Calls `listener` with each new lead, and without one when a lost stream is back (leads may have come meanwhile). */
  listen(listener: (lead?: LiveLead) => void): () => void;
}

/** Provided by `LiveLeadsProvider` (the admin shell); without it nothing is live. */
export const LiveLeadsContext = createContext<LiveLeadsValue>({ unseen: 0, markSeen: () => undefined, listen: () => () => undefined });

export function useLiveLeads(): LiveLeadsValue {
  return useContext(LiveLeadsContext);
}

/**
 * The options of a screen query that `useOnLiveLead` reads again: always from the server, and
 * never joined to an identical read already in flight. Apollo joins identical reads by default,
 * and a refresh asked for by a lead would then get the answer of a read begun before that lead
 * was stored (a lead arriving during the read a previous one asked for, or during the read
 * again after a reconnection, would show only with the lead after it). A new read replaces
 * the one in flight: the newest answer is the one shown.
 */
export const liveRead = { fetchPolicy: 'network-only', context: { queryDeduplication: false } } as const;

/** Refreshes a screen's data when a lead arrives (given to `refresh`), or when the stream is back after a loss. */
export function useOnLiveLead(refresh: (lead?: LiveLead) => void): void {
  const { listen } = useLiveLeads();
  const onLead = useEffectEvent(refresh);
  useEffect(() => listen((lead) => onLead(lead)), [listen]);
}

/**
 * For the Contacts screen, where leads are looked at: opening it, coming back to its tab, or
 * touching it (pointer or key) clears the count of new leads. A lead arriving while the admin
 * is on it counts until then, so a glance at the tab title still tells.
 */
export function useLeadsSeenHere(): void {
  const { markSeen } = useLiveLeads();
  useEffect(() => {
    markSeen();
    const seen = () => {
      if (document.visibilityState === 'visible') markSeen();
    };
    const events = ['focus', 'pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, seen);
    document.addEventListener('visibilitychange', seen);
    return () => {
      for (const name of events) window.removeEventListener(name, seen);
      document.removeEventListener('visibilitychange', seen);
    };
  }, [markSeen]);
}

/** Whether the live stream is up (`connected`), starting, or lost and retrying. */
export function useLiveConnection(): StreamState {
  return useSyncExternalStore(liveConnection.subscribe, liveConnection.get, () => 'connecting');
}
