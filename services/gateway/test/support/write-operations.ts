import { getNamedType, isEnumType, isObjectType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { createFormTokens } from '@northrock/core/lead';
import { createRateLimiter, loadConfig } from '@northrock/core/platform';
import { apiRoutes } from '../../src/app';
import { schema } from '../../src/graphql/schema';
import { inputSchemas } from '../../src/graphql/zod-types';
import type { RouteDef } from '../../src/http/route';
import { createLinkSigner } from '../../src/modules/media/signed-links';
import { startHarness, TEST_JWT_SECRET, type Harness } from '../harness';
import { readGraphql, readRest, type Answer } from './fuzz-run';
import { exampleInput } from './invalid-inputs';

/**
 * Every write of both transports, and how a test calls each against a signed-in harness: the
 * REST writes from the route definitions (what the OpenAPI document is made of), the GraphQL
 * mutations from the schema. Each request comes from an address of its own (the harness must
 * trust the loopback proxy), so rate limits never answer in place of validation.
 */

/** Every REST route that is not a GET, from the same definitions the server mounts. */
export const restWrites: RouteDef[] = apiRoutes({
  auth: undefined as never,
  healthChecks: {},
  config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }),
  storage: undefined as never,
  limiter: createRateLimiter(undefined),
  signer: createLinkSigner(TEST_JWT_SECRET),
  formTokens: createFormTokens(TEST_JWT_SECRET),
}).filter((r) => r.method !== 'get');

export const mutations = Object.values(schema.getMutationType()!.getFields()) as GraphQLField<unknown, unknown>[];

/** The operation calling `field` with each of its arguments as a variable. */
export const operation = (field: GraphQLField<unknown, unknown>) => {
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const params = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return field.args.length ? `mutation(${params}) { ${field.name}(${args})${selection} }` : `mutation { ${field.name}${selection} }`;
};

/** The zod schema behind a mutation's `input` argument, if it has one. */
export const inputSchemaOf = (field: GraphQLField<unknown, unknown>) => {
  const arg = field.args.find((a) => a.name === 'input');
  return arg ? (inputSchemas.get(getNamedType(arg.type).name) as z.ZodObject | undefined) : undefined;
};

let addressSeq = 0;
const address = () => {
  addressSeq += 1;
  return `198.18.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

/** Calls writes as the admin of `token`, with `leadId` as the lead the lead-desk writes name. */
function writeClient(h: Harness, token: string, leadId: number) {
  async function existingId(route: RouteDef): Promise<string> {
    if (route.path.startsWith('/admin/contacts/')) return String(leadId);
    const collection = route.path.split('/{id}')[0]!;
    const list = await h.call('GET', `/api${collection}`, { token });
    // A paged list (the activity history) holds its rows in `items`; an empty one (no assignment rule yet) names none.
    const rows = (Array.isArray(list.body) ? list.body : list.body.items) as { id: number }[];
    return String(rows[0]?.id ?? 1);
  }

  /** `auth`: the Authorization header (default: the admin's token; null: none). */
  async function rest(method: string, path: string, init: { body?: unknown; raw?: BodyInit; headers?: Record<string, string>; auth?: string | null }) {
    const headers: Record<string, string> = { 'x-forwarded-for': address(), ...init.headers };
    if (init.auth !== null) headers.authorization = init.auth ?? `Bearer ${token}`;
    let body = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    return readRest(await fetch(`${h.baseUrl}/api${path}`, { method: method.toUpperCase(), headers, body }));
  }

  async function graphql(query: string, field: string, variables: Record<string, unknown>, auth?: string | null): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': address() };
    if (auth !== null) headers.authorization = auth ?? `Bearer ${token}`;
    const res = await fetch(`${h.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return readGraphql(res, field);
  }

  const idFor = (field: GraphQLField<unknown, unknown>) => (field.name.toLowerCase().includes('contact') ? leadId : 1);

  return {
    rest,
    graphql,
    idFor,
    /** The route's path with an existing id in it. */
    target: async (route: RouteDef) => route.path.replace('{id}', route.idParams?.length ? await existingId(route) : ''),
    /** Sends `route` the body its definition takes (or none), as the admin when it needs one. */
    callRoute: async (route: RouteDef, body: unknown, where?: string) => rest(route.method, where ?? route.path, { body, auth: route.auth ? undefined : null }),
    /** Arguments the schema's types accept (an example input, ids, an enum's first value). */
    validArgs(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
      const zodSchema = inputSchemaOf(field);
      return Object.fromEntries(
        field.args.map((arg) => {
          const type = getNamedType(arg.type);
          if (arg.name === 'input' && zodSchema) return [arg.name, exampleInput(zodSchema)];
          if (isEnumType(type)) return [arg.name, type.getValues()[0]!.value];
          if (type.name === 'Int') return [arg.name, idFor(field)];
          if (type.name === 'Boolean') return [arg.name, true];
          return [arg.name, 'x'];
        }),
      );
    },
  };
}

export type WriteClient = ReturnType<typeof writeClient>;

/** Every table's rows, hashed: "nothing written" means this does not change. */
export async function fingerprint(h: Harness): Promise<string> {
  const conn = h.orm.em.fork().getConnection();
  const tables = await conn.execute<{ tablename: string }[]>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by tablename",
  );
  // Every table's hash in one statement (one round trip, not one per table: the fuzz suite takes
  // two fingerprints per operation).
  const rows = await conn.execute<{ name: string; h: string | null }[]>(
    tables
      .map(({ tablename }) => `select '${tablename}' as name, (select md5(string_agg(t::text, '|' order by t::text)) from "${tablename}" t) as h`)
      .join(' union all '),
  );
  return rows
    .map((row) => `${row.name}:${row.h ?? ''}`)
    .sort()
    .join('\n');
}

export interface WritesHarness {
  h: Harness;
  token: string;
  /** A lead the lead-desk writes name. */
  leadId: number;
  client: WriteClient;
}

/**
 * A gateway for walking every write: it trusts the loopback proxy (each request its own
 * address), with the admin signed in and one lead stored. `ready` gets it before the tests run.
 */
export function writesHarness(ready: (ctx: WritesHarness) => void): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: 'loopback' });
    const token = await h.login();
    const lead = await h.call('POST', '/api/contact', {
      body: { name: 'Writes Lead', email: 'writes@example.com', phone: '705 555 0199', subject: 's', message: 'm' },
    });
    ready({ h, token, leadId: lead.body.id, client: writeClient(h, token, lead.body.id) });
  });
  afterAll(async () => {
    await h?.close();
  });
}
