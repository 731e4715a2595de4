import fc from 'fast-check';
import type { GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inputValue } from '../src/graphql/crud-operations';
import type { Harness } from './harness';
import { MIN_INPUTS, fuzz, graphqlRefusal, restRefusal, type Expectation } from './support/fuzz-run';
import { exampleInput, invalidIds, invalidInputs, invalidTokens, textFields } from './support/invalid-inputs';
import { publicMutations } from './support/public-operations';
import {
  fingerprint as tablesFingerprint,
  inputSchemaOf,
  mutations,
  operation,
  restWrites as routes,
  writesHarness,
  type WriteClient,
} from './support/write-operations';

/**
 * Property-based fuzzing of every REST write and every GraphQL mutation against one real
 * gateway (PostgreSQL, Redis): 100 generated invalid inputs each (FUZZ_INPUTS=<n> or a time
 * budget, FUZZ_BUDGET_MS, send more: support/fuzz-run.ts), derived from the zod schema
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
let client: WriteClient;
writesHarness((ctx) => ({ h, client } = ctx));

const fingerprint = () => tablesFingerprint(h);

/** `fuzz` (at least MIN_INPUTS), then the database must be exactly as before. */
async function fuzzNothingWritten(...args: Parameters<typeof fuzz>): Promise<void> {
  const before = await fingerprint();
  expect(await fuzz(...args)).toBeGreaterThanOrEqual(MIN_INPUTS);
  expect(await fingerprint()).toBe(before);
}

const target = (route: (typeof routes)[number]) => client.target(route);
const restCall = (...args: Parameters<WriteClient['rest']>) => client.rest(...args);
const graphqlCall = (...args: Parameters<WriteClient['graphql']>) => client.graphql(...args);

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
    it(`${route.method.toUpperCase()} ${path}: 100 or more invalid inputs, each refused as its class calls for, nothing written`, async () => {
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
      } else if (route.path.includes('{token}')) {
        // A signed link's token that names nothing: 404 (410 once expired), 400 when its percent-encoding is broken.
        await fuzzNothingWritten(
          (bad) => restCall(route.method, route.path.replace('{token}', String(bad)), { auth }),
          invalidIds,
          restRefusal(404, 410, 400, 422),
        );
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

const idFor = (field: GraphQLField<unknown, unknown>) => client.idFor(field);

describe('fuzzing every GraphQL mutation with invalid inputs', () => {
  it('lists the mutations it covers', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(26);
  });

  for (const field of mutations) {
    it(`mutation ${field.name}: 100 or more invalid inputs, each refused as its class calls for, nothing written`, async () => {
      const query = operation(field);
      const zodSchema = inputSchemaOf(field);
      if (field.args.some((a) => a.name === 'input')) {
        expect(zodSchema, field.name).toBeDefined();
        // GraphQL hands the domain an input without its null fields (`inputValue`).
        const asReceived = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? inputValue(v as Record<string, unknown>) : v);
        const inputs = invalidInputs(zodSchema!, exampleInput(zodSchema!), asReceived);
        // Publishing a review names one (id 1) the fuzzed install does not hold: an input the schema takes once its nulls are dropped answers NOT_FOUND.
        const refusal = field.name === 'publishReview' ? graphqlRefusal('BAD_USER_INPUT', 'NOT_FOUND') : graphqlRefusal('BAD_USER_INPUT');
        await fuzzNothingWritten((input) => graphqlCall(query, field.name, { input, id: idFor(field) }), inputs, refusal);
      } else if (field.args.some((a) => a.name === 'id')) {
        const badId = fc.oneof(
          fc.integer({ min: 10_000_000, max: 2_147_483_647 }),
          fc.integer({ min: -2_147_483_648, max: 0 }),
          fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
          fc.string({ maxLength: 12 }),
        );
        await fuzzNothingWritten((id) => graphqlCall(query, field.name, { id, status: 'new' }), badId, graphqlRefusal('NOT_FOUND', 'BAD_USER_INPUT'));
      } else if (field.args.some((a) => a.name === 'token')) {
        // Behind a signed link: a token that names nothing is NOT_FOUND (GONE once expired), a malformed one BAD_USER_INPUT.
        await fuzzNothingWritten(
          (bad) => graphqlCall(query, field.name, { ...client.validArgs(field), token: String(bad) }, null),
          invalidIds,
          graphqlRefusal('NOT_FOUND', 'GONE', 'BAD_USER_INPUT'),
        );
      } else {
        await fuzzNothingWritten(
          (bad) => graphqlCall(query, field.name, client.validArgs(field), `Bearer ${String(bad)}`),
          invalidTokens,
          graphqlRefusal('UNAUTHENTICATED'),
        );
      }
    }, 240_000);
  }

  it('every admin mutation refuses a missing or forged token with UNAUTHENTICATED, whatever the input', async () => {
    const adminMutations = mutations.filter((m) => !publicMutations.has(m.name));
    expect(adminMutations.length).toBeGreaterThanOrEqual(24);
    const before = await fingerprint();
    for (const field of adminMutations) {
      const send = (bad: unknown) => graphqlCall(operation(field), field.name, client.validArgs(field), bad === '' ? null : `Bearer ${String(bad)}`);
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
