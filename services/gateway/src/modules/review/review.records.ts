import { z } from 'zod';
import type { AdminPrincipal } from '@northrock/core/admin';
import { reviewCancelReasons, reviewStates } from '@northrock/core/review';

// The shapes both transports answer with: REST documents them in OpenAPI, GraphQL builds its types from them.

const time = z.iso.datetime();
const nullableTime = time.nullable();

/** What the homeowner wrote (also what the form shows again until the office decides). */
export const reviewAnswerRecord = z.object({
  rating: z.number().int().min(1).max(5).describe('1 to 5 stars'),
  text: z.string().describe('As typed; shown as text, never as HTML'),
  display_name: z.string().describe('How the homeowner wants to be named ("Marie G., Sudbury")'),
  consent: z.boolean().describe('The homeowner agrees to its publication on the site'),
});

/** The review form behind a signed link. */
export const reviewFormRecord = z.object({
  language: z.string().describe('The homeowner\'s language: "en" or "fr"'),
  google_review_url: z.string().nullable().describe("The company's Google review link (a setting); null when none"),
  review: reviewAnswerRecord.nullable().describe('Their earlier answer (it may be replaced until the office decides); null when none'),
});

export const reviewSubmissionRecord = z.object({
  id: z.number().int().describe('The stored review'),
  low_rating: z.boolean().describe('2 stars or fewer: the office was alerted'),
});

export const unsubscribedRecord = z.object({ unsubscribed: z.boolean().describe('Always true: the address gets no more such e-mails') });

/** One review on the back office's Reviews screen. */
export const reviewRecord = reviewAnswerRecord.extend({
  id: z.number().int(),
  lead_id: z.number().int().describe('The lead (contact submission) the review is about'),
  lead_name: z.string().describe("The lead's name as the office knows it"),
  language: z.string().describe('The language it was written in: "en" or "fr"'),
  state: z.enum(reviewStates).describe('new (the homeowner may still replace it), published (a testimonial) or private'),
  submitted_at: time,
  decided_at: nullableTime.describe('When it was published or kept private'),
  decided_by: z.string().nullable().describe('The account that decided'),
  testimonial_id: z.number().int().nullable().describe('The testimonial it is published as'),
});

/** A lead's review request, as the lead card shows it. */
export const reviewRequestRecord = z.object({
  due_at: nullableTime.describe('When the request is (or was) due'),
  sent_at: nullableTime,
  reminder_sent_at: nullableTime.describe('The one reminder, 7 days after the request when nothing came back'),
  answered_at: nullableTime.describe('When the homeowner first answered'),
  cancelled_at: nullableTime,
  cancel_reason: z.enum(reviewCancelReasons).nullable().describe('office, unsubscribed, not_won or erased'),
});

const figureRow = {
  requests_sent: z.number().int().describe('Review requests e-mailed'),
  answers: z.number().int().describe('Reviews received'),
  average_rating: z.number().nullable().describe('Mean rating of the reviews received (1 decimal); null without any'),
  published: z.number().int().describe('Reviews published as testimonials'),
};
export const reviewFigureSourceRecord = z.object({ source: z.string().describe('utm_source, else the referring host, else "direct"'), ...figureRow });
export const reviewFigureEstimatorRecord = z.object({
  owner_id: z.number().int().nullable().describe("The lead's owner (null: unassigned)"),
  owner: z.string().describe('Their username, or "Unassigned"'),
  ...figureRow,
});
/** The Dashboard's review figures. */
export const reviewFiguresRecord = z.object({
  ...figureRow,
  by_source: z.array(reviewFigureSourceRecord),
  by_estimator: z.array(reviewFigureEstimatorRecord),
});

/** The account as the activity history names it. */
export const actorOf = (admin: AdminPrincipal) => ({ id: admin.userId, username: admin.username });
