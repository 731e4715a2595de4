import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Component tests (jsdom + Testing Library). The React Router Vite plugin is left out on
// purpose: it only runs inside `react-router build/dev`.
export default defineProject({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      // The browser build (XMLHttpRequest), as Vite's client builds pick from the package's `browser` field.
      'tus-js-client': 'tus-js-client/lib.esm/browser/index.js',
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Absolute: the root config also builds its two web projects from this one (../vitest.config.ts).
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url)), fileURLToPath(new URL('../test/fail-on-console-error.ts', import.meta.url))],
    // Run beside the root's `services` project, in its group and with its number of workers (../vitest.config.ts).
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
  },
});
