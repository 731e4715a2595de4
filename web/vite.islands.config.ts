import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The public pages' only script: the islands entry (src/islands/client.tsx) and the chunks of
 * the components it hydrates, built after `react-router build` into the same client folder
 * (hashed files under /assets/islands, cached for a year). The server reads the manifest to
 * put the right tags in each page (src/app/entry.server.tsx). React Router's client is not
 * part of it: public pages do not run a router.
 */
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
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
