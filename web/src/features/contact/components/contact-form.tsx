import { uploadLimits } from '@northrock/core/modules/contact/contact.schemas';
import { contactMessages } from '../content';
import { useContactForm, type ContactField } from '../hooks/use-contact-form';
import { MAX_PHOTO_MB } from '../photo-rules';

interface FieldSpec {
  name: ContactField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  required: boolean;
  autoComplete: string;
}

const fields: Record<ContactField, FieldSpec> = {
  name: { name: 'name', label: 'Full Name', required: true, autoComplete: 'name' },
  email: { name: 'email', label: 'Email Address', type: 'email', required: true, autoComplete: 'email' },
  phone: { name: 'phone', label: 'Phone Number', type: 'tel', required: true, autoComplete: 'tel' },
  address: { name: 'address', label: 'Address', required: false, autoComplete: 'street-address' },
  city: { name: 'city', label: 'City', required: false, autoComplete: 'address-level2' },
  subject: { name: 'subject', label: 'Subject', required: true, autoComplete: 'off' },
  message: { name: 'message', label: 'Description', required: true, autoComplete: 'off' },
};

/** Spec 2.3 "Get Your Free Estimate" form. */
export function ContactForm() {
  const form = useContactForm();
  const id = (f: string) => `contact-${f}`;

  const input = (f: ContactField) => {
    const spec = fields[f];
    const error = form.errors[f];
    return (
      <div className="field">
        <label htmlFor={id(f)}>
          {spec.label}
          {spec.required && (
            <span className="req" aria-hidden="true">
              {' '}*
            </span>
          )}
        </label>
        {f === 'message' ? (
          <textarea
            id={id(f)}
            name={f}
            rows={5}
            required
            value={form.values[f]}
            onChange={(e) => form.setValue(f, e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id(f)}-error` : undefined}
          />
        ) : (
          <input
            id={id(f)}
            name={f}
            type={spec.type ?? 'text'}
            required={spec.required}
            autoComplete={spec.autoComplete}
            value={form.values[f]}
            onChange={(e) => form.setValue(f, e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id(f)}-error` : undefined}
          />
        )}
        {error && (
          <p id={`${id(f)}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="form" onSubmit={form.submit} aria-busy={form.busy}>
      <div className="form-row">
        {input('name')}
        {input('email')}
      </div>
      <div className="form-row">
        {input('phone')}
        {input('city')}
      </div>
      {input('address')}
      {input('subject')}
      {input('message')}
      <div className="field">
        <label htmlFor={id('photos')}>Photos (optional)</label>
        <input
          key={form.fileInputKey}
          id={id('photos')}
          name="photos"
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => form.selectFiles(e.target.files)}
          aria-invalid={form.fileError ? true : undefined}
          aria-describedby={`${id('photos')}-hint${form.fileError ? ` ${id('photos')}-error` : ''}`}
        />
        <p id={`${id('photos')}-hint`} className="field__hint">
          {contactMessages.photosHint(uploadLimits.maxFiles, MAX_PHOTO_MB)}
          {form.files.length > 0 && (
            <>
              {' '}
              <strong>{contactMessages.filesSelected(form.files.length)}</strong>
            </>
          )}
        </p>
        {form.fileError && (
          <p id={`${id('photos')}-error`} className="field__error" role="alert">
            {form.fileError}
          </p>
        )}
      </div>
      {form.uploading && (
        <div className="progress">
          <label htmlFor={id('progress')}>Uploading photos: {form.progress}%</label>
          <progress id={id('progress')} max={100} value={form.progress}>
            {form.progress}%
          </progress>
        </div>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? contactMessages.busy : contactMessages.submit}
        </button>
      </div>
    </form>
  );
}
