import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { AuthService } from '@northrock/core/modules/admin/auth.service';
import type { FormTokens } from '@northrock/core/modules/contact/form-token';
import type { Config } from '@northrock/core/platform/config';
import type { Orm } from '@northrock/core/platform/db';
import type { Logger } from '@northrock/core/platform/logger';
import type { JobQueue } from '@northrock/core/platform/queue';
import type { RateLimiter } from '@northrock/core/platform/rate-limit';
import type { ObjectStore } from '@northrock/core/platform/storage';
import { renderApiDocs } from './http/api-docs';
import { apiNotFound, errorHandler } from './http/errors';
import { buildOpenApi } from './http/openapi';
import { buildRestRouter } from './http/rest';
import type { PublicReadCache } from './http/public-cache';
import type { RouteDef } from './http/route';
import { mountGraphql } from './graphql/yoga';
import { mountWeb } from './web/web';
import { cspNonce, securityHeaders } from './http/security';
import { defaultTimeouts, responseDeadline, type ServerTimeouts } from './http/server';
import { adminRoutes } from './modules/admin/admin.rest';
import { contactRoutes } from './modules/contact/contact.rest';
import { contactAdminRoutes } from './modules/contact/contact-admin.rest';
import { contentImageMedia, contentImageRoutes } from './modules/content-image/content-image.rest';
import { contentRoutes } from './modules/content/content.rest';
import { healthRoutes, type HealthCheck } from './modules/health/health.rest';
import { mediaRouter } from './modules/media/media.routes';
import { metricsRouter } from './modules/metrics/metrics.routes';
import type { LinkSigner } from './modules/media/signed-links';
import { QUEUE_DASHBOARD_PATH, queueDashboard, queueDashboardRoutes } from './modules/queue-dashboard/queue-dashboard';
import { uploadRoutes } from './modules/upload/upload.rest';
import type { PageViewCounter } from '@northrock/core/modules/page-views/page-views.service';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.rest';

export interface AppDeps {
  config: Config;
  orm: Orm;
  auth: AuthService;
  log: Logger;
  healthChecks: Record<string, HealthCheck>;
  /** Uploaded photos and their variants (S3/MinIO or DATA_DIR/media). */
  storage: ObjectStore;
  /** Per-address limits of the public writes (uploads, enquiries). */
  limiter: RateLimiter;
  /** Signs the links the admin's browser opens without a bearer header (originals, queue dashboard). */
  signer: LinkSigner;
  /** Signs and checks the contact form's render time (spam defence). */
  formTokens: FormTokens;
  /**
   * The job queues: shown in the admin's queue dashboard, and running the re-encode of
   * content images (without them the dashboard is not mounted and image uploads answer 503).
   */
  queue?: Pick<JobQueue, 'bullQueues' | 'run' | 'counts'>;
  /** How long an image upload waits for the worker's re-encode (default 30 s; tests shorten it). */
  contentImageTimeoutMs?: number;
  /** Request and answer time limits (http/server.ts; tests shorten them). */
  timeouts?: ServerTimeouts;
  /** Public reads (REST, GraphQL, server rendering) answered from a versioned cache; without it every read hits the database. */
  publicReads?: PublicReadCache;
  /** Counts views of the public pages (aggregated per route and day; nothing about the visitor). */
  pageViews?: PageViewCounter;
}

/** Where uploads wait on local disk while they are checked. */
export const uploadSpoolDir = (config: Config) => join(config.dataDir, 'tmp', 'uploads');

/** JSON bodies above this answer 413 (uploads have their own limits). */
export const JSON_BODY_LIMIT = '256kb';

/** Every REST operation of `/api`, in the order the document lists them. */
export function apiRoutes(
  deps: Pick<AppDeps, 'auth' | 'healthChecks' | 'config' | 'storage' | 'limiter' | 'signer' | 'formTokens' | 'queue' | 'contentImageTimeoutMs'> & {
    log?: Logger;
  },
): RouteDef[] {
  return [
    ...healthRoutes(deps.healthChecks, deps.log),
    ...siteSettingsRoutes,
    ...contentRoutes,
    ...uploadRoutes({ storage: deps.storage, limiter: deps.limiter, tmpDir: uploadSpoolDir(deps.config) }),
    ...contactRoutes(deps),
    ...contactAdminRoutes,
    ...contentImageRoutes({
      storage: deps.storage,
      queue: deps.queue,
      timeoutMs: deps.contentImageTimeoutMs,
      tmpDir: uploadSpoolDir(deps.config),
    }),
    ...adminRoutes(deps.auth),
    ...queueDashboardRoutes(deps.signer),
  ];
}

/** The whole HTTP surface, without listening (tests drive it directly). */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('query parser', 'simple');
  app.use(responseDeadline(deps.timeouts ?? defaultTimeouts));
  const publicReads = deps.publicReads;
  if (publicReads) {
    // A cached public read answers before Express runs at all (it replays the headers the
    // middleware below set on the answer it keeps): Express's own set-up per request costs
    // more than the whole answer. Express calls `app.handle` for every request.
    const server = app as unknown as { handle(req: IncomingMessage, res: ServerResponse, callback?: () => void): void };
    const handle = server.handle.bind(app);
    server.handle = (req, res, callback) => {
      if (!publicReads.tryRest(req, res, () => handle(req, res, callback))) handle(req, res, callback);
    };
  }
  app.use(securityHeaders(deps.config.isProduction));
  app.use(compression());

  const routes = apiRoutes(deps);
  const openApi = buildOpenApi(routes);
  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  if (deps.publicReads) api.use(deps.publicReads.restMiss);
  api.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }));
  api.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  api.get('/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('html').send(renderApiDocs(openApi, cspNonce(res)));
  });
  api.use(buildRestRouter(routes, deps));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use('/media/content', contentImageMedia(deps.storage));
  app.use('/media', mediaRouter(deps));
  if (deps.queue) {
    const { queue, signer, orm, config } = deps;
    app.use(QUEUE_DASHBOARD_PATH, queueDashboard({ queue, signer, orm, secureCookie: config.isProduction }));
  }
  if (deps.config.metricsToken) app.use('/metrics', metricsRouter({ token: deps.config.metricsToken, orm: deps.orm, queue: deps.queue }));
  mountGraphql(app, deps);
  // The website last: it answers every path the API, GraphQL and media do not.
  mountWeb(app, deps);

  app.use(errorHandler(deps.log));
  return app;
}
