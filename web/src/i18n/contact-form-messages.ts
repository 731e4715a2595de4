import { contactFields, leadInput, type ContactField, type ContactFormOutcome } from '@northrock/core/browser';
import type { Locale } from '~/lib/locale';
import { islandTranslator, type CompiledMessages, type IslandTranslate } from './island-translator';

/** A zod issue as the form sees it (zod 4's `$ZodIssue`, reduced to what is read here). */
interface FormIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: number | bigint;
  format?: string;
}

type Invalid = Extract<ContactFormOutcome, { status: 'invalid' }>;

/**
 * The contact form's texts in the page's language (docs/web.md, "Languages"): every text the
 * form and its toasts show (labels, hints, photo bars, busy, success and failure texts) is the
 * catalogue's `contactForm` namespace, and the validation errors a homeowner sees are made
 * from zod's issues (the shared schema's own messages are English, for the API). Browser-safe:
 * the island gets `messages` as a prop (`islandMessages(locale, 'contactForm')`, added by
 * `Island`); the server (the form posted without JavaScript) builds the same from
 * `contactFormMessages(locale)`.
 */
export function contactFormText(locale: Locale, messages: CompiledMessages<'contactForm'>) {
  const t: IslandTranslate<'contactForm'> = islandTranslator(locale, messages);
  const label = (field: ContactField) => t(field);
  /** The message of a validation issue on `field`, in the page's language. */
  const fieldError = (issue: FormIssue): string => {
    const field = issue.path[0] as ContactField;
    const name = label(field);
    if (issue.code === 'too_big') return t('tooLong', { field: name, max: Number(issue.maximum ?? 0) });
    if (issue.code === 'invalid_format' && (issue.format === 'email' || field === 'email')) return t('invalidEmail', { field: name });
    if (issue.code === 'invalid_format' && field === 'phone') return t('invalidPhone', { field: name });
    // The only pattern of the other one-line fields (name, subject, city, address): no line break or tab.
    if (issue.code === 'invalid_format' && issue.format === 'regex') return t('oneLine', { field: name });
    return t('required', { field: name });
  };
  /** The first error of each field of `values` (the form's own fields only), in the page's language. */
  const fieldErrors = (values: Record<ContactField, string>): Partial<Record<ContactField, string>> => {
    const parsed = leadInput.safeParse({ ...values, photo_urls: [] });
    const found: Partial<Record<ContactField, string>> = {};
    if (parsed.success) return found;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      if (contactFields.includes(field) && !found[field]) found[field] = fieldError(issue);
    }
    return found;
  };
  return {
    locale,
    t,
    label,
    fieldError,
    fieldErrors,
    /**
     * What the server answered a form posted without JavaScript, in the page's language: each
     * field error the schema finds again in the kept values is the catalogue's (others, such as
     * a control character, keep the server's words), and a refusal that is no field's by its
     * status (too many enquiries, the service away).
     */
    localizedOutcome(outcome: ContactFormOutcome, status: number): ContactFormOutcome {
      if (outcome.status !== 'invalid') return outcome;
      const again = fieldErrors(outcome.values);
      const errors = Object.fromEntries(Object.entries(outcome.errors).map(([field, message]) => [field, again[field as ContactField] ?? message]));
      const detail = status === 429 ? t('tooManyEnquiries') : status === 503 ? t('unavailable') : outcome.detail;
      const localized: Invalid = { ...outcome, errors, ...(outcome.detail !== undefined ? { detail } : {}) };
      return localized;
    },
  };
}
export type ContactFormText = ReturnType<typeof contactFormText>;
