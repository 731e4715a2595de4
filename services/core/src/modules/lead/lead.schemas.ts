import { z } from 'zod';
import { photoIdsInput, photoUrlsInput, uploadLimits } from '../photo/photo.schemas';
import { email, optionalText, requiredText } from '../shared/fields.schemas';
import { leadAttributionInput } from './lead-attribution';

export const leadStatuses = ['new', 'contacted', 'resolved'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The languages a lead may be written in (the site's locales): the office answers in it. */
export const leadLanguages = ['en', 'fr'] as const;
export type LeadLanguage = (typeof leadLanguages)[number];

/** Public contact form (docs/product.md §2.3, §5): five required fields, address/city/photos optional. */
export const leadInput = z.strictObject({
  name: requiredText('Full Name', 120),
  email: email('Email Address'),
  phone: requiredText('Phone Number', 40).regex(/^(?=(?:\D*\d){7,15}\D*$)[0-9+().\s-]+$/, 'Phone Number must be a phone number (7 to 15 digits)'),
  address: optionalText('Address', 300),
  city: optionalText('City', 120),
  subject: requiredText('Subject', 200),
  message: requiredText('Description', 5000, 'multiline'),
  photo_urls: photoUrlsInput,
});

/**
 * What the web form sends besides the lead (spam defence, docs/security.md): `website` is a
 * field people never see (a honeypot: only scripts fill it), `form_token` the page's signed
 * render time. Both are optional, so a plain JSON client of `POST /api/contact` works as before.
 */
const leadSpamSignals = z.object({
  website: z.string({ error: 'website must be text' }).max(500, 'website must be at most 500 characters').optional(),
  form_token: z.string({ error: 'form_token must be text' }).max(200, 'form_token must be at most 200 characters').optional(),
});

/** Resumable (tus) uploads of the enquiry, finished or still on their way: they attach to the lead as they complete. */
const leadPhotoIds = z.object({ photo_ids: photoIdsInput });

/**
 * What a client adds to make its sending safe to repeat and to say how to answer:
 * `client_id` names the enquiry (a UUID the client makes once: a retry with the same id
 * answers the lead already stored, never a second one), `language` the page's language.
 * `language` is text in GraphQL (not an enum), so any other value is a field error there too.
 */
const leadClientFields = z.object({
  client_id: z
    .uuid({ error: 'client_id must be a UUID' })
    .optional()
    .describe('A UUID the client makes once per enquiry: sending again with it answers the lead already stored'),
  language: z
    .string({ error: 'language must be text' })
    .pipe(z.enum(leadLanguages, { error: `language must be one of ${leadLanguages.join(', ')}` }))
    .default('en')
    .describe(`The language of the page the lead was sent from: ${leadLanguages.join(' or ')} (default en)`),
});

/**
 * An enquiry (docs/architecture.md, "Words"), the body of `POST /api/contact` and GraphQL `ContactInput`: the lead, the client's id and
 * language, the form's spam signals, its resumable uploads and where the visit came from (never
 * a reason to refuse: bad values are dropped). At most 5 photos in all, uploaded whole or resumable.
 */
export const enquiryInput = leadInput
  .extend(leadClientFields.shape)
  .extend(leadSpamSignals.shape)
  .extend(leadAttributionInput.shape)
  .extend(leadPhotoIds.shape)
  .refine((v) => v.photo_urls.length + v.photo_ids.length <= uploadLimits.maxFiles, {
    path: ['photo_ids'],
    error: `At most ${uploadLimits.maxFiles} photos in all (photo_urls and photo_ids)`,
  })
  // A resumable upload joins only the lead of its own enquiry: an id alone proves nothing (it travels in URLs).
  .refine((v) => !v.photo_ids.length || v.client_id !== undefined, {
    path: ['photo_ids'],
    error: 'photo_ids need the client_id of the enquiry the photos were uploaded for',
  });

export const leadStatusInput = z.strictObject({
  status: z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(', ')}` }),
});
