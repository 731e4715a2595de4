import { useState } from 'react';
import type { z } from 'zod';
import { useZodForm, type FormValues } from '../hooks/use-zod-form';
import type { FieldSpec } from '../lib/field-spec';
import type { FieldError } from '../lib/server-error';
import { FormFields } from './form-field';

export interface EntityFormProps<S extends z.ZodObject> {
  schema: S;
  fields: readonly FieldSpec[];
  initial: FormValues;
  submitLabel: string;
  /** Resolves with the fields the server refused (shown next to them), if any. */
  onSubmit(data: z.output<S>): Promise<FieldError[] | void>;
  /** Shows a Cancel button (dialogs). */
  onCancel?(): void;
}

/** A content form: every field of the entity, checked with its zod schema before anything is sent. */
export function EntityForm<S extends z.ZodObject>({ schema, fields, initial, submitLabel, onSubmit, onCancel }: EntityFormProps<S>) {
  const form = useZodForm(schema, initial);
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      const refused = await onSubmit(data);
      if (refused) form.setServerErrors(refused);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-busy={busy}>
      <FormFields form={form} schema={schema} fields={fields} />
      <div className="admin-form__actions">
        {onCancel ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
