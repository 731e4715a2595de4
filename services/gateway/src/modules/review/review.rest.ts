import { z } from 'zod';
import { AppError, type RateLimiter } from '@northrock/core/platform';
import {
  acceptReview,
  cancelReviewRequest,
  getReviewSettings,
  keepReviewPrivate,
  leadReviewRequest,
  listReviews,
  openReviewForm,
  publishReview,
  reviewFigures,
  reviewFormInput,
  reviewPublishInput,
  reviewRateLimit,
  reviewSettingsInput,
  sendReviewRequestNow,
  unsubscribe,
  updateReviewSettings,
  type ReviewLinks,
} from '@northrock/core/review';
import { clientIp } from '../../http/rest';
import type { RouteDef } from '../../http/route';
import {
  actorOf,
  reviewFiguresRecord,
  reviewFormRecord,
  reviewRecord,
  reviewRequestRecord,
  reviewSubmissionRecord,
  unsubscribedRecord,
} from './review.records';

const tokenQuery = [{ name: 'token', description: 'The signed token of the link in the e-mail', schema: { type: 'string', maxLength: 200 }, required: true }];
const tokenOf = (query: unknown) => {
  const token = (query as Record<string, unknown>).token;
  return typeof token === 'string' ? token : '';
};

/** Reviews after the job (docs/admin.md, "Reviews"; GraphQL: review.graphql.ts). */
export function reviewRoutes(deps: { limiter: RateLimiter; reviewLinks?: ReviewLinks }): RouteDef[] {
  const links = () =>
    deps.reviewLinks ??
    (() => {
      throw new AppError('UNAVAILABLE', 'Review links are not configured on this server');
    })();
  return [
    {
      method: 'get',
      path: '/reviews/form',
      tag: 'Reviews',
      summary: 'The review form behind a signed link: the language, the Google link and the earlier answer',
      description: 'A link that is not ours or has expired is a 404; a link whose review the office has published or kept private is a 409 (it is spent).',
      query: tokenQuery,
      response: { status: 200, description: 'The form', schema: reviewFormRecord },
      errors: [404, 409],
      handler: ({ em, req }) => openReviewForm(em, links(), tokenOf(req.query)),
    },
    {
      method: 'post',
      path: '/reviews',
      tag: 'Reviews',
      summary: "The homeowner's review through a signed link (no account)",
      description:
        'Rating 1 to 5, the text (stored as text), the name as it should be shown and the consent to publish. A second answer replaces the ' +
        "first until the office decides. 2 stars or fewer alert the lead's owner and the admins. Refused links store nothing (404, 409). " +
        `Limited to ${reviewRateLimit.limit} posts per hour per address (counted with GraphQL submitReview and the site's form).`,
      query: tokenQuery,
      body: reviewFormInput,
      response: { status: 201, description: 'Stored', schema: reviewSubmissionRecord },
      errors: [404, 409, 415, 422, 429],
      handler: ({ em, req }) =>
        acceptReview(em, { limiter: deps.limiter, links: links() }, { token: tokenOf(req.query), input: req.body, address: clientIp(req) }),
    },
    {
      method: 'post',
      path: '/unsubscribe',
      tag: 'Reviews',
      summary: "One-click unsubscribe (RFC 8058): the target of the e-mails' List-Unsubscribe header",
      description:
        'A mail client posts `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded) to the URL of the header. The address then gets no ' +
        'e-mail that is not a reply (review requests and their reminders) on any lead; replies from the office still go. Idempotent; a token ' +
        'that is not ours is a 404 and stores nothing.',
      query: tokenQuery,
      rawBody: {
        contentType: 'application/x-www-form-urlencoded',
        schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
      },
      response: { status: 200, description: 'Unsubscribed', schema: unsubscribedRecord },
      errors: [404, 415],
      handler: ({ em, req }) => unsubscribe(em, links(), tokenOf(req.query), 'one-click'),
    },
    {
      method: 'get',
      path: '/admin/reviews',
      tag: 'Reviews',
      summary: 'Every review, newest first, with its lead, rating, text, language, consent and state',
      auth: true,
      response: { status: 200, description: 'The reviews', schema: z.array(reviewRecord) },
      errors: [401, 403],
      handler: ({ em }) => listReviews(em),
    },
    {
      method: 'post',
      path: '/admin/reviews/{id}/publish',
      tag: 'Reviews',
      summary: "Publish a review as a testimonial, in its language, with the other language's text if given",
      description: "Only with the homeowner's consent (409 otherwise). Recorded in the activity history with who did it.",
      auth: true,
      idParams: ['id'],
      body: reviewPublishInput,
      response: { status: 200, description: 'The review, published', schema: reviewRecord },
      errors: [401, 403, 404, 409, 415, 422],
      handler: ({ em, req, params, admin }) => publishReview(em, Number(params.id), req.body ?? {}, actorOf(admin!)),
    },
    {
      method: 'post',
      path: '/admin/reviews/{id}/private',
      tag: 'Reviews',
      summary: 'Keep a review private (its testimonial, if published, leaves the site)',
      auth: true,
      idParams: ['id'],
      response: { status: 200, description: 'The review, private', schema: reviewRecord },
      errors: [401, 403, 404],
      handler: ({ em, params, admin }) => keepReviewPrivate(em, Number(params.id), actorOf(admin!)),
    },
    {
      method: 'get',
      path: '/admin/contacts/{id}/review-request',
      tag: 'Reviews',
      summary: "A lead's review request (null until one is written)",
      auth: 'staff',
      idParams: ['id'],
      response: { status: 200, description: 'The request, or null', schema: reviewRequestRecord.nullable() },
      errors: [401, 404],
      handler: async ({ em, params, admin }) => (await leadReviewRequest(em, Number(params.id), admin!)) ?? null,
    },
    {
      method: 'post',
      path: '/admin/contacts/{id}/review-request',
      tag: 'Reviews',
      summary: "Send a won lead's review request now",
      description: '409 when the lead is not won or the request went already.',
      auth: 'staff',
      idParams: ['id'],
      response: { status: 200, description: 'The request, queued', schema: reviewRequestRecord },
      errors: [401, 404, 409],
      handler: ({ em, params, admin }) => sendReviewRequestNow(em, Number(params.id), admin!, actorOf(admin!)),
    },
    {
      method: 'delete',
      path: '/admin/contacts/{id}/review-request',
      tag: 'Reviews',
      summary: "Cancel a lead's review request (and its reminder) for good",
      auth: 'staff',
      idParams: ['id'],
      response: { status: 200, description: 'The request, cancelled', schema: reviewRequestRecord },
      errors: [401, 404],
      handler: ({ em, params, admin }) => cancelReviewRequest(em, Number(params.id), admin!, actorOf(admin!)),
    },
    {
      method: 'get',
      path: '/admin/review-figures',
      tag: 'Reviews',
      summary: 'Review requests sent, answers, average rating and published reviews, in all, per source and per estimator',
      auth: true,
      response: { status: 200, description: 'The figures', schema: reviewFiguresRecord },
      errors: [401, 403],
      handler: ({ em }) => reviewFigures(em),
    },
    {
      method: 'get',
      path: '/admin/review-settings',
      tag: 'Reviews',
      summary: 'Days after won before the request, the Google review link and the postal address the e-mails carry',
      auth: true,
      response: { status: 200, description: 'The settings', schema: reviewSettingsInput },
      errors: [401, 403],
      handler: ({ em }) => getReviewSettings(em),
    },
    {
      method: 'put',
      path: '/admin/review-settings',
      tag: 'Reviews',
      summary: 'Replace the review settings',
      description: '422 names the field: `delay_days` (1 to 60), `google_review_url` (an https URL), `postal_address`.',
      auth: true,
      body: reviewSettingsInput,
      response: { status: 200, description: 'The saved settings', schema: reviewSettingsInput },
      errors: [401, 403, 415, 422],
      handler: ({ em, req }) => updateReviewSettings(em, req.body),
    },
  ];
}
