import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from '../lead';

/** Why a review request will never go (or its reminder): the office, an unsubscribed address, a lead no longer won, an erasure. */
export const reviewCancelReasons = ['office', 'unsubscribed', 'not_won', 'erased'] as const;
export type ReviewCancelReason = (typeof reviewCancelReasons)[number];

/**
 * The review request of one won lead (docs/admin.md, "Reviews"): at most one per lead, ever.
 * Its due times live here, so a restarted worker or a flushed Redis delays nothing: the request
 * is due at `due_at`; once sent, one reminder is due 7 days after `sent_at` unless it was answered.
 * `*_queued_at` is when the sweep wrote its outbox job; `*_sent_at` when the e-mail went.
 */
const ReviewRequestSchema = defineEntity({
  name: 'ReviewRequest',
  tableName: 'review_requests',
  properties: {
    id: p.integer().primary(),
    /** Unique for ever: in the signed link, the jobs' payloads and the e-mail ledger's keys. */
    uid: p.uuid().unique(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').unique(),
    /** The homeowner's language when it was written: the e-mails and the form speak it. */
    language: p.string().length(2),
    due_at: p.datetime(),
    queued_at: p.datetime().nullable(),
    sent_at: p.datetime().nullable(),
    reminder_queued_at: p.datetime().nullable(),
    reminder_sent_at: p.datetime().nullable(),
    /** When the homeowner first answered on the site: no reminder after it. */
    answered_at: p.datetime().nullable(),
    cancelled_at: p.datetime().nullable(),
    cancel_reason: p.enum(reviewCancelReasons as unknown as string[]).nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export class ReviewRequest extends ReviewRequestSchema.class {}
ReviewRequestSchema.setClass(ReviewRequest);

/** `new`: waiting for the office (the homeowner may still replace it); `published` as a testimonial; `private`: kept. */
export const reviewStates = ['new', 'published', 'private'] as const;
export type ReviewState = (typeof reviewStates)[number];

/**
 * What the homeowner wrote on the review form: one per request (a second answer replaces it
 * until the office decides). Text as typed, shown as text everywhere (never HTML).
 */
const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p.integer().primary(),
    request: () => p.manyToOne(ReviewRequest).deleteRule('cascade').unique(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    rating: p.integer(),
    text: p.text(),
    /** How the homeowner wants to be named ("Marie G., Sudbury"). */
    display_name: p.string().length(120),
    consent: p.boolean(),
    language: p.string().length(2),
    state: p.enum(reviewStates as unknown as string[]).default('new'),
    submitted_at: p.datetime(),
    decided_at: p.datetime().nullable(),
    decided_by: p.string().length(64).nullable(),
    /** The testimonial it was published as (`testimonials.id`); null unless published. */
    testimonial_id: p.integer().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export class Review extends ReviewSchema.class {}
ReviewSchema.setClass(Review);

/**
 * An address that asked for no more e-mails of the kind that is not a reply (review requests,
 * reminders), on any lead. Only a hash of the address is kept: enough to honour it, nothing to read.
 */
const EmailUnsubscribeSchema = defineEntity({
  name: 'EmailUnsubscribe',
  tableName: 'email_unsubscribes',
  properties: {
    address_hash: p.string().length(64).primary(),
    /** `one-click` (a mail client's RFC 8058 POST) or `page` (the button on the site). */
    via: p.string().length(20),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
class EmailUnsubscribe extends EmailUnsubscribeSchema.class {}
EmailUnsubscribeSchema.setClass(EmailUnsubscribe);

/** One row (id 1): the review request's settings (docs/admin.md, "Reviews"). */
const ReviewSettingsSchema = defineEntity({
  name: 'ReviewSettings',
  tableName: 'review_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    /** Days after a lead is marked won before its request is due. */
    delay_days: p.integer(),
    /** The company's Google review link, offered beside the form; null: none. */
    google_review_url: p.string().length(500).nullable(),
    /** The sender's postal address every such e-mail carries (CASL); null: the site settings' address. */
    postal_address: p.string().length(300).nullable(),
    updated_at: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class ReviewSettings extends ReviewSettingsSchema.class {}
ReviewSettingsSchema.setClass(ReviewSettings);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const reviewEntities = [ReviewRequestSchema, ReviewSchema, EmailUnsubscribeSchema, ReviewSettingsSchema];
