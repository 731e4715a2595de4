import { z } from 'zod';
import { leadReplyStatuses } from '@northrock/core/lead-reply';
import { locales } from '@northrock/core/shared';

// The shapes both transports answer with for replies (docs/admin.md, "Replies").

/** A reply to the homeowner, as the lead card lists it. */
export const leadReplyRecord = z.object({
  id: z.number().int(),
  client_id: z.uuid().describe('The id the client made for this reply: sending it again answers this reply'),
  subject: z.string(),
  body: z.string().describe('The text as sent, placeholders filled in'),
  author: z.string().describe('Username of the account that sent it'),
  status: z.enum(leadReplyStatuses).describe('queued until the mail server accepts it (sent), failed once its retries are used up'),
  error: z.string().nullable().describe('The last failure of its job (kept until it is sent)'),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
});

/** A reply's starting text. */
export const replyDraftRecord = z.object({
  subject: z.string().describe('"Re: " and the subject the homeowner wrote'),
  body: z.string().describe("The template's text with the homeowner's first name and the company filled in (empty without a template)"),
  language: z.enum(locales).describe("The body's language: the homeowner's by default; en when the template has no French"),
});
