import fc from 'fast-check';
import { getNamedType, isEnumType, isObjectType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createFormTokens } from '@northrock/core/lead';
import { createRateLimiter, loadConfig } from '@northrock/core/platform';
import { apiRoutes } from '../src/app';
import { schema } from '../src/graphql/schema';
import { inputValue } from '../src/graphql/crud-operations';
import { inputSchemas } from '../src/graphql/zod-types';
import type { RouteDef } from '../src/http/route';
import { createLinkSigner } from '../src/modules/media/signed-links';
import { startHarness, TEST_JWT_SECRET, type Harness } from './harness';
import { fuzz, graphqlRefusal, readGraphql, readRest, restRefusal, type Answer, type Expectation } from './support/fuzz-run';
import { exampleInput, invalidIds, invalidInputs, invalidTokens, textFields } from './support/invalid-inputs';

/**
 * Property-based fuzzing of every REST write and every GraphQL mutation against one real
 * gateway (PostgreSQL, Redis): 1,000 generated invalid inputs each, derived from the zod schema
 * the operation validates with (support/invalid-inputs.ts), with a random seed each run
 * (support/fuzz-run.ts: printed with a failure; FUZZ_SEED=<n> replays it). Each input class gets
 * the refusal it calls for, not merely "no 5xx": an invalid body 422 with `detail`, a missing or
 * forged token 401, an id that names nothing 404; over GraphQL BAD_USER_INPUT or UNAUTHENTICATED
 * and no data. The database is exactly as before. Inputs go 100 at a time, each from an address
 * of its own (the gateway trusts the loopback proxy here), so rate limits never hide what
 * validation would say. A lone UTF-16 surrogate in each text field of each write is refused
 * like a control character: 422 naming the field, BAD_USER_INPUT over GraphQL.
 */

let h: Harness;
let token: string;
let leadId: number;
beforeAll(async () => {
  h = await startHarness({ TRUST_PROXY: 'loopback' });
  token = await h.login();
  const lead = await h.call('POST', '/api/contact', {
    body: { name: 'Fuzz Lead', email: 'fuzz@example.com', phone: '705 555 0199', subject: 's', message: 'm' },
  });
  leadId = lead.body.id;
});
afterAll(async () => {
  await h?.close();
});

let addressSeq = 0;
const address = () => {
  addressSeq += 1;
  return `198.18.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

/** Every table's rows, hashed: "nothing written" means this does not change. */
async function fingerprint(): Promise<string> {
  const conn = h.orm.em.fork().getConnection();
  const tables = await conn.execute<{ tablename: string }[]>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by tablename",
  );
  const parts: string[] = [];
  for (const { tablename } of tables) {
    const [row] = await conn.execute<{ h: string | null }[]>(`select md5(string_agg(t::text, '|' order by t::text)) as h from "${tablename}" t`);
    parts.push(`${tablename}:${row?.h ?? ''}`);
  }
  return parts.join('\n');
}

/** `fuzz`, then the database must be exactly as before. */
async function fuzzNothingWritten(...args: Parameters<typeof fuzz>): Promise<void> {
  const before = await fingerprint();
  await fuzz(...args);
  expect(await fingerprint()).toBe(before);
}

const routes = apiRoutes({
  auth: undefined as never,
  healthChecks: {},
  config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }),
  storage: undefined as never,
  limiter: createRateLimiter(undefined),
  signer: createLinkSigner(TEST_JWT_SECRET),
  formTokens: createFormTokens(TEST_JWT_SECRET),
}).filter((r) => r.method !== 'get');

async function existingId(route: RouteDef): Promise<string> {
  if (route.path.startsWith('/admin/contacts/')) return String(leadId);
  const collection = route.path.split('/{id}')[0]!;
  const list = await h.call('GET', `/api${collection}`, { token });
  // A paged list (the activity history) holds its rows in `items`.
  return String((Array.isArray(list.body) ? list.body : list.body.items)[0].id);
}

/** The route's path with an existing id in it. */
const target = async (route: RouteDef) => route.path.replace('{id}', route.idParams?.length ? await existingId(route) : '');

async function restCall(
  method: string,
  path: string,
  init: { body?: unknown; raw?: BodyInit; headers?: Record<string, string>; auth?: string | null },
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': address(), ...init.headers };
  if (init.auth !== null) headers.authorization = init.auth ?? `Bearer ${token}`;
  let body = init.raw;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  return readRest(await fetch(`${h.baseUrl}/api${path}`, { method: method.toUpperCase(), headers, body }));
}

const multipartInputs = fc
  .array(
    fc.record({
      field: fc.constantFrom('files', 'files', 'file', 'photo'),
      name: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('../x.jpg', 'a/b.png', 'c:\\x.gif', 'a\u0000b.jpg', 'a\u0001.png', 'a\ud800.jpg')),
      bytes: fc.uint8Array({ maxLength: 3000 }),
      type: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream'),
    }),
    { maxLength: 7 },
  )
  .map((files) => {
    const form = new FormData();
    for (const f of files) form.append(f.field, new Blob([f.bytes], { type: f.type }), f.name);
    return { form, files: files.map((f) => ({ ...f, bytes: `${f.bytes.length} bytes` })) };
  });

/**
 * What refuses a body: 422 naming the fields; 400 when the JSON is not an object or array at all
 * (the JSON parser's strict mode); a multipart upload also 400 (envelope), 413 (size) or 415 (type).
 */
const invalidFields = restRefusal(422);
const invalidBody: Expectation = (a, input) => (input === null || typeof input !== 'object' ? restRefusal(400)(a) : invalidFields(a));
const invalidUpload = restRefusal(400, 413, 415, 422);
/** An id that names nothing: 404; 422 when it holds a control character, 400 when its percent-encoding is broken. */
const unknownId = restRefusal(404, 422, 400);
const unauthenticated = restRefusal(401);

describe('fuzzing every REST write with invalid inputs', () => {
  it('lists the writes it covers', () => {
    expect(routes.length).toBeGreaterThanOrEqual(35);
  });

  for (const route of routes) {
    const path = `/api${route.path}`;
    it(`${route.method.toUpperCase()} ${path}: 1,000 invalid inputs, each refused as its class calls for, nothing written`, async () => {
      const auth = route.auth ? undefined : null;
      if (route.body) {
        const where = await target(route);
        await fuzzNothingWritten(
          (body) => restCall(route.method, where, { body, auth }),
          invalidInputs(route.body as never, exampleInput(route.body as never)),
          invalidBody,
        );
      } else if (route.rawBody) {
        await fuzzNothingWritten(
          (input) => restCall(route.method, route.path, { raw: (input as { form: FormData }).form, auth }),
          multipartInputs,
          invalidUpload,
        );
      } else if (route.idParams?.length) {
        await fuzzNothingWritten((id) => restCall(route.method, route.path.replace('{id}', String(id)), { auth }), invalidIds, unknownId);
      } else {
        await fuzzNothingWritten((bad) => restCall(route.method, route.path, { auth: `Bearer ${String(bad)}` }), invalidTokens, unauthenticated);
      }
    }, 240_000);
  }

  it('every admin write refuses a missing or forged token with 401, whatever the body', async () => {
    const adminRoutes = routes.filter((r) => r.auth);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(30);
    const before = await fingerprint();
    for (const route of adminRoutes) {
      const body = route.body ? exampleInput(route.body as never) : undefined;
      const path = route.path.replace('{id}', '1');
      await fuzz((bad) => restCall(route.method, path, { body, auth: bad === '' ? null : `Bearer ${String(bad)}` }), invalidTokens, unauthenticated, 100);
    }
    expect(await fingerprint()).toBe(before);
  }, 240_000);

  it('a lone surrogate in any text field of any write answers 422 naming the field', async () => {
    const before = await fingerprint();
    let checked = 0;
    for (const route of routes.filter((r) => r.body)) {
      const base = exampleInput(route.body as never);
      const where = await target(route);
      for (const field of textFields(route.body as never)) {
        const answer = await restCall(route.method, where, { body: { ...base, [field]: 'Fuzz \ud800 text' }, auth: route.auth ? undefined : null });
        expect(invalidFields(answer), `${route.method} ${route.path} ${field}: ${answer.raw}`).toBeUndefined();
        expect((JSON.parse(answer.raw) as { errors?: { field: string }[] }).errors?.[0]?.field, `${route.path} ${field}`).toBe(field);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(await fingerprint()).toBe(before);
  }, 240_000);
});

const mutations = Object.values(schema.getMutationType()!.getFields()) as GraphQLField<unknown, unknown>[];

/** `auth`: the Authorization header (default: the admin's token; null: none). */
async function graphqlCall(query: string, field: string, variables: Record<string, unknown>, auth?: string | null): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': address() };
  if (auth !== null) headers.authorization = auth ?? `Bearer ${token}`;
  const res = await fetch(`${h.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return readGraphql(res, field);
}

const operation = (field: GraphQLField<unknown, unknown>) => {
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const params = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return field.args.length ? `mutation(${params}) { ${field.name}(${args})${selection} }` : `mutation { ${field.name}${selection} }`;
};
const inputSchemaOf = (field: GraphQLField<unknown, unknown>) => {
  const arg = field.args.find((a) => a.name === 'input');
  return arg ? (inputSchemas.get(getNamedType(arg.type).name) as z.ZodObject | undefined) : undefined;
};
const idFor = (field: GraphQLField<unknown, unknown>) => (field.name.toLowerCase().includes('contact') ? leadId : 1);
/** Arguments the schema's types accept (an example input, ids, an enum's first value). */
function validArgs(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
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
}

describe('fuzzing every GraphQL mutation with invalid inputs', () => {
  it('lists the mutations it covers', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(26);
  });

  for (const field of mutations) {
    it(`mutation ${field.name}: 1,000 invalid inputs, each refused as its class calls for, nothing written`, async () => {
      const query = operation(field);
      const zodSchema = inputSchemaOf(field);
      if (field.args.some((a) => a.name === 'input')) {
        expect(zodSchema, field.name).toBeDefined();
        // GraphQL hands the domain an input without its null fields (`inputValue`).
        const asReceived = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? inputValue(v as Record<string, unknown>) : v);
        const inputs = invalidInputs(zodSchema!, exampleInput(zodSchema!), asReceived);
        await fuzzNothingWritten((input) => graphqlCall(query, field.name, { input, id: idFor(field) }), inputs, graphqlRefusal('BAD_USER_INPUT'));
      } else if (field.args.some((a) => a.name === 'id')) {
        const badId = fc.oneof(
          fc.integer({ min: 10_000_000, max: 2_147_483_647 }),
          fc.integer({ min: -2_147_483_648, max: 0 }),
          fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
          fc.string({ maxLength: 12 }),
        );
        await fuzzNothingWritten((id) => graphqlCall(query, field.name, { id, status: 'new' }), badId, graphqlRefusal('NOT_FOUND', 'BAD_USER_INPUT'));
      } else {
        await fuzzNothingWritten((bad) => graphqlCall(query, field.name, {}, `Bearer ${String(bad)}`), invalidTokens, graphqlRefusal('UNAUTHENTICATED'));
      }
    }, 240_000);
  }

  it('every admin mutation refuses a missing or forged token with UNAUTHENTICATED, whatever the input', async () => {
    const publicMutations = new Set(['login', 'submitContact']);
    const adminMutations = mutations.filter((m) => !publicMutations.has(m.name));
    expect(adminMutations.length).toBeGreaterThanOrEqual(24);
    const before = await fingerprint();
    for (const field of adminMutations) {
      const send = (bad: unknown) => graphqlCall(operation(field), field.name, validArgs(field), bad === '' ? null : `Bearer ${String(bad)}`);
      await fuzz(send, invalidTokens, graphqlRefusal('UNAUTHENTICATED'), 100);
    }
    expect(await fingerprint()).toBe(before);
  }, 240_000);

  it('a lone surrogate in any text field of any mutation input is BAD_USER_INPUT, nothing written', async () => {
    const before = await fingerprint();
    let checked = 0;
    for (const field of mutations) {
      const zodSchema = inputSchemaOf(field);
      if (!zodSchema) continue;
      const base = exampleInput(zodSchema);
      for (const key of textFields(zodSchema)) {
        const answer = await graphqlCall(operation(field), field.name, { input: { ...base, [key]: 'Fuzz \ud800 text' }, id: idFor(field) });
        expect(graphqlRefusal('BAD_USER_INPUT')(answer), `${field.name}.${key}: ${answer.raw}`).toBeUndefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(await fingerprint()).toBe(before);
  }, 240_000);
});
