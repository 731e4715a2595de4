import type { Locale } from '~/lib/locale';
import { islandTranslator, type CompiledMessages, type IslandTranslate } from './island-translator';

/** The contact form's fields, as its validation names them. */
type Field = 'name' | 'email' | 'phone' | 'address' | 'city' | 'subject' | 'message';

/** A zod issue as the form sees it (zod 4's `$ZodIssue`, reduced to what is read here). */
interface FormIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: number | bigint;
  format?: string;
}

/**
 * The contact form's texts in the page's language (docs/web.md, "Languages"): labels, hints,
 * toasts, busy and success texts, and the validation errors a homeowner sees, made from zod's
 * issues (the shared schema's own messages are English). Browser-safe: the island gets
 * `messages` as a prop (`islandMessages(locale, 'contactForm')`, added by `Island`); the server
 * (the form posted without JavaScript) builds the same with `islandMessages` itself.
 */
export function contactFormText(locale: Locale, messages: CompiledMessages<'contactForm'>) {
  const t: IslandTranslate<'contactForm'> = islandTranslator(locale, messages);
  const label = (field: Field) => t(field);
  return {
    t,
    label,
    /** The message of a validation issue on `field`, in the page's language. */
    fieldError(issue: FormIssue): string {
      const field = issue.path[0] as Field;
      const name = label(field);
      if (issue.code === 'too_big') return t('tooLong', { field: name, max: Number(issue.maximum ?? 0) });
      if (issue.code === 'invalid_format' && (issue.format === 'email' || field === 'email')) return t('invalidEmail', { field: name });
      if (issue.code === 'invalid_format' && field === 'phone') return t('invalidPhone', { field: name });
      return t('required', { field: name });
    },
  };
}
export type ContactFormText = ReturnType<typeof contactFormText>;
