import { z } from 'zod';

/** A lead's outcome, apart from its status (docs/admin.md, "Outcomes and revenue per source"). */
export const leadOutcomes = ['open', 'estimate_booked', 'won', 'lost'] as const;
export type LeadOutcome = (typeof leadOutcomes)[number];

/** Why a lead was lost: a short list, so the reasons can be counted. */
export const lostReasons = ['price', 'timing', 'another_contractor', 'no_response', 'not_a_fit', 'other'] as const;
export type LostReason = (typeof lostReasons)[number];

/** The office's words for each outcome and reason (the card's selects, the CSV). */
export const leadOutcomeLabels: Record<LeadOutcome, string> = {
  open: 'Open',
  estimate_booked: 'Estimate booked',
  won: 'Won',
  lost: 'Lost',
};
export const lostReasonLabels: Record<LostReason, string> = {
  price: 'Price',
  timing: 'Timing',
  another_contractor: 'Went with another contractor',
  no_response: 'No response',
  not_a_fit: 'Not a fit / out of area',
  other: 'Other',
};

/** The largest job value accepted: $10,000,000, in cents. */
export const MAX_JOB_VALUE_CENTS = 1_000_000_000;

/**
 * Setting a lead's outcome: a won job needs its value (whole cents, more than 0, at most
 * $10,000,000), a lost one its reason. Values that do not belong to the outcome are ignored
 * (the service clears them), so switching from won to lost needs no second field cleared.
 */
export const leadOutcomeInput = z
  .strictObject({
    outcome: z.enum(leadOutcomes, { error: `outcome must be one of ${leadOutcomes.join(', ')}` }),
    job_value_cents: z
      .number({ error: 'job_value_cents must be a whole number of cents' })
      .int('job_value_cents must be a whole number of cents')
      .positive('job_value_cents must be more than 0')
      .max(MAX_JOB_VALUE_CENTS, 'job_value_cents must be at most 1000000000 ($10,000,000)')
      .nullish(),
    lost_reason: z.enum(lostReasons, { error: `lost_reason must be one of ${lostReasons.join(', ')}` }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'won' && v.job_value_cents == null) {
      ctx.addIssue({ code: 'custom', path: ['job_value_cents'], message: 'job_value_cents is required when the outcome is won' });
    }
    if (v.outcome === 'lost' && v.lost_reason == null) {
      ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: 'lost_reason is required when the outcome is lost' });
    }
  });
