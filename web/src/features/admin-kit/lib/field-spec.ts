import type { z } from 'zod';
import type { FieldSpec } from '@northrock/core/browser';
import type { FormValue, FormValues } from '../hooks/use-zod-form';

/** One input of a content form (declared with the content type in the registry); the rules come from the schema, not from here. */
export type { FieldSpec } from '@northrock/core/browser';

/** The name of a field's French twin: `title` -> `title_fr`. */
const frenchName = (name: string) => `${name}_fr`;

/** The French twin of a field marked `french`: same kind, "Title (French)", optional (empty shows the English). */
export function frenchTwin(spec: FieldSpec): FieldSpec | null {
  if (!('french' in spec) || !spec.french) return null;
  return { ...spec, french: false, name: frenchName(spec.name), label: `${spec.label} (French)`, hint: 'Leave empty to show the English on French pages' };
}

/** Every input of a form: each field, and right after it its French twin when it has one. */
const withFrenchTwins = (fields: readonly FieldSpec[]): FieldSpec[] => fields.flatMap((spec) => [spec, ...(frenchTwin(spec) ? [frenchTwin(spec)!] : [])]);

/** What a field holds before the admin types: the schema's default (Featured off, Order 0, Rating 5), else empty. */
function defaultValueOf(schema: z.ZodObject, spec: FieldSpec): FormValue {
  const field = schema.shape[spec.name] as z.ZodType | undefined;
  const parsed = field?.safeParse(undefined);
  if (spec.kind === 'checkbox') return parsed?.success ? Boolean(parsed.data) : false;
  return parsed?.success && parsed.data !== undefined && parsed.data !== null ? String(parsed.data) : '';
}

/** The form's starting values: the item being edited, or the schema's defaults for a new one. */
export function initialValues(schema: z.ZodObject, fields: readonly FieldSpec[], item?: Record<string, unknown> | null): FormValues {
  return Object.fromEntries(
    withFrenchTwins(fields).map((spec) => {
      if (!item) return [spec.name, defaultValueOf(schema, spec)];
      const value = item[spec.name];
      return [spec.name, spec.kind === 'checkbox' ? Boolean(value) : value === null || value === undefined ? '' : String(value)];
    }),
  );
}
