import type { z } from 'zod';
import { type Crud, inLocale, isFrenchTwin, type Locale, locales, recordSchema } from '@northrock/core/shared';
import { AppError, type Em } from '@northrock/core/platform';
import { publicReadFields } from '../http/public-cache';
import { builder } from './builder';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from './zod-types';

/** The language of a public read: `fr` answers the French fields under the English names, field by field. */
export const LocaleEnum = enumFromValues('Locale', locales, 'The language of the public site: en (default) or fr.');

/** The `locale` argument of a public read (English when left out). */
export const localeArg = {
  type: LocaleEnum,
  required: true,
  defaultValue: 'en',
  description: 'fr: the French fields, each falling back to English when empty.',
} as const;

/** A public read's rows as a reader of `locale` sees them. */
const localized = <T extends object>(rows: T[], locale: Locale): T[] => rows.map((row) => inLocale(row, locale));

/** The admin role: content, settings, accounts, activity, the dashboard. */
export const adminOnly = { admin: true } as const;
/** Any role, admin or estimator (the lead desk): what an estimator may see is decided by core's lead-desk. */
export const staffOnly = { staff: true } as const;
/** Signed in, also while the documented default password must still be changed (production). */
export const signedInOnly = { signedIn: true } as const;

/**
 * GraphQL sends `null` where a form left an optional field empty; the domain schemas treat
 * absent as "use the default", so nulls are dropped before the service validates. A French
 * twin's `null` stays: it clears the French, where leaving the twin out keeps it (`keepFrench`).
 */
export function inputValue(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => v !== null || isFrenchTwin(k)));
}

export interface CrudOperationsOptions<E> {
  /** Type name: `Service` gives `Service`, `ServiceInput`, `createService`, `updateService`, `deleteService`. */
  type: string;
  /** List field name: `services` (public) and `adminServices` (admin). */
  plural: string;
  description: string;
  /** The public list query, when the site reads one (`true` lists every row like REST does). */
  publicList?: true | ((em: Em) => Promise<E[]>);
  /** The admin list query and the create/update/delete mutations (docs/product.md §7). */
  admin?: boolean;
}

/** One admin-managed entity over GraphQL: the same `defineCrud` service REST calls. */
export function crudOperations<E extends object, S extends z.ZodObject>(crud: Crud<E, S>, opts: CrudOperationsOptions<E>) {
  // Typed as a plain object: Pothos cannot check resolvers against a generic `E`.
  const ref = objectTypeFromZod<object>(opts.type, recordSchema(crud.definition.input), { description: opts.description });
  const label = crud.definition.label.toLowerCase();
  const publicList = opts.publicList === true ? (em: Em) => crud.list(em) : opts.publicList;
  if (publicList) {
    publicReadFields.add(opts.plural);
    builder.queryField(opts.plural, (t) =>
      t.field({
        type: [ref],
        description: `The ${label}s the public site shows, in display order.`,
        args: { locale: t.arg(localeArg) },
        resolve: async (_root, args, ctx) => localized(await publicList(ctx.em), args.locale),
      }),
    );
  }
  if (!opts.admin) return ref;

  const input = inputTypeFromZod(`${opts.type}Input`, crud.definition.input, `The fields of a ${label}, validated like REST.`);
  const adminList = `admin${opts.plural[0]!.toUpperCase()}${opts.plural.slice(1)}`;
  builder.queryField(adminList, (t) =>
    t.field({ type: [ref], authScopes: adminOnly, description: `Every ${label} (admin).`, resolve: (_root, _args, ctx) => crud.list(ctx.em) }),
  );
  builder.mutationFields((t) => ({
    [`create${opts.type}`]: t.field({
      type: ref,
      authScopes: adminOnly,
      description: `Create a ${label}.`,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) => crud.create(ctx.em, inputValue(args.input)),
    }),
    [`update${opts.type}`]: t.field({
      type: ref,
      authScopes: adminOnly,
      description: `Replace a ${label} (every field, as REST PUT).`,
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) => crud.update(ctx.em, args.id, inputValue(args.input)),
    }),
    [`delete${opts.type}`]: t.field({
      type: 'Int',
      authScopes: adminOnly,
      description: `Delete a ${label}; answers its id.`,
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) => {
        await crud.remove(ctx.em, args.id);
        return args.id;
      },
    }),
  }));
  return ref;
}

/**
 * A public page's item by its slug (`service`, `blogPost`), in the reader's language; null when
 * there is none (the page answers 404).
 */
export function publicBySlug<E extends object>(
  field: string,
  ref: ReturnType<typeof objectTypeFromZod<object>>,
  description: string,
  get: (em: Em, slug: string) => Promise<E>,
) {
  publicReadFields.add(field);
  builder.queryField(field, (t) =>
    t.field({
      type: ref,
      nullable: true,
      description,
      args: { slug: t.arg.string({ required: true }), locale: t.arg(localeArg) },
      resolve: async (_root, { slug, locale }, ctx) => {
        try {
          return inLocale(await get(ctx.em, slug), locale);
        } catch (err) {
          if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
          throw err;
        }
      },
    }),
  );
}
