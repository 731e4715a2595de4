import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Component tests (jsdom + Testing Library). The React Router Vite plugin is left out on
// purpose: it only runs inside `react-router build/dev`.
export default defineProject({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts', '../test/fail-on-console-error.ts'],
  },
});
