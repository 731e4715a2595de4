import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // One graphql instance: Pothos and yoga load it through Node (CommonJS `index.js`); without
        // this, Vite would hand our sources `index.mjs` and graphql's realm checks would fail.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'services',
          include: ['services/*/src/**/*.test.ts', 'services/*/test/**/*.test.ts', 'tools/src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup-env.ts', 'test/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      // Component tests of the website (jsdom + Testing Library).
      'web/vitest.config.ts',
    ],
  },
});
