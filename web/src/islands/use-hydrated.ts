import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true once the component runs in the browser:
 * what renders differently with JavaScript (a button instead of `<details>`, custom video
 * controls) switches after hydration, so the server's HTML matches and works without it.
 * Under Preact (the islands build) `preact/compat` returns the server snapshot while it
 * hydrates, too: it matters, because Preact does not patch attributes during hydration, so a
 * `true` there would leave the server's `hidden`/`controls` in place.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
