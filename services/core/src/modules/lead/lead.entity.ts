import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';
import { leadLanguages, leadStatuses } from './lead.schemas';
import { deviceClasses } from './lead-attribution';
import { leadOutcomes, lostReasons } from './lead-outcome.schemas';
import { leadExternalNames } from './lead.external-names';

/** What the worker made of one uploaded photo (`photo_variants`, in `photo_urls` order). */
export interface PhotoVariants {
  /** The path `/api/upload` returned (also in `photo_urls`). */
  path: string;
  /** `/media/variants/<id>/large.webp` (~1600 px); absent when the photo could not be decoded. */
  large?: string;
  /** `/media/variants/<id>/thumb.jpg` (~400 px). */
  thumb?: string;
  width?: number;
  height?: number;
  /** Why no variants exist (e.g. not a decodable image, too many pixels). */
  error?: string;
}

/** The steps of a lead's pipeline, by job name. */
export const leadSteps = [leadExternalNames.jobs.processPhotos, leadExternalNames.jobs.notifyStaff, leadExternalNames.jobs.confirmHomeowner] as const;
export type LeadStep = (typeof leadSteps)[number];

/** The last failure of one step, kept until that step succeeds (or an admin retries it). */
export interface StepFailure {
  message: string;
  attempt: number;
  max_attempts: number;
  /** No retry follows: the step gave up (its job waits, failed, in the queue dashboard). */
  final: boolean;
  at: string;
}

/** Every step's failure, so one step's error never hides another's. */
export type DeliveryErrors = Partial<Record<LeadStep, StepFailure>>;

const LeadSchema = defineEntity({
  name: 'Lead',
  // Its stored and public names stay as they were born (lead.external-names.ts).
  tableName: leadExternalNames.table,
  properties: {
    ...idColumn,
    /**
     * Unique for ever (the row id is not: a restored or reset database reuses it). In each job's
     * payload and in the e-mails' Message-IDs, so nothing meant for one lead reaches another.
     */
    uid: p
      .uuid()
      .unique()
      .onCreate(() => randomUUID()),
    name: p.string(),
    email: p.string(),
    phone: p.string(),
    address: p.string().default(''),
    city: p.string().default(''),
    subject: p.string(),
    message: p.text(),
    photo_urls: p.json<string[]>(),
    status: p
      .enum(leadStatuses as unknown as string[])
      .default('new')
      .index(),
    // Delivery pipeline (docs/pipeline.md): each step stamps its time; null = not yet.
    /** When its jobs were written (`startLeadPipeline`); null: none will run (the reconciler leaves it alone). */
    pipeline_started_at: p.datetime().nullable().index(),
    photo_variants: p.json<PhotoVariants[]>().nullable(),
    /** Claimed resumable uploads still on their way (not complete, not given up): read from `uploads` (docs/pipeline.md, "Photos on arrival"). */
    photos_pending: p
      .formula<number>((cols) => `(select count(*)::int from uploads u where u.submission_id = ${cols.id} and u.completed_at is null and u.missing_at is null)`)
      .type('integer')
      .nullable(),
    /** Claimed uploads that never completed before their expiry. */
    photos_missing: p
      .formula<number>((cols) => `(select count(*)::int from uploads u where u.submission_id = ${cols.id} and u.missing_at is not null)`)
      .type('integer')
      .nullable(),
    enqueued_at: p.datetime().nullable(),
    photos_processed_at: p.datetime().nullable(),
    staff_notified_at: p.datetime().nullable(),
    homeowner_confirmed_at: p.datetime().nullable(),
    /** Each step's last failure (also while it is being retried); a step's success clears its own. */
    delivery_errors: p.json<DeliveryErrors>().nullable(),
    /**
     * Why the spam defence held this lead back (honeypot filled, bad form token), or why it is
     * flagged `possible_spam` (sent too fast); null for a normal lead. A held lead (`spam_at`)
     * has no pipeline (no outbox rows) until staff mark it "Not spam".
     */
    spam_reason: p.string().length(200).nullable(),
    spam_at: p.datetime().nullable().index(),
    // Where the lead came from (lead-attribution.ts); null on leads from before it was kept.
    landing_page: p.string().length(500).nullable(),
    form_page: p.string().length(500).nullable(),
    referrer_host: p.string().length(253).nullable(),
    utm_source: p.string().length(100).nullable(),
    utm_medium: p.string().length(100).nullable(),
    utm_campaign: p.string().length(100).nullable(),
    device: p.enum(deviceClasses as unknown as string[]).nullable(),
    /** `leadSource()` at submission: what the Contacts filter and the dashboard group on. */
    source: p.string().length(253).nullable().index(),
    /** When the status last became resolved (retention counts from it); null while not resolved. */
    resolved_at: p.datetime().nullable(),
    /** When the homeowner's personal data was erased (on request or by retention); the row stays for the counts. */
    erased_at: p.datetime().nullable(),
    // Speed to lead (docs/admin.md): who works the lead, and when someone first answered it.
    /** The account that works this lead (`admin_users.id`; accounts are deactivated, never deleted); null: unassigned. */
    owner_id: p.integer().nullable().index(),
    /** The first response (status left "new", a call/e-mail/visit note, a reply sent): the clock stops. */
    first_response_at: p.datetime().nullable().index(),
    /** What that first response was (`firstResponseKinds`). */
    first_response_kind: p.string().length(20).nullable(),
    // Outcome apart from status (docs/admin.md, "Outcomes and revenue per source").
    outcome: p
      .enum(leadOutcomes as unknown as string[])
      .default('open')
      .index(),
    /** The won job's value in cents (the admin types dollars); null unless won. */
    job_value_cents: p.integer().nullable(),
    /** Why it was lost (`lostReasons`); null unless lost. */
    lost_reason: p.enum(lostReasons as unknown as string[]).nullable(),
    /** When the outcome was last set to something other than open. */
    outcome_at: p.datetime().nullable(),
    /**
     * Sent faster than a person types (the form token's only complaint): stored and delivered
     * to staff like any lead, but the homeowner confirmation waits until staff release it.
     */
    possible_spam: p.boolean().default(false),
    /**
     * The client's own id of the enquiry (`client_id`, a UUID): a retry carrying it answers this
     * lead instead of storing a second one, whichever gateway it reaches. Null: the client sent none.
     */
    client_id: p.uuid().nullable().unique(),
    /** The language of the page it was sent from (`leadLanguages`): the office answers in it. */
    language: p
      .enum(leadLanguages as unknown as string[])
      .columnType('varchar(2)')
      .default('en'),
    ...timestampColumns,
  },
});
export class Lead extends LeadSchema.class {}
LeadSchema.setClass(Lead);
export { LeadSchema };
