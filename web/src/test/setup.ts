import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom implements neither scrolling nor media playback; the components call both.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
HTMLMediaElement.prototype.pause = vi.fn(function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { value: true, configurable: true });
  this.dispatchEvent(new Event('pause'));
});
HTMLMediaElement.prototype.play = vi.fn(function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { value: false, configurable: true });
  this.dispatchEvent(new Event('play'));
  return Promise.resolve();
});

// findBy*/waitFor wait up to 5 s, not 1 s: a lazily loaded chunk (the rich-text editor) or a
// busy CI machine takes longer to render than a test should ever care about.
configure({ asyncUtilTimeout: 5_000 });

// Most test files share a worker's jsdom (vitest.config.ts, the `web` project): every test starts
// with the browser storage of a new page, signed out, with the real fetch and no spies, whatever
// the test or file before it left. (A hook a shared module registers runs for the first file that
// imports it only: they live here, as this file runs for each.)
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
localStorage.clear();
sessionStorage.clear();
vi.unstubAllGlobals();
