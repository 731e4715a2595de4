import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true once the component runs in the browser:
 * what renders differently with JavaScript (a button instead of `<details>`, custom video
 * controls) switches after hydration, so the server's HTML matches and works without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
