import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The public pages' only script: the islands entry (src/islands/client.tsx) and the chunks of
 * the components it hydrates, built after `react-router build` into the same client folder
 * (hashed files under /assets/islands, cached for a year). The server reads the manifest to
 * put the right tags in each page (src/app/entry.server.tsx). React Router's client is not
 * part of it: public pages do not run a router.
 *
 * The islands run on Preact: `react`, `react-dom` and the JSX runtime resolve to
 * `preact/compat` here only (the server renders with React, the back office is React). Why,
 * and what the islands must respect under it: docs/decisions/007-islands.md.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

export default defineConfig({
  resolve: { alias: [{ find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactCompat] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      input: { islands: fileURLToPath(new URL('./src/islands/client.tsx', import.meta.url)) },
      output: {
        entryFileNames: 'assets/islands/[name]-[hash].js',
        chunkFileNames: 'assets/islands/[name]-[hash].js',
      },
    },
  },
});
