import { lazy, Suspense, useId } from 'react';
import type { z } from 'zod';
import { frenchTwin, type FieldSpec } from '../lib/field-spec';
import { isRequiredField, type FieldErrors, type FormValue, type FormValues } from '../hooks/use-zod-form';
import { ImageField } from './image-field';

// TipTap and ProseMirror are big: only the blog form pays for them.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

interface FormFieldProps {
  spec: FieldSpec;
  value: FormValue;
  error?: string;
  required: boolean;
  onChange(value: FormValue): void;
}

/** A labelled input with its hint and, once validated, its message right below (announced, linked by aria-describedby). */
function FormField({ spec, value, error, required, onChange }: FormFieldProps) {
  const id = useId();
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: spec.name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const text = typeof value === 'string' ? value : '';

  // The asterisk sits beside the label, not in it: the field's name stays exactly its label.
  const label = (
    <span className="field__label">
      <label htmlFor={id} id={`${id}-label`}>
        {spec.label}
      </label>
      {required ? (
        <span className="req" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </span>
  );
  const below = (
    <>
      {spec.hint ? (
        <p className="field__hint" id={hintId}>
          {spec.hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );

  if (spec.kind === 'checkbox') {
    return (
      <div className="field field--checkbox" data-field={spec.name}>
        <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {label}
        {below}
      </div>
    );
  }

  return (
    <div className="field" data-field={spec.name}>
      {label}
      {spec.kind === 'textarea' ? (
        <textarea {...common} rows={spec.rows} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : spec.kind === 'number' ? (
        <input {...common} type="number" inputMode="numeric" step={1} min={spec.min} max={spec.max} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : spec.kind === 'select' ? (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {spec.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : spec.kind === 'image' ? (
        <ImageField {...common} label={spec.label} value={text} onChange={onChange} />
      ) : spec.kind === 'richtext' ? (
        <Suspense fallback={<p className="field__hint">Loading editor...</p>}>
          <RichTextEditor
            id={id}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
            value={text}
            onChange={onChange}
            toolbarLabel={spec.label.endsWith('(French)') ? 'Formatting (French)' : 'Formatting'}
          />
        </Suspense>
      ) : (
        <input {...common} type={spec.type ?? 'text'} autoComplete={spec.autoComplete} value={text} onChange={(e) => onChange(e.target.value)} />
      )}
      {below}
    </div>
  );
}

export interface FormFieldsProps {
  form: { values: FormValues; errors: FieldErrors; setValue(name: string, value: FormValue): void };
  schema: z.ZodObject;
  fields: readonly FieldSpec[];
}

/**
 * Every field of a form, each required exactly when its schema refuses an empty value; a field
 * marked `french` is shown side by side with its French twin ("Title" | "Title (French)").
 */
export function FormFields({ form, schema, fields }: FormFieldsProps) {
  const field = (spec: FieldSpec) => (
    <FormField
      key={spec.name}
      spec={spec}
      value={form.values[spec.name] ?? ''}
      error={form.errors[spec.name]}
      required={spec.kind !== 'checkbox' && isRequiredField(schema, spec.name)}
      onChange={(v) => form.setValue(spec.name, v)}
    />
  );
  return (
    <>
      {fields.map((spec) => {
        const twin = frenchTwin(spec);
        if (!twin) return field(spec);
        return (
          <div key={spec.name} className="field-pair" data-pair={spec.name}>
            {field(spec)}
            {field(twin)}
          </div>
        );
      })}
    </>
  );
}
