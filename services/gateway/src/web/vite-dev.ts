import type { Server } from 'node:http';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { WebSource } from '../app-deps';

/**
 * `make dev`: the website straight from its sources through Vite's dev server in middleware
 * mode, inside the gateway: the browser gets Vite's modules and its hot-reload client, and
 * every server render loads React Router's dev build, so an edited page shows on the next
 * request (or at once, through hot reload) without restarting the gateway. Vite is imported
 * here only: production never loads it.
 */
export async function viteDevWeb(webRoot: string, server: Server): Promise<WebSource> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    // The hot-reload socket on the gateway's own port: same origin, so the CSP's `connect-src 'self'` allows it.
    server: { middlewareMode: true, hmr: { server } },
  });
  return {
    loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    assets: vite.middlewares,
    ready: () => true,
    close: () => vite.close(),
  };
}
