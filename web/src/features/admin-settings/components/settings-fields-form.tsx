import { describedBy, FieldFrame } from '~/features/admin-kit/components/field-frame';
import type { useSettingsForm } from '../hooks/use-settings-form';

/** One input of a settings form: the record's field it edits, its label and input type, and an optional hint. */
export interface SettingsField<N extends string> {
  name: N;
  label: string;
  type: 'number' | 'url' | 'text';
  hint?: string;
  /** Numbers: the smallest the browser offers (default 0), and whether the field may be left empty (default not). */
  min?: number;
  optional?: boolean;
}

/**
 * A settings record's form (booking rules, review requests): one input per field, each with its
 * label, hint and the server's words on it (`useSettingsForm`), and the save button. The server
 * checks every value; the browser only offers the right keyboard and bounds.
 */
export function SettingsFieldsForm<N extends string>({
  idPrefix,
  fields,
  form,
  onSave,
  saving,
  saveLabel,
}: {
  /** Each input's id is `<idPrefix>-<name>`. */
  idPrefix: string;
  fields: readonly SettingsField<N>[];
  form: Pick<ReturnType<typeof useSettingsForm<N>>, 'value' | 'edit' | 'errors'>;
  onSave: () => Promise<void>;
  saving: boolean;
  saveLabel: string;
}) {
  return (
    <form
      className="admin-form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      {fields.map((f) => {
        const id = `${idPrefix}-${f.name}`;
        const error = form.errors[f.name];
        return (
          <FieldFrame key={f.name} id={id} label={f.label} hint={f.hint} error={error}>
            <input
              id={id}
              type={f.type}
              {...(f.type === 'number' ? { inputMode: 'numeric' as const, step: 1, min: f.min ?? 0, required: !f.optional } : {})}
              value={form.value(f.name)}
              onChange={(e) => form.edit(f.name, e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error, f.hint)}
            />
          </FieldFrame>
        );
      })}
      <button type="submit" className="btn btn-sm" disabled={saving}>
        {saveLabel}
      </button>
    </form>
  );
}
