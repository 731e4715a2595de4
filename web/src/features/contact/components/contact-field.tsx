import type { ContactFormText } from '~/i18n/contact-form-messages';
import type { ContactField } from '../form-outcome';

interface FieldSpec {
  type?: 'text' | 'email' | 'tel';
  required: boolean;
  autoComplete: string;
}

/** The fields' inputs; their labels are the catalogue's (`contactForm.<field>`). */
const fields: Record<ContactField, FieldSpec> = {
  name: { required: true, autoComplete: 'name' },
  email: { type: 'email', required: true, autoComplete: 'email' },
  phone: { type: 'tel', required: true, autoComplete: 'tel' },
  address: { required: false, autoComplete: 'street-address' },
  city: { required: false, autoComplete: 'address-level2' },
  subject: { required: true, autoComplete: 'off' },
  message: { required: true, autoComplete: 'off' },
};

export interface ContactFieldInputProps {
  field: ContactField;
  text: ContactFormText;
  /** The `id` prefix (`contact`, `book`): `<prefix>-<field>`. */
  idPrefix: string;
  value: string;
  error?: string;
  /** With it the input is controlled (the contact form's island); without, the server renders `value` as the default (a plain form). */
  onChange?: (value: string) => void;
  /** Overrides the field's own: the booking page needs the town to find its slots. */
  required?: boolean;
}

/**
 * One enquiry field with its label, required mark and error, as the contact form and the booking
 * page (`/book`) both render it: one home for the enquiry's fields (the schema is core's `leadInput`).
 */
export function ContactFieldInput({ field, text, idPrefix, value, error, onChange, required }: ContactFieldInputProps) {
  const spec = fields[field];
  const id = `${idPrefix}-${field}`;
  const isRequired = required ?? spec.required;
  const common = {
    id,
    name: field,
    required: isRequired,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...(onChange ? { value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) } : { defaultValue: value }),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {text.label(field)}
        {isRequired && (
          <span className="req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {field === 'message' ? <textarea rows={5} {...common} /> : <input type={spec.type ?? 'text'} autoComplete={spec.autoComplete} {...common} />}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
