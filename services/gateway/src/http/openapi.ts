import { z } from 'zod';
import { brand } from '@northrock/core/brand';
import type { RouteDef } from './route';

const errorBody = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: { type: 'string', description: 'Human-readable message' },
    errors: {
      type: 'array',
      description: 'On validation errors: each bad field',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const statusText: Record<number, string> = {
  400: 'Malformed request (e.g. invalid JSON)',
  401: 'Missing, invalid or expired bearer token, or ended session',
  403: 'Refused: in production, the documented default password must be changed first',
  404: 'No such item',
  409: 'Conflicts with an existing item (e.g. slug taken)',
  413: 'Request body or file too large',
  415: 'Unsupported content type',
  422: 'Validation failed',
  429: 'Too many requests; see Retry-After',
  500: 'Unexpected server error',
  503: 'A dependency does not answer',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

/** OpenAPI 3.1, generated from the same route definitions and zod schemas the server runs. */
export function buildOpenApi(routes: RouteDef[], serverUrl = '/api'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: Record<string, unknown>[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: route.idParams?.includes(name!) ? { type: 'integer', minimum: 1 } : { type: 'string' },
    }));
    for (const q of route.query ?? []) parameters.push({ name: q.name, in: 'query', required: false, description: q.description, schema: q.schema });
    const responses: Record<string, unknown> = {
      [String(route.response.status)]: {
        description: route.response.description,
        ...(route.response.headers ? { headers: route.response.headers } : {}),
        ...(route.response.schema ? { content: { 'application/json': { schema: jsonSchema(route.response.schema, 'output') } } } : {}),
      },
    };
    const failures = new Set([...(route.errors ?? []), ...(route.body || route.rawBody ? [400, 413] : []), 500]);
    if (route.auth) failures.add(401);
    if (route.auth && !route.beforePasswordChange) failures.add(403);
    for (const status of [...failures].sort()) {
      responses[String(status)] = {
        description: statusText[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/(^|[/-])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`,
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.auth ? { security: [{ bearerAuth: [] }] } : {}),
      responses,
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
      };
    } else if (route.rawBody) {
      operation.requestBody = { required: true, content: { [route.rawBody.contentType]: { schema: route.rawBody.schema } } };
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} API`,
      version: '1.0.0',
      description:
        'The REST API behind the website and back office. Errors answer `{"detail": "..."}`; admin calls need `Authorization: Bearer <access_token>` from `POST /admin/login`.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
