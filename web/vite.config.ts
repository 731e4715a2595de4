import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** React, React DOM and React Router: what every page needs to hydrate. */
const framework = /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser|@remix-run[\\/]route-pattern)[\\/]/;
/** The public site's shared shell (header, footer, UI primitives); not the contact form's client. */
const siteShell = /web[\\/]src[\\/](components|config|lib|features[\\/](layout|company))[\\/]|core[\\/]src[\\/]brand\.ts/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // Fewer, larger chunks for the browser: each request on a slow rural link costs a round
    // trip and a set of security headers. Route modules stay split per route.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                // Not the GraphQL clients or operations: they would drag their libraries along.
                { name: 'site', test: (id: string) => siteShell.test(id) && !/graphql-request|apollo|[\\/]api[\\/]/.test(id), priority: 1 },
              ],
            },
          },
        },
  },
}));
