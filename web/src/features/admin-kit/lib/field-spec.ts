import type { z } from 'zod';
import type { FormValue, FormValues } from '../hooks/use-zod-form';

/** One input of a content form; the rules come from the schema, not from here. */
export type FieldSpec =
  | { kind: 'text'; name: string; label: string; type?: 'text' | 'email' | 'tel' | 'url' | 'password'; hint?: string; autoComplete?: string }
  | { kind: 'textarea'; name: string; label: string; rows: number; hint?: string }
  | { kind: 'number'; name: string; label: string; min?: number; max?: number; hint?: string }
  | { kind: 'checkbox'; name: string; label: string; hint?: string }
  | { kind: 'image'; name: string; label: string; hint?: string }
  | { kind: 'richtext'; name: string; label: string; hint?: string }
  | { kind: 'select'; name: string; label: string; options: readonly { value: string; label: string }[]; hint?: string };

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
    fields.map((spec) => {
      if (!item) return [spec.name, defaultValueOf(schema, spec)];
      const value = item[spec.name];
      return [spec.name, spec.kind === 'checkbox' ? Boolean(value) : value === null || value === undefined ? '' : String(value)];
    }),
  );
}
