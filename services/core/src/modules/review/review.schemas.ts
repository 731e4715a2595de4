import { z } from 'zod';
import { intLike, optionalText, requiredText } from '../shared/fields.schemas';

/** The homeowner's review form (the site's page, REST and GraphQL): browser-safe, the page validates with it too. */
export const reviewFormInput = z.strictObject({
  rating: intLike('Rating', 0, 1, 5),
  text: requiredText('Review', 2000, 'multiline'),
  display_name: requiredText('Name shown', 120),
  /** A checkbox: a plain form posts "on" when ticked and nothing when not. */
  consent: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
});
export type ReviewFormInput = z.infer<typeof reviewFormInput>;

/** Publishing a review as a testimonial: its text in the other language is optional. */
export const reviewPublishInput = z.strictObject({
  other_text: optionalText('Text in the other language', 2000, 'multiline'),
});

/** The review request's settings (back office). */
export const reviewSettingsInput = z.strictObject({
  delay_days: intLike('Days after won', 3, 1, 60),
  google_review_url: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .url({ protocol: /^https$/, error: 'Google review link must be an https URL' })
      .max(500, 'Google review link must be at most 500 characters')
      .nullable()
      .default(null),
  ),
  postal_address: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), requiredText('Postal address', 300).nullable().default(null)),
});
export type ReviewSettingsInput = z.infer<typeof reviewSettingsInput>;

/** The unsubscribe endpoint's body: the signed token (a mail client's one-click POST adds `List-Unsubscribe=One-Click`). */
export const unsubscribeInput = z.object({ token: z.string().max(200) });
