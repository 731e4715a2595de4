import fc from 'fast-check';
import type { z } from 'zod';
import { controlCharacterField } from '@northrock/core/shared';

/**
 * fast-check arbitraries of inputs a zod schema refuses, derived from the schema itself.
 * (zod-fast-check generates valid values for zod 3 only; this project is on zod 4, and the
 * fuzz suite wants the opposite anyway: values just outside each rule.) For every field the
 * schema's own rules say what "just outside" is: one character over `max`, an empty required
 * text, a number past its bounds or not whole, a value of another type, an unknown enum value,
 * control characters and lone UTF-16 surrogates (ill-formed Unicode: the server refuses both in
 * every text, docs/security.md); then a valid
 * base input gets one to three fields replaced, a key the schema does not name, or the whole
 * body is not an object at all.
 */

interface Bag {
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  shape?: Record<string, z.ZodType>;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const bagOf = (s: z.ZodType) => (s as unknown as { _zod: { bag: Bag } })._zod.bag ?? {};

/** The schema that holds the rules: through optional, default, preprocess and pipes. */
function core(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const d = defOf(s);
    if (['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch'].includes(d.type)) s = d.innerType!;
    else if (d.type === 'pipe') s = defOf(d.in!).type === 'transform' ? d.out! : d.in!;
    else break;
  }
  return s;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u000b'];
/** Halves of a UTF-16 pair on their own, and pairs the wrong way round. */
const SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\ude00\ud83d'];
const withControl = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL, ...SURROGATES), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
const otherTypes = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Values just outside one field's rules. */
function badValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const s = core(schema);
  const d = defOf(s);
  const bag = bagOf(s);
  switch (d.type) {
    case 'string': {
      const max = bag.maxLength ?? 5000;
      return fc.oneof(
        withControl,
        fc.string({ minLength: max + 1, maxLength: max + 40 }),
        fc.constantFrom('', '   ', '\t'),
        fc.string({ maxLength: 30 }), // breaks formats (email, slug, URL, phone)
        otherTypes.filter((v) => typeof v !== 'string'),
      );
    }
    case 'number':
      return fc.oneof(
        fc.integer({ min: (bag.maximum ?? 1_000_000) + 1, max: 2 ** 40 }),
        fc.integer({ min: -(2 ** 40), max: (bag.minimum ?? -1_000_000) - 1 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
        fc.constantFrom('12abc', '1e999', '--1', '', 'NaN'),
        withControl,
        fc.boolean(),
      );
    case 'boolean':
      return fc.oneof(fc.constantFrom('yes', 'true ', 0, 1, 'on'), fc.integer(), fc.string({ maxLength: 8 }), withControl);
    case 'enum':
      return fc.oneof(
        fc.string({ maxLength: 12 }).filter((v) => !Object.values(d.entries ?? {}).includes(v)),
        withControl,
        otherTypes,
      );
    case 'array':
      return fc.oneof(
        fc.array(badValue(d.element!), { minLength: 1, maxLength: 3 }),
        fc.array(fc.string({ maxLength: 10 }), { minLength: 6, maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
      );
    default:
      return fc.oneof(otherTypes, withControl);
  }
}

/** Whether the server must refuse `value` for `schema`: the schema refuses it, or a text holds a control character or a lone surrogate. */
function isInvalid(schema: z.ZodType, value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return true;
  return controlCharacterField(value) !== undefined || !schema.safeParse(value).success;
}

/**
 * Inputs `schema` refuses: a valid `base` with one to three fields made bad, or not an object at
 * all. `asReceived` is what the transport makes of a value before the domain sees it (GraphQL
 * drops `null` optional fields: absent means "the default"), so only inputs that stay invalid
 * on arrival are generated.
 */
export function invalidInputs(schema: z.ZodObject, base: Record<string, unknown>, asReceived: (value: unknown) => unknown = (v) => v): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.shape);
  const field = fc.constantFrom(...keys).chain((key) => badValue(schema.shape[key] as z.ZodType).map((v) => [key, v] as const));
  const mutated = fc.array(field, { minLength: 1, maxLength: 3 }).map((changes) => ({ ...base, ...Object.fromEntries(changes) }));
  const missing = fc.subarray(keys, { minLength: 1 }).map((drop) => Object.fromEntries(Object.entries(base).filter(([k]) => !drop.includes(k))));
  const notObject = fc.oneof(fc.constantFrom(null, [], 'text', 42, true), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }));
  const controlKey = withControl.map((k) => ({ ...base, [k]: 'x' }));
  // A key the schema does not name (a misspelling, a read-only field, a privilege): refused by name, never dropped.
  const unknownKey = fc
    .oneof(fc.constantFrom('id', 'created_at', 'updated_at', 'is_admin', 'to', 'bcc'), fc.string({ minLength: 1, maxLength: 12 }))
    .filter((k) => !keys.includes(k))
    .map((k) => ({ ...base, [k]: 'x' }));
  // What arrives is the JSON of `v` (Infinity and NaN become null, which GraphQL then drops).
  const onTheWire = (v: unknown) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
  return fc
    .oneof({ weight: 6, arbitrary: mutated }, { weight: 2, arbitrary: missing }, notObject, controlKey, unknownKey)
    .filter((v) => isInvalid(schema, asReceived(onTheWire(v))));
}

/** Path ids that name no item: not numbers, out of range, or past any id the test database holds. */
export const invalidIds = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', 'abc', '%00', '%E0%A4%A', '1e3', '9999999999999', ' 1', '0x10', '2147483648'),
  fc.integer({ min: 10_000_000, max: 2_147_483_647 }).map(String),
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((s) => !/^\d+$/.test(s))
    .map(encodeURIComponent),
);

/** Bearer tokens the server did not issue. */
export const invalidTokens = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.tuple(fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 200 }), fc.base64String({ maxLength: 60 })).map((p) => p.join('.')),
  fc.constantFrom('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'Bearer', 'null', ''),
);

/** A plausible valid value for each field (bases for the mutations above), by the schema's kind and the field's name. */
export function exampleInput(schema: z.ZodObject): Record<string, unknown> {
  const example: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const s = core(field as z.ZodType);
    const d = defOf(s);
    if (d.type === 'boolean') example[key] = true;
    else if (d.type === 'number') example[key] = Math.max(1, (s as z.ZodNumber).minValue ?? 1);
    else if (d.type === 'enum') example[key] = Object.values(d.entries ?? {})[0];
    else if (d.type === 'array') example[key] = key === 'cities' ? ['Thunder Bay'] : [];
    else if (d.type === 'object') example[key] = exampleInput(s as z.ZodObject);
    else if (key === 'time_zone') example[key] = 'America/Toronto';
    else if (key === 'start') example[key] = '2026-12-01T09:00:00-05:00';
    else if (key === 'client_id') example[key] = '6f1c2a52-2f0e-4c43-9d5e-0a4e7e1b9c3d';
    else if (key === 'language') example[key] = 'en';
    else if (key === 'open' || key === 'close' || key === 'time') example[key] = key === 'close' ? '17:00' : '09:00';
    else if (key === 'username') example[key] = 'fuzz.user';
    else if (/email/.test(key)) example[key] = 'fuzz@example.com';
    else if (/phone/.test(key)) example[key] = '705 555 0199';
    else if (/slug/.test(key)) example[key] = 'fuzz-slug';
    else if (key === 'google_review_url') example[key] = 'https://g.page/r/fuzz/review';
    else if (/image|avatar|logo|url/.test(key)) example[key] = '/images/fuzz.webp';
    else if (/password/.test(key)) example[key] = key === 'new_password' ? 'another-long-password' : 'a-long-password-1';
    else if (key === 'code') example[key] = '123456';
    else if (key === 'rating') example[key] = 5;
    else example[key] = 'Fuzz text';
  }
  return example;
}

/** The fields of `schema` that hold text (strings, enums aside): each must refuse ill-formed Unicode. */
export function textFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => defOf(core(field as z.ZodType)).type === 'string')
    .map(([key]) => key);
}
