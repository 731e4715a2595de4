import { z } from 'zod';
import { firstResponseKinds, leadInput, leadLanguages, leadStatuses, deviceClasses, leadOutcomes, lostReasons } from '@northrock/core/lead';
import { deliveryStates, UNDELIVERED_ALERT_MS } from '@northrock/core/lead-pipeline';
import { adminRoles } from '@northrock/core/admin';
import { chaseKinds } from '@northrock/core/lead-chase';

// The shapes both transports answer with: REST documents them in OpenAPI, GraphQL builds its types from them.

/** The stored lead (public answer of POST /contact; GraphQL's `ContactSubmission`). */
export const leadRecord = leadInput.extend({
  id: z.number().int(),
  language: z.enum(leadLanguages).describe('The language of the page it was sent from: the office answers in it'),
  status: z.enum(leadStatuses),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** The answer to a new lead: the record and its booking link's token (the thank-you offers the slots). */
export const submittedLeadRecord = leadRecord.extend({
  booking_token: z
    .string()
    .nullable()
    .describe('The token of the signed "book your free inspection" link (/book/<token>), valid for the booking horizon; null for a lead held back'),
});

const nullableTime = z.iso.datetime().nullable();

/** What the admin sees of a lead: the record, its photos (originals and variants) and its delivery. */
export const adminLeadRecord = leadRecord.extend({
  photos: z.array(
    z.object({
      path: z.string().describe('The uploaded path (publicly: the large variant)'),
      large_url: z.string().nullable().describe('~1600 px WebP, once processed'),
      thumb_url: z.string().nullable().describe('~400 px JPEG, once processed'),
      original_url: z.string().nullable().describe('The file as uploaded: a signed link, valid 1 hour while this session lasts'),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      error: z.string().nullable().describe('Why no variants exist'),
    }),
  ),
  photos_pending: z.number().int().describe("Photos still being uploaded from the homeowner's phone (claimed by the lead, not yet complete)"),
  photos_missing: z.number().int().describe('Photos the lead claimed that never finished uploading'),
  delivery_state: z.enum(deliveryStates).describe('received -> queued -> photos_ready -> staff_notified -> delivered, or failed; spam while held back'),
  delivery_error: z.string().nullable(),
  enqueued_at: nullableTime,
  photos_processed_at: nullableTime,
  staff_notified_at: nullableTime,
  homeowner_confirmed_at: nullableTime,
  delivery_failed_at: nullableTime,
  spam_reason: z.string().nullable().describe('Why the spam defence held it back (null for a normal lead)'),
  landing_page: z.string().nullable().describe('First page of the visit (path, utm_* parameters only); null for leads from before it was kept'),
  form_page: z.string().nullable().describe('The page the form was sent from'),
  referrer_host: z.string().nullable().describe('Host of the site that linked to the landing page'),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  device: z.enum(deviceClasses).nullable().describe('From the User-Agent at submission (the User-Agent is not stored)'),
  source: z.string().nullable().describe('utm_source, else the referrer host, else "direct"; null for leads from before it was kept'),
  erased_at: nullableTime.describe("When the homeowner's personal data was erased (on request, or by the retention policy); null while kept"),
  owner_id: z.number().int().nullable().describe('The account that works this lead (`GET /admin/lead-owners` names it); null = unassigned'),
  waiting_office_minutes: z
    .number()
    .int()
    .nullable()
    .describe(
      'While nobody has answered the lead: office minutes (opening hours, outside holidays) since it arrived; null once answered, and for held-back spam',
    ),
  response_office_minutes: z.number().int().nullable().describe('Once answered: office minutes from its arrival to the first response'),
  first_response_at: nullableTime.describe('The first response: the status left new, a call/e-mail/visit note, or a reply sent (the clock stops)'),
  first_response_kind: z.enum(firstResponseKinds).nullable().describe('What that first response was'),
  outcome: z.enum(leadOutcomes).describe('Apart from the status: open, estimate_booked, won or lost'),
  job_value_cents: z.number().int().nullable().describe('The won job value in cents; null unless won'),
  lost_reason: z.enum(lostReasons).nullable().describe('Why it was lost; null unless lost'),
  outcome_at: nullableTime.describe('When the outcome was last set (null while open)'),
  language: z.enum(['en', 'fr']).describe('The language the homeowner wrote in (the page of the form): fr shows "Prefers French"'),
  possible_spam: z.boolean().describe('Sent too fast (its only spam signal): with staff like any lead, the homeowner confirmation waits for "Not spam"'),
});

/** An account a lead may be assigned or handed to (active, any role). */
export const leadOwnerRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(adminRoles),
});

/** An assignment rule: new leads from this city (any case) go to this account. */
export const assignmentRuleRecord = z.object({
  id: z.number().int(),
  city: z.string(),
  owner_id: z.number().int().describe('The account that gets the new leads of this city'),
});

/** One chase of a lead (docs/admin.md, "The response clock and the chase"). */
export const leadChaseRecord = z.object({
  kind: z.enum(chaseKinds).describe('owner: e-mailed its owner; admins: the admins; digest: listed in the opening-time digest; followup: the owner reminded'),
  due_at: z.iso.datetime().describe('When it fell due by the office clock'),
  sent_at: nullableTime.describe('When it was e-mailed; null while on its way'),
  cancelled_at: nullableTime.describe('Not sent: the lead was answered before it went out'),
  recipients: z.array(z.string()).describe('The addresses it went to'),
});

/** What the dashboard's red banner shows. */
export const deliveryAlertRecord = z.object({
  undelivered: z
    .number()
    .int()
    .describe(`Leads whose staff e-mail gave up, or has not gone out ${UNDELIVERED_ALERT_MS / 60_000} minutes after submission`),
  failed: z.number().int().describe('Of those, the ones whose staff e-mail gave up (e.g. the mail server refused it)'),
  oldest_received_at: z.iso.datetime().nullable().describe('When the oldest of them was submitted'),
});
