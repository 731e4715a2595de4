import { AppError } from '@northrock/core/platform';
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
  reviewCancelReasons,
  reviewFormInput,
  reviewPublishInput,
  reviewSettingsInput,
  reviewStates,
  sendReviewRequestNow,
  unsubscribe,
  updateReviewSettings,
  type ReviewFigures,
  type ReviewFormView,
  type ReviewRequestView,
  type ReviewView,
} from '@northrock/core/review';
import type { GraphqlContext } from '../../graphql/context';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue, staffOnly } from '../../graphql/crud-operations';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { clientIp } from '../../http/rest';
import {
  actorOf,
  reviewAnswerRecord,
  reviewFigureEstimatorRecord,
  reviewFigureSourceRecord,
  reviewFiguresRecord,
  reviewFormRecord,
  reviewRecord,
  reviewRequestRecord,
  reviewSubmissionRecord,
  unsubscribedRecord,
} from './review.records';

/** Reviews after the job (REST: review.rest.ts; docs/admin.md, "Reviews"). */

enumFromValues('ReviewState', reviewStates, 'new (the homeowner may still replace it), published (a testimonial) or private.');
enumFromValues('ReviewRequestCancelReason', reviewCancelReasons, 'Why a review request will not go: office, unsubscribed, not_won or erased.');
objectTypeFromZod('ReviewAnswer', reviewAnswerRecord, { description: 'What the homeowner wrote.' });
const ReviewFormType = objectTypeFromZod<ReviewFormView>('ReviewForm', reviewFormRecord, { description: 'The review form behind a signed link.' });
const ReviewSubmissionType = objectTypeFromZod<{ id: number; low_rating: boolean }>('ReviewSubmission', reviewSubmissionRecord, {
  description: 'A stored review.',
});
const UnsubscribedType = objectTypeFromZod<{ unsubscribed: boolean }>('Unsubscribed', unsubscribedRecord, { description: 'An honoured unsubscribe link.' });
const ReviewType = objectTypeFromZod<ReviewView>('Review', reviewRecord, { description: 'A review on the back office Reviews screen.' });
const ReviewRequestType = objectTypeFromZod<ReviewRequestView>('ReviewRequest', reviewRequestRecord, { description: "A lead's review request." });
const ReviewSettingsType = objectTypeFromZod<object>('ReviewSettings', reviewSettingsInput, {
  description: 'Days after won before the request, the Google review link and the postal address the e-mails carry.',
});
objectTypeFromZod('ReviewFiguresOfSource', reviewFigureSourceRecord, { description: 'Review figures of one lead source.' });
objectTypeFromZod('ReviewFiguresOfEstimator', reviewFigureEstimatorRecord, { description: "Review figures of one estimator's leads." });
const ReviewFiguresType = objectTypeFromZod<ReviewFigures>('ReviewFigures', reviewFiguresRecord, {
  description: 'Review requests sent, answers, average rating and published reviews, in all, per source and per estimator.',
});
const ReviewInput = inputTypeFromZod('ReviewInput', reviewFormInput, 'The review form: rating 1 to 5, text, the name as shown, consent to publish.');
const ReviewPublishInput = inputTypeFromZod('ReviewPublishInput', reviewPublishInput, 'Publishing a review: its text in the other language (optional).');
const ReviewSettingsInput = inputTypeFromZod('ReviewSettingsInput', reviewSettingsInput, 'Every review setting.');

const linksOf = (ctx: GraphqlContext) => {
  if (!ctx.reviewLinks) throw new AppError('UNAVAILABLE', 'Review links are not configured on this server');
  return ctx.reviewLinks;
};

builder.queryFields((t) => ({
  reviewForm: t.field({
    type: ReviewFormType,
    description: 'The review form behind a signed link (public): NOT_FOUND for a link not ours or expired, CONFLICT once the office decided.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => openReviewForm(ctx.em, linksOf(ctx), args.token),
  }),
  reviews: t.field({
    type: [ReviewType],
    authScopes: adminOnly,
    description: 'Every review, newest first.',
    resolve: (_root, _args, ctx) => listReviews(ctx.em),
  }),
  contactReviewRequest: t.field({
    type: ReviewRequestType,
    nullable: true,
    authScopes: staffOnly,
    description: "A lead's review request (null until one is written).",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => leadReviewRequest(ctx.em, args.id, await ctx.staff()),
  }),
  reviewFigures: t.field({
    type: ReviewFiguresType,
    authScopes: adminOnly,
    description: "The Dashboard's review figures.",
    resolve: (_root, _args, ctx) => reviewFigures(ctx.em),
  }),
  reviewSettings: t.field({
    type: ReviewSettingsType,
    authScopes: adminOnly,
    description: 'The review settings, for the admin form.',
    resolve: (_root, _args, ctx) => getReviewSettings(ctx.em),
  }),
}));

builder.mutationFields((t) => ({
  submitReview: t.field({
    type: ReviewSubmissionType,
    description: "The homeowner's review through a signed link (public); counted per address with REST POST /api/reviews.",
    args: { token: t.arg.string({ required: true }), input: t.arg({ type: ReviewInput, required: true }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.limiter) throw new AppError('UNAVAILABLE', 'Reviews are accepted over /graphql only');
      return acceptReview(
        ctx.em,
        { limiter: ctx.limiter, links: linksOf(ctx) },
        { token: args.token, input: inputValue(args.input), address: clientIp(ctx.req) },
      );
    },
  }),
  unsubscribe: t.field({
    type: UnsubscribedType,
    description: "The unsubscribe page's button (public): no more e-mails that are not replies to this address, on any lead.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unsubscribe(ctx.em, linksOf(ctx), args.token, 'page'),
  }),
  publishReview: t.field({
    type: ReviewType,
    authScopes: adminOnly,
    description: "Publish a review as a testimonial (only with the homeowner's consent).",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ReviewPublishInput, required: false }) },
    resolve: async (_root, args, ctx) => publishReview(ctx.em, args.id, args.input ? inputValue(args.input) : {}, actorOf(await ctx.admin())),
  }),
  keepReviewPrivate: t.field({
    type: ReviewType,
    authScopes: adminOnly,
    description: 'Keep a review private (its testimonial, if published, leaves the site).',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => keepReviewPrivate(ctx.em, args.id, actorOf(await ctx.admin())),
  }),
  sendReviewRequest: t.field({
    type: ReviewRequestType,
    authScopes: staffOnly,
    description: "Send a won lead's review request now (CONFLICT when not won or sent already).",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const staff = await ctx.staff();
      return sendReviewRequestNow(ctx.em, args.id, staff, actorOf(staff));
    },
  }),
  cancelReviewRequest: t.field({
    type: ReviewRequestType,
    authScopes: staffOnly,
    description: "Cancel a lead's review request (and its reminder) for good.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const staff = await ctx.staff();
      return cancelReviewRequest(ctx.em, args.id, staff, actorOf(staff));
    },
  }),
  updateReviewSettings: t.field({
    type: ReviewSettingsType,
    authScopes: adminOnly,
    description: 'Replace the review settings; BAD_USER_INPUT names the field.',
    args: { input: t.arg({ type: ReviewSettingsInput, required: true }) },
    resolve: (_root, args, ctx) => updateReviewSettings(ctx.em, inputValue(args.input)),
  }),
}));
