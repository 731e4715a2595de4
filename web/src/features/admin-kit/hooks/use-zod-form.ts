import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldError } from '../lib/server-error';

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;
export type FieldErrors = Record<string, string>;

/** The first message of each field, keyed by the field's top-level name. */
function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Whether a field must be filled in: its schema refuses an empty value (drives `required` and the asterisk). */
export function isRequiredField(schema: z.ZodObject, name: string): boolean {
  const field = schema.shape[name] as z.ZodType | undefined;
  return field ? !field.safeParse('').success : false;
}

/**
 * Form state checked with the domain's zod schema, the very one the server validates with
 * (house style: one source of truth), so the messages next to the fields are the server's.
 */
export function useZodForm<S extends z.ZodObject>(schema: S, initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback((name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _cleared, ...rest } = e;
      return rest;
    });
  }, []);

  /** Shows what the server refused next to the fields it names. */
  const setServerErrors = useCallback((list: FieldError[]) => {
    if (list.length) setErrors(fieldErrorsOf(list.map((e) => ({ path: [e.field.split('.')[0] ?? ''], message: e.message }))));
  }, []);

  const handleSubmit = useCallback(
    (onValid: (data: z.output<S>) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The schema's own fields only: a form may hold others (the code of a later step), and a write refuses keys it does not take.
      const own = Object.fromEntries(Object.keys(schema.shape).flatMap((name) => (name in values ? [[name, values[name]]] : [])));
      const result = schema.safeParse(own);
      if (!result.success) {
        const found = fieldErrorsOf(result.error.issues);
        setErrors(found);
        // Take keyboard and screen-reader users to the first problem.
        const first = Object.keys(found)[0];
        if (first) {
          event.currentTarget
            .querySelector(`[data-field="${first}"]`)
            ?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')
            ?.focus();
        }
        return;
      }
      setErrors({});
      // React does not wait for an event handler: onValid shows its own outcome (toast, field errors).
      void onValid(result.data);
    },
    [schema, values],
  );

  return { values, errors, setValue, setServerErrors, handleSubmit };
}
