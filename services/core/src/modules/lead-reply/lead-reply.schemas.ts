import { z } from 'zod';
import { locales, requiredText } from '../shared/fields.schemas';
import { placeholdersKnown } from '../reply-template/reply-template.schemas';

/** `queued` until the mail server accepts it (`sent`), or `failed` once its job gave up. */
export const leadReplyStatuses = ['queued', 'sent', 'failed'] as const;
export type LeadReplyStatus = (typeof leadReplyStatuses)[number];

/**
 * A reply to a homeowner from the lead card. `client_id` is made by the client once per reply it
 * means to send (a UUID): the same request sent again answers the same reply, never a second e-mail.
 */
export const leadReplyInput = z.strictObject({
  client_id: z.uuid({ error: 'client_id must be a UUID the client made for this reply' }),
  subject: requiredText('Subject', 200).superRefine(placeholdersKnown('Subject')),
  body: requiredText('Body', 10_000, 'multiline').superRefine(placeholdersKnown('Body')),
});

/** Which template a reply starts from (none: an empty body). */
export const leadReplyDraftQuery = z.object({
  template_id: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: 'template_id must be a template id' }).int('template_id must be a template id').positive('template_id must be a template id').optional(),
  ),
  /** The template's language; absent: the language the homeowner wrote in (French falls back to English where the template has none). */
  language: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(locales, { error: 'language must be en or fr' }).optional()),
});
