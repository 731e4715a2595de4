import { useMemo } from 'react';
import { uploadLimits } from '@northrock/core/browser';
import { contactFormText, type ContactFormText } from '~/i18n/contact-form-messages';
import type { CompiledMessages } from '~/i18n/island-translator';
import type { Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import type { ContactFormOutcome } from '../form-outcome';
import { useContactForm, type ContactField } from '../hooks/use-contact-form';
import type { PhotoView } from '../enquiry-photos';
import { MAX_PHOTO_MB } from '../photo-rules';
import { ContactFieldInput } from './contact-field';

/** What a photo's bar says: "crack.jpg: preparing", its percentage, waiting for a connection, uploaded. */
function photoStatusText({ t }: ContactFormText, photo: PhotoView): string {
  const status =
    photo.status === 'preparing'
      ? t('preparing')
      : photo.status === 'waiting'
        ? t('waiting')
        : photo.status === 'done'
          ? t('uploaded')
          : t('progress', { percent: photo.percent });
  return t('photoStatus', { name: photo.name, status });
}

export interface ContactFormProps {
  /** The page's language (added by `Island`). */
  locale: Locale;
  /** The catalogue's `contactForm` namespace in that language, precompiled (added by `Island`). */
  messages: CompiledMessages<'contactForm'>;
  /** What the server answered to the form posted without JavaScript (docs/product.md §8 texts). */
  outcome?: ContactFormOutcome;
  /** The page's signed render time (spam defence: sent less than 3 s later = a script). */
  formToken?: string;
}

/**
 * docs/product.md §2.3 "Get Your Free Estimate" form. With JavaScript: each photo uploads as soon
 * as it is picked, with its own progress bar and remove button; send stores the enquiry at once,
 * and toasts report (docs/web.md, "Photos on the phone"). Without: the browser posts the
 * whole form with its photos (multipart) to the page, and the answer is this page again with
 * the success message, or the errors next to the fields and every typed value kept. With the
 * hidden `website` field (people never see it, scripts fill it), `formToken` lets the server
 * hold spam back.
 */
export function ContactForm({ locale, messages, outcome, formToken }: ContactFormProps) {
  const text = useMemo(() => contactFormText(locale, messages), [locale, messages]);
  const { t } = text;
  const form = useContactForm(text, outcome, formToken);
  const id = (f: string) => `contact-${f}`;

  const input = (f: ContactField) => (
    <ContactFieldInput field={f} text={text} idPrefix="contact" value={form.values[f]} error={form.errors[f]} onChange={(v) => form.setValue(f, v)} />
  );

  return (
    <form
      className="form"
      method="post"
      action={localizedPath('/contact', locale)}
      encType="multipart/form-data"
      onSubmit={(event) => void form.submit(event)}
      aria-busy={form.busy}
    >
      {formToken ? <input type="hidden" name="form_token" value={formToken} /> : null}
      <input type="hidden" name="language" value={locale} />
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={id('website')}>{t('honeypot')}</label>
        <input
          id={id('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.trap}
          onChange={(e) => form.setTrap(e.target.value)}
        />
      </div>
      {form.notice && (
        <p className={`form-notice form-notice--${form.notice.kind}`} role={form.notice.kind === 'error' ? 'alert' : 'status'}>
          {form.notice.text}
        </p>
      )}
      {form.bookingToken && (
        <p>
          <a className="btn btn-primary" href={localizedPath(`/book/${encodeURIComponent(form.bookingToken)}`, locale)}>
            {t('bookInspection')}
          </a>
        </p>
      )}
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
        <label htmlFor={id('photos')}>{t('photos')}</label>
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
          {t('photosHint', { maxFiles: uploadLimits.maxFiles, maxMb: MAX_PHOTO_MB })}
          {form.photos.length > 0 && (
            <>
              {' '}
              <strong>{t('filesSelected', { count: form.photos.length })}</strong>
            </>
          )}
        </p>
        {form.fileError && (
          <p id={`${id('photos')}-error`} className="field__error" role="alert">
            {form.fileError}
          </p>
        )}
        {form.photos.length > 0 && (
          <ul className="photo-list">
            {form.photos.map((photo) => (
              <li key={photo.key} className={`photo-list__item photo-list__item--${photo.status}`}>
                <div className="progress">
                  <label htmlFor={id(`photo-${photo.key}`)}>{photoStatusText(text, photo)}</label>
                  <progress id={id(`photo-${photo.key}`)} max={100} value={photo.percent}>
                    {photo.percent}%
                  </progress>
                </div>
                <button
                  type="button"
                  className="btn btn-outline btn-sm photo-list__remove"
                  onClick={() => form.removePhoto(photo.key)}
                  aria-label={t('remove', { name: photo.name })}
                >
                  ×
                </button>
                {photo.error && <p className="field__error">{t('failed', { name: photo.name, detail: photo.error })}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {form.stillUploading && (
        <p className="form-notice form-notice--success" role="status">
          {t('stillUploading')}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? t('busy') : t('submit')}
        </button>
      </div>
    </form>
  );
}
