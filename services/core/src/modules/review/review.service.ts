import type { Em } from '../../platform/db';
import type { RateLimiter } from '../../platform/rate-limit';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity';
import { Lead } from '../lead';
import { consumeAddressLimit } from '../lead-intake';
import { addOutboxJob } from '../outbox';
import { lowRatingJob } from './review.jobs';
import { validate } from '../shared';
import { Testimonial } from '../testimonial';
import { Review, ReviewRequest, type ReviewState } from './review.entity';
import type { ReviewLinks } from './review-links';
import { reviewFormInput, reviewPublishInput, type ReviewFormInput } from './review.schemas';
import { getReviewSettings } from './review-settings.service';
import type { ReviewActor } from './review-request.service';

/** At most this rating alerts the lead's owner and the admins at once. */
const LOW_RATING = 2;
/** Review form posts per client address (the REST route, GraphQL and the page's action share it). */
export const reviewRateLimit = { limit: 10, windowSeconds: 60 * 60 };

/** What the review form shows: the homeowner's language, the Google link, and their answer so far. */
export interface ReviewFormView {
  language: string;
  google_review_url: string | null;
  review: ReviewFormInput | null;
}

/**
 * The request a review link names, if the link may still be used: 404 for a link that is not
 * ours or has expired, 409 once the office has decided on its review (a link is spent then) or
 * the request was cancelled. Nothing is stored for a refused link.
 */
async function requestOfLink(em: Em, links: ReviewLinks, token: string, now: Date): Promise<{ request: ReviewRequest; review: Review | null }> {
  const verdict = links.checkReviewToken(token, now);
  if (!verdict.ok) {
    throw new AppError('NOT_FOUND', verdict.reason === 'expired' ? 'This review link has expired' : 'This review link is not valid');
  }
  const request = await em.findOne(ReviewRequest, { uid: verdict.requestUid }, { populate: ['lead'] });
  if (!request || !request.sent_at || request.lead.erased_at) throw new AppError('NOT_FOUND', 'This review link is not valid');
  const review = await em.findOne(Review, { request: request.id });
  if (review && review.state !== 'new') throw new AppError('CONFLICT', 'This review link has already been used: thank you for your review');
  if (request.cancel_reason === 'office' || request.cancel_reason === 'erased') throw new AppError('CONFLICT', 'This review link is no longer in use');
  return { request, review };
}

export async function openReviewForm(em: Em, links: ReviewLinks, token: string, now = new Date()): Promise<ReviewFormView> {
  const { request, review } = await requestOfLink(em, links, token, now);
  const settings = await getReviewSettings(em);
  return {
    language: request.language,
    google_review_url: settings.google_review_url,
    review: review && { rating: review.rating, text: review.text, display_name: review.display_name, consent: review.consent },
  };
}

/**
 * The homeowner's answer through a signed link: stored (or replacing their earlier one while the
 * office has not decided), the request marked answered (no reminder), and a rating of 2 or less
 * alerts the lead's owner and the admins through the outbox, in the same transaction.
 */
export async function submitReview(em: Em, links: ReviewLinks, token: string, input: unknown, now = new Date()): Promise<{ id: number; low_rating: boolean }> {
  const values = validate(reviewFormInput, input);
  if (values.rating < 1) throw AppError.validation([{ field: 'rating', message: 'Rating must be at least 1' }]);
  return em.fork().transactional(async (tx) => {
    const { request } = await requestOfLink(tx, links, token, now);
    // Two posts at once: one waits for the other, then replaces it.
    await tx.execute('select id from review_requests where id = ? for update', [request.id]);
    let review = await tx.findOne(Review, { request: request.id });
    if (review && review.state !== 'new') throw new AppError('CONFLICT', 'This review link has already been used: thank you for your review');
    if (!review) {
      review = tx.create(Review, { request: request.id, lead: request.lead.id, language: request.language, submitted_at: now, ...values, state: 'new' });
      tx.persist(review);
    } else Object.assign(review, values, { submitted_at: now });
    if (!request.answered_at) request.answered_at = now;
    await tx.flush();
    const low = values.rating <= LOW_RATING;
    if (low)
      addOutboxJob(tx, {
        job: lowRatingJob,
        payload: { review_id: review.id, request_uid: request.uid, submitted_at: now.getTime() },
        ref: `review:${review.id}`,
      });
    recordActivity(tx, {
      actor: null,
      action: 'review_received',
      entity_type: 'ContactSubmission',
      entity_id: request.lead.id,
      details: { rating: values.rating },
    });
    await tx.flush();
    return { id: review.id, low_rating: low };
  });
}

/** The homeowner's post, whatever carries it (REST, GraphQL, the page's form): counted per address before anything is read. */
export async function acceptReview(
  em: Em,
  deps: { limiter: RateLimiter; links: ReviewLinks },
  post: { token: string; input: unknown; address: string; now?: Date },
): Promise<{ id: number; low_rating: boolean }> {
  await consumeAddressLimit(deps.limiter, 'review', post.address, reviewRateLimit, 'Too many reviews sent from this address');
  return submitReview(em, deps.links, post.token, post.input, post.now);
}

/** One review as the back office lists it. */
export interface ReviewView {
  id: number;
  lead_id: number;
  lead_name: string;
  rating: number;
  text: string;
  display_name: string;
  consent: boolean;
  language: string;
  state: ReviewState;
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  testimonial_id: number | null;
}

const viewOf = (r: Review & { lead: Lead }): ReviewView => ({
  id: r.id,
  lead_id: r.lead.id,
  lead_name: r.lead.name,
  rating: r.rating,
  text: r.text,
  display_name: r.display_name,
  consent: r.consent,
  language: r.language,
  state: r.state as ReviewState,
  submitted_at: r.submitted_at,
  decided_at: r.decided_at ?? null,
  decided_by: r.decided_by ?? null,
  testimonial_id: r.testimonial_id ?? null,
});

/** Every review, newest first (the Reviews screen). */
export async function listReviews(em: Em): Promise<ReviewView[]> {
  const rows = await em.find(Review, {}, { populate: ['lead'], orderBy: { submitted_at: 'desc', id: 'desc' }, limit: 500 });
  return rows.map((r) => viewOf(r as Review & { lead: Lead }));
}

async function reviewOrFail(em: Em, id: number): Promise<Review & { lead: Lead }> {
  const r = await em.findOne(Review, { id }, { populate: ['lead'] });
  if (!r) throw AppError.notFound('Review');
  return r as Review & { lead: Lead };
}

/** "Marie G., Sudbury" -> name and place, as a testimonial keeps them (the place after the last comma). */
function nameAndPlace(displayName: string): { name: string; location: string } {
  const at = displayName.lastIndexOf(',');
  if (at <= 0) return { name: displayName, location: '' };
  return { name: displayName.slice(0, at).trim(), location: displayName.slice(at + 1).trim() };
}

/**
 * Publishes a review as a testimonial (the content type the site lists), in the language it was
 * written, with the other language's text if the admin gave one. Only with the homeowner's consent.
 */
export async function publishReview(em: Em, id: number, input: unknown, actor: ReviewActor, now = new Date()): Promise<ReviewView> {
  const { other_text } = validate(reviewPublishInput, input ?? {});
  return em.fork().transactional(async (tx) => {
    const review = await reviewOrFail(tx, id);
    if (!review.consent) throw new AppError('CONFLICT', 'The homeowner did not consent to publishing this review');
    if (review.state === 'published') return viewOf(review);
    const french = review.language === 'fr';
    const { name, location } = nameAndPlace(review.display_name);
    const testimonial = tx.create(Testimonial, {
      name,
      location,
      // A French review without an English text shows its French on the English site too.
      text: french ? other_text || review.text : review.text,
      text_fr: french ? review.text : other_text || null,
      avatar: '',
      rating: review.rating,
      featured: false,
    });
    tx.persist(testimonial);
    await tx.flush();
    Object.assign(review, { state: 'published', decided_at: now, decided_by: actor.username, testimonial_id: testimonial.id });
    recordActivity(tx, {
      actor,
      action: 'review_published',
      entity_type: 'ContactSubmission',
      entity_id: review.lead.id,
      label: review.lead.name,
      details: { review_id: review.id, testimonial_id: testimonial.id },
    });
    await tx.flush();
    return viewOf(review);
  });
}

/** Keeps a review private (unpublishing its testimonial if it was published). */
export async function keepReviewPrivate(em: Em, id: number, actor: ReviewActor, now = new Date()): Promise<ReviewView> {
  return em.fork().transactional(async (tx) => {
    const review = await reviewOrFail(tx, id);
    if (review.testimonial_id) await tx.nativeDelete(Testimonial, { id: review.testimonial_id });
    Object.assign(review, { state: 'private', decided_at: now, decided_by: actor.username, testimonial_id: null });
    recordActivity(tx, {
      actor,
      action: 'review_kept_private',
      entity_type: 'ContactSubmission',
      entity_id: review.lead.id,
      label: review.lead.name,
      details: { review_id: review.id },
    });
    await tx.flush();
    return viewOf(review);
  });
}

/**
 * Erasing homeowners' data (../privacy): their reviews go, the testimonials published from them
 * are taken off the site, requests still owed are cancelled, and the e-mail ledger forgets where
 * the review e-mails went. In the caller's transaction.
 */
export async function eraseLeadReviews(tx: Em, leadIds: number[], now: Date): Promise<void> {
  if (!leadIds.length) return;
  const published = await tx.find(Review, { lead: { $in: leadIds }, testimonial_id: { $ne: null } }, { fields: ['testimonial_id'] });
  const testimonialIds = published.map((r) => r.testimonial_id!);
  if (testimonialIds.length) await tx.nativeDelete(Testimonial, { id: { $in: testimonialIds } });
  await tx.nativeDelete(Review, { lead: { $in: leadIds } });
  await tx.nativeUpdate(ReviewRequest, { lead: { $in: leadIds }, cancelled_at: null }, { cancelled_at: now, cancel_reason: 'erased' });
  await tx.execute(
    `update sent_emails set recipient = '' where key like 'review.%' and split_part(key, '.', 2) in (select uid::text from review_requests where lead_id = any(string_to_array(?, ',')::int[]))`,
    [leadIds.join(',')],
  );
}
