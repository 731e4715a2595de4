import type { IncomingMessage } from 'node:http';
import { Utils, wrap } from '@mikro-orm/core';
import express, { type Request, type RequestHandler, type Router } from 'express';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import { runActivityScope } from '@northrock/core/activity';
import type { AuthService } from '@northrock/core/admin';
import { idParam, refuseControlCharacters, unknownFields } from '@northrock/core/shared';
import { AppError, noteAccess, type Orm } from '@northrock/core/platform';
import { sendJson } from './public-cache-capture';
import type { RouteDef } from './route';

/** Entities become their plain JSON (hidden fields such as password hashes left out). */
function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object' && Utils.isEntity(value)) return wrap(value).toObject();
  return value;
}

function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * The client address used for rate limits: the socket's, or the one `TRUST_PROXY` vouches for
 * (Express's `req.ip`), never a header the client sets itself. IPv4-mapped IPv6 is IPv4; any
 * other IPv6 address counts as its /64, the block one subscriber gets, so hopping between
 * addresses of one's own block does not buy fresh budgets.
 */
export function clientIp(req: Request): string {
  return normalizedAddress(req.ip ?? req.socket.remoteAddress ?? '');
}

/**
 * The same address for a request Express has not seen (a cached read answered before it, the
 * access log): `trust` is the app's compiled `trust proxy` setting, which `req.ip` applies.
 */
export function clientIpBeforeExpress(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  return normalizedAddress(req.socket ? proxyaddr(req, trust) : '');
}

/** Addresses already normalized: parsing one costs more than the rest of a cached read. */
const normalized = new Map<string, string>();

function normalizedAddress(raw: string): string {
  let known = normalized.get(raw);
  if (known === undefined) {
    if (normalized.size >= 10_000) normalized.clear();
    normalized.set(raw, (known = normalize(raw)));
  }
  return known;
}

function normalize(raw: string): string {
  if (!ipaddr.isValid(raw)) return 'unknown';
  const address = ipaddr.process(raw);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/** Body types a browser form can send to another site without a CORS preflight (CSRF). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * State-changing calls accept JSON only (or the multipart the route documents), so a page on
 * another site cannot make a visitor's browser call them with a form; a body of any other type
 * is refused before it is read.
 */
function checkBodyType(req: Request, route: RouteDef): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const accepted = route.rawBody?.contentType ?? 'application/json';
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const declared = req.headers['content-type'];
  if (req.is(accepted)) return;
  if ((declared && FORM_TYPES.some((t) => req.is(t))) || (hasBody && (route.body || route.rawBody || declared))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${accepted}`);
  }
}

/**
 * Path, query and JSON body: no control characters anywhere, before any handler or query runs;
 * and a route that takes no body takes no field either (a write's schema refuses keys it does
 * not name: docs/architecture.md, "REST API").
 */
function checkParams(req: Request, route: RouteDef): void {
  refuseControlCharacters(req.params, 'path');
  refuseControlCharacters(req.query, 'query');
  if (req.body !== undefined) refuseControlCharacters(req.body);
  const keys = req.body !== null && typeof req.body === 'object' ? Object.keys(req.body as object) : [];
  if (route.method !== 'get' && !route.body && !route.rawBody && keys.length) throw unknownFields(keys);
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
        let admin = route.auth ? await deps.auth.authenticate(em, req.headers.authorization) : undefined;
        if (admin) noteAccess(req, { admin_id: admin.userId });
        if (admin && !route.beforePasswordChange) admin = deps.auth.requireSettled(admin);
        // `auth: true` is the admin role's; password change, me and logout are any account's.
        if (admin && route.auth === true && !route.beforePasswordChange) admin = deps.auth.requireAdmin(admin);
        checkBodyType(req, route);
        checkParams(req, route);
        const params: Record<string, string> = {};
        for (const [key, value] of Object.entries(req.params)) params[key] = String(value);
        for (const key of route.idParams ?? []) {
          if (!idParam.safeParse(params[key]).success) throw new AppError('NOT_FOUND', `No item with id ${params[key]}`);
        }
        const result = await route.handler({ req, res, em, params, admin });
        if (res.headersSent) return;
        if (result === undefined) res.status(route.response.status).end();
        else sendJson(res, route.response.status, toPlain(result));
      } catch (err) {
        next(err);
      }
    };
    // Each request in its own activity scope: the admin it authenticates is the actor of its writes.
    const template = expressPath(route.path);
    router[route.method](template, (req, res, next) => {
      noteAccess(req, { route: req.baseUrl + template });
      return runActivityScope(() => handler(req, res, next));
    });
  }
  return router;
}
