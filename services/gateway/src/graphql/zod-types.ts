import type { EnumRef, InputObjectRef, ObjectRef } from '@pothos/core';
import type { z } from 'zod';
import { builder } from './builder';
import type { GraphqlContext } from './context';
import { DateTimeScalar } from './scalars';

/**
 * GraphQL object and input types derived from the domain's zod schemas, the same ones REST
 * validates with and OpenAPI documents: a field added to a schema appears in both transports
 * (and in the printed schema, whose staleness a test catches) without a second declaration.
 */

type Zod = z.core.$ZodType;
interface ZodDef {
  type: string;
  innerType?: Zod;
  in?: Zod;
  out?: Zod;
  element?: Zod;
  entries?: Record<string, string | number>;
  format?: string;
  options?: Zod[];
  values?: unknown[];
}

const defOf = (schema: Zod) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const isEmptyLiteral = (schema: Zod) => {
  const def = defOf(schema);
  return def.type === 'literal' && def.values?.length === 1 && def.values[0] === '';
};

type NamedRef =
  'String' | 'Int' | 'Float' | 'Boolean' | typeof DateTimeScalar | EnumRef<never, string> | ObjectRef<never, object> | InputObjectRef<never, object>;
interface GraphqlShape {
  ref: NamedRef;
  list: boolean;
  nullable: boolean;
}

/** Enums are matched by their values, so `z.enum(leadStatuses)` anywhere maps to one type. */
const enumsByValues = new Map<string, EnumRef<never, string>>();
const enumKey = (values: readonly (string | number)[]) => [...values].map(String).sort().join('|');

export function enumFromValues<const V extends readonly string[]>(name: string, values: V, description?: string) {
  const ref = builder.enumType(name, { values: values as unknown as string[], description });
  enumsByValues.set(enumKey(values), ref as unknown as EnumRef<never, string>);
  return ref as unknown as EnumRef<never, V[number]>;
}

/** Nested objects (a lead's photos) map to the object type made from that very schema. */
const objectsBySchema = new Map<Zod, ObjectRef<never, object>>();
/** Nested input objects (an office day's hours) map to the input type made from that very schema. */
const inputsBySchema = new Map<Zod, InputObjectRef<never, object>>();

function shapeOf(schema: Zod, io: 'input' | 'output', where: string): GraphqlShape {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return { ...shapeOf(def.innerType!, io, where), nullable: true };
    case 'default':
    case 'prefault': {
      // Absent input takes the default; the stored value is always there (null only when the schema allows it).
      const inner = shapeOf(def.innerType!, io, where);
      return { ...inner, nullable: io === 'input' || inner.nullable };
    }
    case 'readonly':
    case 'catch':
      return shapeOf(def.innerType!, io, where);
    case 'pipe': {
      // `z.preprocess` (a transform in front) accepts loose input: describe what it produces.
      const inner = io === 'input' && defOf(def.in!).type !== 'transform' ? def.in! : def.out!;
      const shape = shapeOf(inner, io, where);
      return io === 'input' && (schema as { _zod: { optin?: string } })._zod.optin === 'optional' ? { ...shape, nullable: true } : shape;
    }
    case 'union': {
      // `z.union([z.literal(''), X])`: a form's "any" choice; in GraphQL, X or absent.
      const options = (def.options ?? []).filter((o) => !isEmptyLiteral(o));
      if (options.length !== 1 || def.options!.length !== 2) throw new Error(`${where}: only a union of '' and one type is mapped`);
      return { ...shapeOf(options[0]!, io, where), nullable: true };
    }
    case 'string':
      return { ref: def.format === 'datetime' ? DateTimeScalar : 'String', list: false, nullable: false };
    case 'number':
      return { ref: (schema as unknown as z.ZodNumber).isInt ? 'Int' : 'Float', list: false, nullable: false };
    case 'boolean':
      return { ref: 'Boolean', list: false, nullable: false };
    case 'enum': {
      const ref = enumsByValues.get(enumKey(Object.values(def.entries ?? {})));
      if (!ref) throw new Error(`${where}: register this enum with enumFromValues() first`);
      return { ref, list: false, nullable: false };
    }
    case 'object': {
      const ref = io === 'output' ? objectsBySchema.get(schema) : inputsBySchema.get(schema);
      if (!ref) throw new Error(`${where}: make this object's type with ${io === 'output' ? 'objectTypeFromZod' : 'inputTypeFromZod'}() first`);
      return { ref, list: false, nullable: false };
    }
    case 'array': {
      const item = shapeOf(def.element!, io, where);
      if (item.list || item.nullable) throw new Error(`${where}: only lists of non-null items are mapped`);
      return { ref: item.ref, list: true, nullable: false };
    }
    default:
      throw new Error(`${where}: zod type "${def.type}" has no GraphQL mapping`);
  }
}

const descriptionOf = (schema: Zod): string | undefined => (schema as { description?: string }).description;

export interface ObjectTypeOptions<T> {
  description?: string;
  /** Fields only signed-in staff (any role) may read (UNAUTHENTICATED otherwise). */
  staffOnly?: readonly string[];
  /** Fields computed from the parent instead of read from its property of that name. */
  resolve?: Record<string, (parent: T, ctx: GraphqlContext) => unknown>;
}

/** An object type whose fields are the schema's keys (snake_case, as in REST answers). */
export function objectTypeFromZod<T extends object>(name: string, schema: z.ZodObject, options: ObjectTypeOptions<T> = {}) {
  const ref = builder.objectRef<T>(name).implement({
    description: options.description,
    fields: (t) =>
      Object.fromEntries(
        Object.entries(schema.shape).map(([key, field]) => {
          const shape = shapeOf(field, 'output', `${name}.${key}`);
          const compute = options.resolve?.[key];
          const staff = options.staffOnly?.includes(key) ?? false;
          return [
            key,
            t.field({
              type: (shape.list ? [shape.ref] : shape.ref) as 'String',
              nullable: shape.nullable,
              description: [descriptionOf(field), staff ? '(Staff only.)' : ''].filter(Boolean).join(' ') || undefined,
              ...(staff ? { authScopes: { staff: true } } : {}),
              resolve: (parent, _args, ctx) => (compute ? compute(parent, ctx) : (parent as Record<string, unknown>)[key]) as string,
            }),
          ];
        }),
      ),
  });
  objectsBySchema.set(schema, ref as unknown as ObjectRef<never, object>);
  return ref;
}

/**
 * An input type mirroring the schema: a field is required only when the schema requires it,
 * so leaving out a defaulted one (featured, order, address) works as in REST. The rules
 * themselves are not repeated here: the service validates with the schema.
 */
/** The zod schema behind each input type (the fuzz suite derives invalid inputs from it). */
export const inputSchemas = new Map<string, z.ZodObject>();

export function inputTypeFromZod(name: string, schema: z.ZodObject, description?: string) {
  inputSchemas.set(name, schema);
  const ref = builder.inputType(name, {
    description,
    fields: (t) =>
      Object.fromEntries(
        Object.entries(schema.shape).map(([key, field]) => {
          const shape = shapeOf(field, 'input', `${name}.${key}`);
          return [
            key,
            t.field({
              type: (shape.list ? [shape.ref] : shape.ref) as 'String',
              required: !shape.nullable,
              description: descriptionOf(field),
            }),
          ];
        }),
      ),
  });
  inputsBySchema.set(schema, ref as unknown as InputObjectRef<never, object>);
  return ref;
}
