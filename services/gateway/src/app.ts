import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import { brand } from '@northrock/core/brand';
import { VITALS_BODY_LIMIT_BYTES } from '@northrock/core/web-vitals';
import type { Logger } from '@northrock/core/platform';
import { gatewayAccessLog } from './http/access-log';
import { apiDocsRouter } from './http/api-docs';
import { apiNotFound, errorHandler } from './http/errors';
import { buildOpenApi } from './http/openapi';
import { buildRestRouter } from './http/rest';
import type { RouteDef } from './http/route';
import { uploadSpoolDir, type AppDeps } from './app-deps';
import { jsonBody, jsonBodyWithin } from './http/json-body';
import { mountGraphql } from './graphql/yoga';
import { mountWeb } from './web/web';
import { securityHeaders } from './http/security';
import { defaultTimeouts, responseDeadline } from './http/server';
import { drainAfterAnswer } from './http/unread-body';
import { activityRoutes } from './modules/activity/activity.rest';
import { accountRoutes } from './modules/admin/accounts.rest';
import { dashboardRoutes } from './modules/admin/dashboard.rest';
import { sessionRoutes } from './modules/admin/sessions.rest';
import { twoFactorRoutes } from './modules/admin/two-factor.rest';
import { leadRoutes } from './modules/lead/lead.rest';
import { leadDeskRoutes } from './modules/lead/lead-desk.rest';
import { leadOwnerRoutes } from './modules/lead/lead-owner.rest';
import { leadOutcomeRoutes } from './modules/lead/lead-outcome.rest';
import { leadPerformanceRoutes } from './modules/admin/lead-performance.rest';
import { bookingFiguresRoutes } from './modules/admin/booking-figures.rest';
import { leadReplyRoutes } from './modules/lead/lead-reply.rest';
import { contentImageMedia, contentImageRoutes } from './modules/content-image/content-image.rest';
import { contentRoutes } from './modules/content/content.rest';
import { healthRoutes } from './modules/health/health.rest';
import { mediaRouter } from './modules/media/media.routes';
import { metricsRouter } from './modules/metrics/metrics.routes';
import { QUEUE_DASHBOARD_PATH, queueDashboard, queueDashboardRoutes } from './modules/queue-dashboard/queue-dashboard';
import { uploadRoutes } from './modules/photo/upload.rest';
import { PHOTO_UPLOAD_PATH } from './modules/photo/photo-upload.routes';
import { photoUploadPaths } from './modules/photo/photo-upload.openapi';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.rest';
import { officeHoursRoutes } from './modules/office-hours/office-hours.rest';
import { VITALS_API_PATH, webVitalsRoutes } from './modules/web-vitals/web-vitals.rest';
import { backupRoutes } from './modules/backup/backup.rest';
import { bookingRoutes } from './modules/booking/booking.rest';
import { reviewRoutes } from './modules/review/review.rest';

/** Every REST operation of `/api`, in the order the document lists them. */
export function apiRoutes(
  deps: Pick<
    AppDeps,
    'auth' | 'healthChecks' | 'config' | 'storage' | 'limiter' | 'signer' | 'formTokens' | 'reviewLinks' | 'queue' | 'contentImageTimeoutMs' | 'liveLeads'
  > & {
    log?: Logger;
  },
): RouteDef[] {
  return [
    ...healthRoutes(deps.healthChecks, deps.log),
    ...siteSettingsRoutes,
    ...officeHoursRoutes,
    ...contentRoutes(),
    ...uploadRoutes({ storage: deps.storage, limiter: deps.limiter, tmpDir: uploadSpoolDir(deps.config) }),
    ...leadRoutes(deps),
    ...leadDeskRoutes,
    ...leadOwnerRoutes(deps.signer),
    ...leadOutcomeRoutes,
    ...leadReplyRoutes,
    ...bookingRoutes(deps),
    ...contentImageRoutes({
      storage: deps.storage,
      queue: deps.queue,
      timeoutMs: deps.contentImageTimeoutMs,
      tmpDir: uploadSpoolDir(deps.config),
    }),
    ...sessionRoutes(deps.auth),
    ...accountRoutes(deps.auth),
    ...twoFactorRoutes(deps.auth),
    ...dashboardRoutes,
    ...backupRoutes,
    ...leadPerformanceRoutes,
    ...bookingFiguresRoutes,
    ...webVitalsRoutes(deps),
    ...activityRoutes,
    ...reviewRoutes(deps),
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
  app.use(drainAfterAnswer);
  const publicReads = deps.publicReads;
  const accessLog = gatewayAccessLog(app, deps.log);
  // Every request gets its id and its access log line first, then a cached public read (REST
  // or GraphQL) answers before Express runs at all (it replays the headers the middleware below set on the
  // answer it keeps): Express's own set-up per request costs more than the whole answer.
  // Express calls `app.handle` for every request.
  const server = app as unknown as { handle(req: IncomingMessage, res: ServerResponse, callback?: () => void): void };
  const handle = server.handle.bind(app);
  server.handle = (req, res, callback) => {
    accessLog(req, res);
    const express = () => handle(req, res, callback);
    if (!publicReads || !(publicReads.tryRest(req, res, express) || publicReads.tryGraphql(req, res, express))) express();
  };
  app.use(securityHeaders(deps.config.isProduction));
  // Upload bytes stream straight to the upload server: no JSON parser, no compression.
  if (deps.photoUploads) app.use(PHOTO_UPLOAD_PATH, deps.photoUploads.router);
  app.use(compression());

  const routes = apiRoutes(deps);
  const openApi = buildOpenApi(routes, '/api', photoUploadPaths);
  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  if (deps.publicReads) api.use(deps.publicReads.restMiss);
  // A vitals beacon is a few hundred bytes: its own smaller limit (413), read before the general one.
  api.use(VITALS_API_PATH, jsonBodyWithin(VITALS_BODY_LIMIT_BYTES));
  api.use(jsonBody);
  api.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  api.use(apiDocsRouter(brand.name));
  api.use(buildRestRouter(routes, deps));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use('/media/content', contentImageMedia(deps.storage));
  app.use('/media', mediaRouter(deps));
  if (deps.queue) {
    const { queue, signer, orm, config } = deps;
    app.use(QUEUE_DASHBOARD_PATH, queueDashboard({ queue, signer, orm, secureCookie: config.isProduction }));
  }
  if (deps.config.metricsToken)
    app.use('/metrics', metricsRouter({ token: deps.config.metricsToken, orm: deps.orm, queue: deps.queue, limiter: deps.limiter }));
  mountGraphql(app, deps);
  // The website last: it answers every path the API, GraphQL and media do not.
  mountWeb(app, deps);

  app.use(errorHandler(deps.log));
  return app;
}
