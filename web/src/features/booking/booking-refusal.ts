import { contactFields, type ContactField, type PageRefusal } from '@northrock/core/browser';
import { contactFormText } from '~/i18n/contact-form-messages';
import { contactFormMessages, translator } from '~/i18n/translator';
import type { Locale } from '~/lib/locale';
import type { BookingOutcome } from './booking-views';

/** A refusal as the page renders it: a clear page for a bad link, else the form again with what went wrong. */
export type RefusalView = { badLink: true; status: number } | { badLink?: undefined; status: number; outcome: BookingOutcome };

/**
 * A refused booking, move or cancel, for the page posted without JavaScript: a slot taken
 * meanwhile (409: the next open slots), a bad field (422: the field's error in the page's
 * language: the enquiry's from core's schema through the contact form's catalogue, the slot's
 * from the booking catalogue), a tampered or expired link (404/410: a clear page), too many tries
 * or the service away (said above the form).
 */
export function refusalView(refused: PageRefusal, locale: Locale, values: Record<string, string> = {}): RefusalView {
  const t = translator(locale);
  if (refused.status === 404 || refused.status === 410) return { badLink: true, status: refused.status };
  if (refused.status === 409 && refused.slots) return { status: 409, outcome: { status: 'taken', slots: refused.slots } };
  if (refused.status === 429 || refused.status === 503)
    return { status: refused.status, outcome: { status: 'invalid', errors: {}, values, detail: t('booking.unavailable') } };
  const text = contactFormText(locale, contactFormMessages(locale));
  const again = text.fieldErrors(Object.fromEntries(contactFields.map((f) => [f, values[f] ?? ''])) as Record<ContactField, string>);
  const errors: Record<string, string> = {};
  for (const { field, message } of refused.errors ?? []) {
    if (field === 'start') errors.start = t('booking.badSlot');
    else errors[field] ??= again[field as ContactField] ?? message;
  }
  return { status: refused.status, outcome: { status: 'invalid', errors, values, detail: Object.keys(errors).length ? undefined : refused.detail } };
}
