import type { Namespace } from '../i18n/messages.en';

/**
 * The interactive parts of the public pages: the only components the browser hydrates
 * (docs/decisions/007-islands.md). Everything else stays the server's HTML.
 */
export type IslandName = 'site-header' | 'stat-counters' | 'video-carousel' | 'contact-form';

/**
 * The catalogue namespace (i18n/messages.en.ts) each island gets, precompiled in the page's
 * language, as its `messages` prop (islands/island.tsx): never the whole catalogue, never the
 * other language's.
 */
export const islandNamespaces = {
  'site-header': 'header',
  'stat-counters': null,
  'video-carousel': 'carousel',
  'contact-form': 'contactForm',
} as const satisfies Record<IslandName, Namespace | null>;

/**
 * When an island hydrates (islands/client.tsx): at once (the page's purpose), once near the
 * viewport, or once the page is idle after its load, sooner on the visitor's first interaction
 * with it (pointer over it or down on it, a touch, keyboard focus inside it) or first scroll of
 * the page. The header is the last kind: on every page, and everything it does works without
 * JavaScript (hover and focus open its dropdowns, `<details>` its phone menu), so its hydration
 * waits until the page's own load work is done instead of running in the load event's task.
 */
export const islandTiming: Record<IslandName, 'load' | 'visible' | 'idle'> = {
  'site-header': 'idle',
  'stat-counters': 'visible',
  'video-carousel': 'visible',
  'contact-form': 'load',
};
