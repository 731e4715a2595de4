/**
 * The only script public pages load, once the page has loaded (islands/assets.tsx). It hydrates each island (`[data-island]`) with the
 * props the server rendered it with, when `islandTiming` says: at once for the contact form, when
 * near the viewport for the counters and the videos, once the page is idle (or on a first
 * interaction before then) for the header, each in a task of its own so the main thread is
 * never held long. No router runs: links between pages are plain links. In the browser this runs on
 * Preact: `react-dom/client` is `preact/compat/client` here (web/vite.islands.config.ts).
 */
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { KEPT_FLAG } from '~/features/contact/kept-flag';
import { rememberVisit } from '~/lib/visit';
import { islandTiming, type IslandName } from './island-names';
import { startVitalsWhenIdle } from './vitals-loader';
import { whenIdle } from './when-idle';

// zod (the contact form's validation) would probe `new Function` once, which the CSP
// refuses (a reported violation): tell it not to, before the form's code loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const components: Record<IslandName, () => Promise<ComponentType<never>>> = {
  'site-header': () => import('~/features/layout/components/site-header').then((m) => m.SiteHeader),
  'stat-counters': () => import('~/components/ui/stat-counter').then((m) => m.StatCounters),
  'video-carousel': () => import('~/components/ui/video-carousel').then((m) => m.VideoCarousel),
  'contact-form': () => import('~/features/contact/components/contact-form-island').then((m) => m.ContactFormIsland),
};

/** Marks the wrapper once React has hydrated its contents (tests and styles can wait on it). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * What a visitor typed or picked before the island hydrated (islands start after the page's
 * `load` event): Preact sets a textarea's value from the component's state while hydrating
 * (wiping it), and leaves other fields showing text their state does not hold. Once hydrated,
 * each such field gets its text back and an `input` event, and a file input holding photos a
 * `change` event, so the component's state takes them (docs/decisions/007-islands.md).
 */
function keepTyped(wrapper: HTMLElement): () => void {
  const typed = Array.from(wrapper.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input:not([type=file]):not([type=hidden])'))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  // Photos picked before hydration: the input keeps them, the component learns of them.
  const picked = Array.from(wrapper.querySelectorAll<HTMLInputElement>('input[type=file]')).filter((input) => input.files?.length);
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const input of picked) {
      if (input.isConnected && input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}

async function hydrate(wrapper: HTMLElement) {
  const name = wrapper.dataset.island as IslandName;
  const load = components[name];
  if (!load) return;
  // Each island's component takes the props its server side serialised (islands/island.tsx).
  const Component = (await load()) as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(wrapper.dataset.props ?? '{}') as Record<string, unknown>;
  const restoreTyped = keepTyped(wrapper);
  const markHydrated = () => {
    wrapper.dataset.hydrated = '';
  };
  hydrateRoot(
    wrapper,
    <Hydrated onHydrated={markHydrated}>
      <Component {...props} />
    </Hydrated>,
  );
  restoreTyped();
}

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The first of these inside an island that waits for the page to be idle, or a scroll of the page, hydrates it sooner. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Hydrates `wrapper` once the page is idle after its load (`islandTiming` 'idle'), or at once on
 * the visitor's first interaction with it before then, or if they already began one before this
 * script ran (it starts after `load`): the page scrolled, keyboard focus or an opened menu in
 * it. Not a pointer merely resting on it: a headless browser's sits at the page's top left.
 * A first interaction can still land on the server's markup while the island's code is on its
 * way; the island keeps what it did (the header: its menus' handover).
 */
function hydrateWhenIdle(wrapper: HTMLElement) {
  let woken = false;
  const wake = () => {
    if (woken) return;
    woken = true;
    for (const type of INTERACTIONS) wrapper.removeEventListener(type, wake, true);
    window.removeEventListener('scroll', wake);
    void hydrate(wrapper);
  };
  if (window.scrollY > 0 || wrapper.contains(document.activeElement) || wrapper.querySelector('details[open]')) return wake();
  for (const type of INTERACTIONS) wrapper.addEventListener(type, wake, { capture: true, passive: true });
  window.addEventListener('scroll', wake, { passive: true });
  whenIdle(wake);
}

/**
 * An enquiry kept on this phone (sent offline, or photos still to finish) goes on from any page
 * of the site: its code loads only when the contact form left the flag (docs/web.md, "Photos on
 * the phone"), so other pages keep their script budget.
 */
function resumeKeptEnquiry() {
  try {
    if (!localStorage.getItem(KEPT_FLAG)) return;
  } catch {
    return;
  }
  void import('~/features/contact/enquiry-sender').then((m) => m.startKeptEnquiries());
}

async function start() {
  rememberVisit();
  resumeKeptEnquiry();
  const wrappers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  const later = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        later.unobserve(entry.target);
        void hydrate(entry.target.parentElement!);
      }
    },
    { rootMargin: '200px 0px' },
  );
  for (const wrapper of wrappers) {
    const timing = islandTiming[wrapper.dataset.island as IslandName];
    if (timing === 'idle') {
      hydrateWhenIdle(wrapper);
      continue;
    }
    if (timing === 'visible') {
      // Observe the content: the wrapper itself has no box (`display: contents`).
      const target = wrapper.firstElementChild;
      if (target) {
        later.observe(target);
        continue;
      }
    }
    await yieldToMain();
    await hydrate(wrapper);
  }
  startVitalsWhenIdle();
}

// docs/product.md §2.1: every page change starts at the top, back and forward included (the browser
// would restore the old position), except a link to an anchor.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
window.addEventListener('pageshow', (event) => {
  if (event.persisted && !location.hash) window.scrollTo(0, 0);
});

// The entry is an async module: from the cache it can run while the parser is still in the
// body, before the islands below the header exist. Look for them once the document is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
