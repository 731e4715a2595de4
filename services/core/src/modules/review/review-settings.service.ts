import type { Em } from '../../platform/db';
import { validate } from '../shared';
import { getSiteSettings } from '../site-settings';
import { ReviewSettings } from './review.entity';
import { reviewSettingsInput, type ReviewSettingsInput } from './review.schemas';

/** Until an admin saves them: 3 days after won, no Google link, the site settings' address. */
const defaults: ReviewSettingsInput = { delay_days: 3, google_review_url: null, postal_address: null };

export async function getReviewSettings(em: Em): Promise<ReviewSettingsInput> {
  const row = await em.findOne(ReviewSettings, { id: 1 });
  return row ? { delay_days: row.delay_days, google_review_url: row.google_review_url ?? null, postal_address: row.postal_address ?? null } : { ...defaults };
}

export async function updateReviewSettings(em: Em, input: unknown): Promise<ReviewSettingsInput> {
  const values = validate(reviewSettingsInput, input);
  const row = (await em.findOne(ReviewSettings, { id: 1 })) ?? em.create(ReviewSettings, { id: 1, ...values });
  em.assign(row, values);
  await em.persist(row).flush();
  return getReviewSettings(em);
}

/** Who sends the e-mails that are not replies (CASL): the company's name and its postal address. */
export async function senderIdentity(em: Em): Promise<{ company: string; postalAddress: string }> {
  const [site, settings] = await Promise.all([getSiteSettings(em), getReviewSettings(em)]);
  return { company: site.company_name, postalAddress: settings.postal_address ?? site.address };
}
