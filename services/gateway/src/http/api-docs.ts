import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { apiReference } from '@scalar/express-api-reference';
import { Router } from 'express';
import helmet from 'helmet';
import { basePolicy, cspNonce, nonceSource } from './security';

/** Where the page loads Scalar's standalone bundle from: our own origin, never a CDN. */
const SCALAR_BUNDLE_PATH = '/api/docs/scalar.js';

const require = createRequire(import.meta.url);

/** Scalar's single-file browser bundle, as installed (`dist/browser/standalone.js`). */
const scalarBundle = join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');

/**
 * The reference page's own policy: everything from this origin (the bundle, the document,
 * try-it calls), the bundle's initialising script by nonce, and the inline styles and data:
 * images and fonts the bundle injects. No third party: no fonts, telemetry or proxy.
 */
const docsPolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    ...basePolicy,
    scriptSrc: ["'self'", nonceSource],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
  },
});

/**
 * `/docs` (under `/api`): the interactive reference (Scalar) of `/api/openapi.json`, with
 * try-it against this same origin, and `/docs/scalar.js`, the bundle it runs.
 */
export function apiDocsRouter(title: string): Router {
  const router = Router();
  router.get('/docs', docsPolicy, (req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    apiReference({
      pageTitle: `${title} reference`,
      cdn: SCALAR_BUNDLE_PATH,
      nonce: cspNonce(res),
      url: '/api/openapi.json',
      favicon: '/favicon.svg',
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      documentDownloadType: 'json',
      agent: { disabled: true },
      mcp: { disabled: true },
    })(req as never, res as never, next);
  });
  router.get('/docs/scalar.js', (_req, res, next) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/javascript').sendFile(scalarBundle, (err) => err && next(err));
  });
  return router;
}
