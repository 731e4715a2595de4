import compression from 'compression';
import express, { type Express } from 'express';
import type { AuthService } from '@northrock/core/modules/admin/auth.service';
import type { Config } from '@northrock/core/platform/config';
import type { Orm } from '@northrock/core/platform/db';
import type { Logger } from '@northrock/core/platform/logger';
import { renderApiDocs } from './http/api-docs';
import { apiNotFound, errorHandler } from './http/errors';
import { buildOpenApi } from './http/openapi';
import { buildRestRouter } from './http/rest';
import type { RouteDef } from './http/route';
import { cspNonce, securityHeaders } from './http/security';
import { adminRoutes } from './modules/admin/admin.rest';
import { contactRoutes } from './modules/contact/contact.rest';
import { contentRoutes } from './modules/content/content.rest';
import { healthRoutes, type HealthCheck } from './modules/health/health.rest';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.rest';

export interface AppDeps {
  config: Config;
  orm: Orm;
  auth: AuthService;
  log: Logger;
  healthChecks: Record<string, HealthCheck>;
}

/** JSON bodies above this answer 413 (uploads have their own limits). */
export const JSON_BODY_LIMIT = '256kb';

/** Every REST operation of `/api`, in the order the document lists them. */
export function apiRoutes(deps: Pick<AppDeps, 'auth' | 'healthChecks'>): RouteDef[] {
  return [
    ...healthRoutes(deps.healthChecks),
    ...siteSettingsRoutes,
    ...contentRoutes,
    ...contactRoutes,
    ...adminRoutes(deps.auth),
  ];
}

/** The whole HTTP surface, without listening (tests drive it directly). */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('query parser', 'simple');
  app.use(securityHeaders(deps.config.isProduction));
  app.use(compression());

  const routes = apiRoutes(deps);
  const openApi = buildOpenApi(routes);
  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
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

  app.use(errorHandler(deps.log));
  return app;
}
