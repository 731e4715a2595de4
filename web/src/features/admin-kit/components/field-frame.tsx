import type { ReactNode } from 'react';

/** The `aria-describedby` of a control with an optional hint and error (ids `<id>-hint`, `<id>-error`). */
export const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * A settings form's field: its label, the control (which sets `id`, `aria-invalid` and
 * `aria-describedby={describedBy(id, error, hint)}`), the hint, then the server's words for it.
 */
export function FieldFrame({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
