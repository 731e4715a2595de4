import type { z } from 'zod';
import type { FormValue, FormValues } from '../hooks/use-zod-form';

/** Marks a text field as having a French twin (`<name>_fr` in the schema), edited beside it. */
interface Translatable {
  french?: boolean;
}

/** One input of a content form; the rules come from the schema, not from here. */
export type FieldSpec =
  | ({ kind: 'text'; name: string; label: string; type?: 'text' | 'email' | 'tel' | 'url' | 'password'; hint?: string; autoComplete?: string } & Translatable)
  | ({ kind: 'textarea'; name: string; label: string; rows: number; hint?: string } & Translatable)
  | { kind: 'number'; name: string; label: string; min?: number; max?: number; hint?: string }
  | { kind: 'checkbox'; name: string; label: string; hint?: string }
  | { kind: 'image'; name: string; label: string; hint?: string }
  | ({ kind: 'richtext'; name: string; label: string; hint?: string } & Translatable)
  | { kind: 'select'; name: string; label: string; options: readonly { value: string; label: string }[]; hint?: string };

/** The name of a field's French twin: `title` -> `title_fr`. */
export const frenchName = (name: string) => `${name}_fr`;

/** The French twin of a field marked `french`: same kind, "Title (French)", optional (empty shows the English). */
export function frenchTwin(spec: FieldSpec): FieldSpec | null {
  if (!('french' in spec) || !spec.french) return null;
  return { ...spec, french: false, name: frenchName(spec.name), label: `${spec.label} (French)`, hint: 'Leave empty to show the English on French pages' };
}

/** Every input of a form: each field, and right after it its French twin when it has one. */
export const withFrenchTwins = (fields: readonly FieldSpec[]): FieldSpec[] =>
  fields.flatMap((spec) => [spec, ...(frenchTwin(spec) ? [frenchTwin(spec)!] : [])]);

/** What a field holds before the admin types: the schema's default (Featured off, Order 0, Rating 5), else empty. */
export function defaultValueOf(schema: z.ZodObject, spec: FieldSpec): FormValue {
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
