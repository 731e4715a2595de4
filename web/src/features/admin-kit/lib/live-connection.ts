import type { StreamState } from '~/lib/apollo';

/** Where the admin's live stream stands, fed by the admin client (a tiny store for `useSyncExternalStore`). */
let state: StreamState = 'connecting';
const listeners = new Set<() => void>();

export const liveConnection = {
  set(next: StreamState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
