/**
 * Gateway entry of `make dev` (scripts/start.ts --dev): the website from its sources through
 * Vite's dev server (hot reload), never part of the production bundle (scripts/build-services.mjs
 * bundles main.ts only, so Vite stays a development dependency).
 */
import { resolve } from 'node:path';
import { serveGateway } from './serve';
import { viteDevWeb } from './web/vite-dev';

const webAt = process.argv.indexOf('--web');
const webRoot = resolve(webAt > 0 ? (process.argv[webAt + 1] ?? 'web') : 'web');
await serveGateway({ web: (server) => viteDevWeb(webRoot, server) });
