import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { AdminPrincipal } from '@northrock/core/admin';
import type { Em } from '@northrock/core/platform';

type Method = 'get' | 'post' | 'put' | 'delete';

interface RouteContext {
  req: Request;
  res: Response;
  em: Em;
  params: Record<string, string>;
  /** Set on routes with `auth`. */
  admin?: AdminPrincipal;
}

/**
 * One REST operation: the Express handler and its OpenAPI entry come from this one
 * definition, so the document cannot drift from what the server does.
 */
export interface RouteDef {
  method: Method;
  /** OpenAPI form, relative to `/api`: `/admin/services/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /**
   * Needs the bearer token: `true` of an admin (an estimator gets 403), `'staff'` of any role
   * (the lead desk; core's lead-desk decides which leads an estimator sees).
   */
  auth?: boolean | 'staff';
  /** Allowed while the documented default password must still be changed (production). */
  beforePasswordChange?: boolean;
  /** JSON body, validated by the handler's service with this same schema. */
  body?: z.ZodType;
  /** Non-JSON request body, described for the document (the handler parses it). */
  rawBody?: { contentType: string; schema: Record<string, unknown> };
  /** Integer path parameters. */
  idParams?: string[];
  /** Query parameters, described for the document (the handler's service validates them); `required`: a call without it is refused (a signed link's token). */
  query?: { name: string; description: string; schema: Record<string, unknown>; required?: boolean }[];
  response: {
    status: number;
    description: string;
    schema?: z.ZodType;
    /** Response headers worth documenting (e.g. paging totals). */
    headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
  };
  /** Failure statuses this operation may answer, besides 400/413/500. */
  errors?: number[];
  handler: (ctx: RouteContext) => Promise<unknown>;
}
