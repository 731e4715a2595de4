/**
 * The one place for the names of a lead that users and old installations already rely on.
 * Inside the code a lead is a `Lead` (docs/architecture.md, "Words"); outside, the words it was
 * born with stay, because renaming any of them breaks someone:
 *
 * - stored: the table `contact_submissions` (and `uploads.submission_id`), the activity
 *   history's `entity_type` of a lead (`ContactSubmission`), the outbox rows' `ref`
 *   (`contact_submission:<id>`), the job names `contact.*` (in Redis and in outbox rows; also
 *   the keys of `delivery_errors`) and the lead jobs' payload keys `submission_id` /
 *   `submission_uid` (lead.jobs.ts, lead-chase.jobs.ts): a queued job or a row written by an
 *   older build must still be read;
 * - public: the REST paths `POST /api/contact`, `/api/admin/contacts/...` and the GraphQL names
 *   already published (`ContactSubmission`, `submitContact`, `contacts`, `contactPage`,
 *   `setContactStatus`, `setContactOwner`, `setContactOutcome`, `ContactOutcomeInput`,
 *   `markContactNotSpam`, `eraseContact`, `replyToContact`, `addContactNote`, the
 *   `ActivityEntityType` value `ContactSubmission`), defined in services/gateway/src/modules/lead/
 *   and web/'s queries with these words.
 *
 * New names (new operations, new jobs, new payload fields) say `lead`.
 */
export const leadExternalNames = {
  /** The lead's table. */
  table: 'contact_submissions',
  /** A lead in the activity history (`activity_log.entity_type`), the `ActivityEntityType` enum and GraphQL's object type. */
  entityType: 'ContactSubmission',
  /** The outbox `ref` of a lead's jobs: `contact_submission:<id>`. */
  outboxRef: 'contact_submission',
  /** The pipeline's job names (the steps' names too). */
  jobs: {
    processPhotos: 'contact.process-photos',
    notifyStaff: 'contact.notify-staff',
    confirmHomeowner: 'contact.confirm-homeowner',
  },
} as const;
