import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The enquiry sync worker (src/features/contact/offline-sync/enquiry-sync.sw.ts): one
 * self-contained classic script at a fixed address, `build/client/enquiry-sync.js`, served as
 * `/enquiry-sync.js` so the worker's scope is the whole site. Built on its own, after the
 * islands, so it shares no chunk with them (the public pages' scripts are unchanged) and
 * loads nothing else. The gateway serves it `no-cache` (services/gateway/src/web/web.ts).
 */
export default defineConfig({
  resolve: { alias: [{ find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rolldownOptions: {
      input: { 'enquiry-sync': fileURLToPath(new URL('./src/features/contact/offline-sync/enquiry-sync.sw.ts', import.meta.url)) },
      output: { format: 'iife', entryFileNames: '[name].js' },
    },
  },
});
