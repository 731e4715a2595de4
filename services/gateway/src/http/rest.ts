import { Utils, wrap } from '@mikro-orm/core';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { AuthService } from '@northrock/core/modules/admin/auth.service';
import { idParam } from '@northrock/core/modules/shared/fields';
import type { Orm } from '@northrock/core/platform/db';
import { AppError } from '@northrock/core/platform/errors';
import type { RouteDef } from './route';

/** Entities become their plain JSON (hidden fields such as password hashes left out). */
export function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object' && Utils.isEntity(value)) return wrap(value).toObject();
  return value;
}

export function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/** The client address used for rate limits (honours `TRUST_PROXY` through Express's `req.ip`). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export interface RestDeps {
  orm: Orm;
  auth: AuthService;
}

/** Mounts every route definition on a router, with auth, body and id checks done once here. */
export function buildRestRouter(routes: RouteDef[], deps: RestDeps): Router {
  const router = express.Router();
  for (const route of routes) {
    const handler: RequestHandler = async (req, res, next) => {
      try {
        const em = deps.orm.em.fork();
        const admin = route.auth ? await deps.auth.authenticate(em, req.headers.authorization) : undefined;
        const params: Record<string, string> = {};
        for (const [key, value] of Object.entries(req.params)) params[key] = String(value);
        for (const key of route.idParams ?? []) {
          if (!idParam.safeParse(params[key]).success) throw new AppError('NOT_FOUND', `No item with id ${params[key]}`);
        }
        if (route.body && !req.is('application/json')) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
        }
        const result = await route.handler({ req, res, em, params, admin });
        if (res.headersSent) return;
        res.status(route.response.status);
        if (result === undefined) res.end();
        else res.json(toPlain(result));
      } catch (err) {
        next(err);
      }
    };
    router[route.method](expressPath(route.path), handler);
  }
  return router;
}
