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

/** When an island hydrates: at once (above the fold, or the page's purpose), or once near the viewport. */
export const islandTiming: Record<IslandName, 'load' | 'visible'> = {
  'site-header': 'load',
  'stat-counters': 'visible',
  'video-carousel': 'visible',
  'contact-form': 'load',
};
