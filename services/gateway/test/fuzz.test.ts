import fc from 'fast-check';
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormTokens } from '@northrock/core/lead';
import { createRateLimiter, loadConfig } from '@northrock/core/platform';
import { apiRoutes } from '../src/app';
import { schema } from '../src/graphql/schema';
import { inputValue } from '../src/graphql/crud-operations';
import { inputSchemas } from '../src/graphql/zod-types';
import type { RouteDef } from '../src/http/route';
import { createLinkSigner } from '../src/modules/media/signed-links';
import { startHarness, TEST_JWT_SECRET, type Harness } from './harness';
import { exampleInput, invalidIds, invalidInputs, invalidTokens } from './support/invalid-inputs';

/**
 * Property-based fuzzing of every REST write and every GraphQL mutation against one real
 * gateway (PostgreSQL, Redis): 1,000 generated invalid inputs each, derived from the zod schema
 * the operation validates with (test/support/invalid-inputs.ts). For every one: no 5xx (no
 * INTERNAL_SERVER_ERROR over GraphQL), and the database is exactly as before the operation's
 * inputs were sent. Inputs go 100 at a time, each from an address of its own (the gateway
 * trusts the loopback proxy here), so rate limits never hide what validation would say.
 */

const INPUTS_PER_OPERATION = 1000;
const BATCH = 100;

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

interface Answer {
  status: number;
  internal: boolean;
  detail?: string;
}

/** Sends every input of a generated batch at once; fails on any 5xx with the input that caused it. */
async function fuzz(send: (input: unknown) => Promise<Answer>, inputs: fc.Arbitrary<unknown>): Promise<void> {
  const before = await fingerprint();
  await fc.assert(
    fc.asyncProperty(fc.array(inputs, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const answers = await Promise.all(batch.map(send));
      answers.forEach((a, i) => {
        if (a.status >= 500 || a.internal) throw new Error(`answered ${a.status} (${a.detail ?? ''}) for ${JSON.stringify(batch[i])?.slice(0, 500)}`);
      });
    }),
    { numRuns: INPUTS_PER_OPERATION / BATCH, seed: 20261123, endOnFailure: true },
  );
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
  const res = await fetch(`${h.baseUrl}/api${path}`, { method: method.toUpperCase(), headers, body });
  const text = await res.text();
  return { status: res.status, internal: false, detail: text.slice(0, 200) };
}

const multipartInputs = fc
  .array(
    fc.record({
      field: fc.constantFrom('files', 'files', 'file', 'photo'),
      name: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('../x.jpg', 'a/b.png', 'c:\\x.gif', 'a\u0000b.jpg', 'a\u0001.png')),
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

describe('fuzzing every REST write with invalid inputs', () => {
  it('lists the writes it covers', () => {
    expect(routes.length).toBeGreaterThanOrEqual(35);
  });

  for (const route of routes) {
    const path = `/api${route.path}`;
    it(`${route.method.toUpperCase()} ${path}: 1,000 invalid inputs, no 5xx, nothing written`, async () => {
      const auth = route.auth ? undefined : null;
      if (route.body) {
        const base = exampleInput(route.body as never);
        const id = route.idParams?.length ? await existingId(route) : undefined;
        const target = route.path.replace('{id}', id ?? '');
        await fuzz((body) => restCall(route.method, target, { body, auth }), invalidInputs(route.body as never, base));
      } else if (route.rawBody) {
        await fuzz((input) => restCall(route.method, route.path, { raw: (input as { form: FormData }).form, auth }), multipartInputs);
      } else if (route.idParams?.length) {
        await fuzz((id) => restCall(route.method, route.path.replace('{id}', String(id)), { auth }), invalidIds);
      } else {
        await fuzz((bad) => restCall(route.method, route.path, { auth: `Bearer ${String(bad)}` }), invalidTokens);
      }
    }, 240_000);
  }
});

const mutations = Object.values(schema.getMutationType()!.getFields()) as GraphQLField<unknown, unknown>[];

async function graphqlCall(query: string, variables: Record<string, unknown>, auth?: string): Promise<Answer> {
  const res = await fetch(`${h.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address(), authorization: auth ?? `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  let internal = false;
  try {
    internal = (JSON.parse(text).errors ?? []).some((e: { extensions?: { code?: string } }) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  } catch {
    internal = res.status >= 500;
  }
  return { status: res.status, internal, detail: text.slice(0, 200) };
}

describe('fuzzing every GraphQL mutation with invalid inputs', () => {
  it('lists the mutations it covers', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(26);
  });

  for (const field of mutations) {
    it(`mutation ${field.name}: 1,000 invalid inputs, no 5xx, nothing written`, async () => {
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      const params = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = field.args.length ? `mutation(${params}) { ${field.name}(${args})${selection} }` : `mutation { ${field.name}${selection} }`;
      const inputArg = field.args.find((a) => a.name === 'input');
      const fixedId = field.name.toLowerCase().includes('contact') ? leadId : 1;
      if (inputArg) {
        const zodSchema = inputSchemas.get(getNamedType(inputArg.type).name)!;
        expect(zodSchema, getNamedType(inputArg.type).name).toBeDefined();
        const base = exampleInput(zodSchema);
        // GraphQL hands the domain an input without its null fields (`inputValue`).
        const asReceived = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? inputValue(v as Record<string, unknown>) : v);
        await fuzz((input) => graphqlCall(query, { input, id: fixedId }), invalidInputs(zodSchema, base, asReceived));
      } else if (field.args.some((a) => a.name === 'id')) {
        const badId = fc.oneof(
          fc.integer({ min: 10_000_000, max: 2_147_483_647 }),
          fc.integer({ min: -2_147_483_648, max: 0 }),
          fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
          fc.string({ maxLength: 12 }),
        );
        await fuzz((id) => graphqlCall(query, { id, status: 'new' }), badId);
      } else {
        await fuzz((bad) => graphqlCall(query, {}, `Bearer ${String(bad)}`), invalidTokens);
      }
    }, 240_000);
  }
});
