import fc from 'fast-check';

/**
 * The fuzz suite's runner (services/gateway/test/fuzz.test.ts): a random seed each run, printed
 * with any failure and settable with FUZZ_SEED=<n> to replay it; every generated input is
 * sent, 100 at a time, and each answer must be the refusal its input class calls for.
 *
 * How many inputs an operation gets: MIN_INPUTS (one batch: every input class) in `make test`,
 * where about 150 operations share the run with the rest of the suite; the random seed means
 * each run tries other inputs, so coverage grows across runs. FUZZ_BUDGET_MS=<ms> adds batches
 * while each operation's time budget lasts, up to MAX_INPUTS; FUZZ_INPUTS=<n> sends exactly n
 * per operation (no time limit), for a deep run (`make fuzz`) or to replay a seed input for input.
 */
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const FUZZ_INPUTS = process.env.FUZZ_INPUTS ? Number(process.env.FUZZ_INPUTS) : undefined;

const BATCH = 100;
export const MIN_INPUTS = 100;
const MAX_INPUTS = 1000;
/** Each operation's time for inputs past MIN_INPUTS (none unless FUZZ_BUDGET_MS says). */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 0);

/** One answer, REST or GraphQL, as the checks read it. */
export interface Answer {
  status: number;
  /** REST: the body's `detail`. GraphQL: the first error's message. */
  detail?: unknown;
  /** GraphQL: every error's `extensions.code`, and whether the operation's field came back with data. */
  codes?: string[];
  data?: boolean;
  raw: string;
}

/** What the answer to `input` must be, or why it is not. */
export type Expectation = (answer: Answer, input?: unknown) => string | undefined;

/** A REST refusal: one of `statuses`, with a `detail` that says why. */
export const restRefusal =
  (...statuses: number[]): Expectation =>
  (a) => {
    if (!statuses.includes(a.status)) return `expected ${statuses.join(' or ')}, got ${a.status}`;
    if (typeof a.detail !== 'string' || !a.detail) return `a ${a.status} without a detail`;
    return undefined;
  };

/** graphql-js's words for variables that do not fit the schema's types (refused before anything runs). */
const VARIABLE_TYPE_ERROR = /^Variable "\$\w+" (got invalid value|of required type|of non-null type)/;

/**
 * A GraphQL refusal: no data, and every error one of `codes` with a message; or, where bad input
 * is expected (BAD_USER_INPUT), variables the schema's types already refuse: a 400 naming the
 * variable (GraphQL over HTTP: a request error, no code).
 */
export const graphqlRefusal =
  (...codes: string[]): Expectation =>
  (a) => {
    if (a.status >= 500) return `answered ${a.status}`;
    if (a.data) return 'the operation ran (data came back)';
    if (!a.codes?.length) return 'no error';
    const messages = (JSON.parse(a.raw) as { errors: { message: string }[] }).errors.map((e) => e.message);
    // Only where the input is what is wrong: a token check must answer as such.
    if (codes.includes('BAD_USER_INPUT') && a.status === 400 && messages.every((m) => VARIABLE_TYPE_ERROR.test(m))) return undefined;
    const other = a.codes.filter((c) => !codes.includes(c));
    if (other.length) return `expected ${codes.join(' or ')}, got ${other.join(', ')}`;
    if (typeof a.detail !== 'string' || !a.detail) return 'an error without a message';
    return undefined;
  };

/**
 * Sends generated inputs, 100 at a time: `count` of them, or else as many as the operation's time
 * budget allows (module comment); fails with the seed, the input and the answer on the first
 * answer `expected` refuses. Resolves to the number of inputs sent.
 */
export async function fuzz(
  send: (input: unknown) => Promise<Answer>,
  inputs: fc.Arbitrary<unknown>,
  expected: Expectation,
  count = FUZZ_INPUTS,
): Promise<number> {
  let first: string | undefined;
  let sent = 0;
  const property = fc.asyncProperty(fc.array(inputs, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
    const answers = await Promise.all(batch.map(send));
    sent += batch.length;
    answers.forEach((a, i) => {
      const problem = expected(a, batch[i]);
      if (!problem) return;
      first ??= `${problem}: ${a.raw.slice(0, 300)}\n  for ${JSON.stringify(batch[i])?.slice(0, 500)}`;
      throw new Error(first);
    });
  });
  const started = Date.now();
  // What replays a failure: the seed, and for a batch past the minimum its own seed and count.
  let replay = `FUZZ_SEED=${FUZZ_SEED}`;
  try {
    await fc.assert(property, { numRuns: Math.ceil((count ?? MIN_INPUTS) / BATCH), seed: FUZZ_SEED, endOnFailure: true });
    // Then one batch at a time, each from a seed of its own, while the budget lasts.
    for (let extra = 1; count === undefined && sent < MAX_INPUTS && Date.now() - started < BUDGET_MS; extra++) {
      const seed = (FUZZ_SEED + extra) % 2 ** 31;
      replay = `FUZZ_SEED=${seed} FUZZ_INPUTS=${BATCH}`;
      await fc.assert(property, { numRuns: 1, seed, endOnFailure: true });
    }
  } catch (err) {
    // fast-check's own report lists the whole batch of 100: the one input that failed says more.
    throw new Error(`${replay} replays this. ${first ?? (err as Error).message}`);
  }
  return sent;
}

/** A GraphQL answer as the checks read it; `field` is the operation's root field. */
export async function readGraphql(res: Response, field?: string): Promise<Answer> {
  const raw = await res.text();
  try {
    const body = JSON.parse(raw) as { data?: Record<string, unknown> | null; errors?: { message?: string; extensions?: { code?: string } }[] };
    const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? '(no code)');
    const data = field ? body.data?.[field] !== undefined && body.data?.[field] !== null : false;
    return { status: res.status, detail: body.errors?.[0]?.message, codes, data, raw };
  } catch {
    return { status: res.status, raw };
  }
}

/** A REST answer as the checks read it. */
export async function readRest(res: Response): Promise<Answer> {
  const raw = await res.text();
  let detail: unknown;
  try {
    detail = (JSON.parse(raw) as { detail?: unknown }).detail;
  } catch {
    detail = undefined;
  }
  return { status: res.status, detail, raw };
}
