import type { Em } from '../../platform/db';
import { validate } from '../shared';
import { changeLeadFor, type LeadViewer } from './lead-access';
import { Lead, leadOutcomeInput, type LeadOutcome, type LostReason } from '../lead';

/** What the admin sees of a lead's outcome (REST and GraphQL add it to the lead). */
export interface LeadOutcomeView {
  outcome: LeadOutcome;
  job_value_cents: number | null;
  lost_reason: LostReason | null;
  outcome_at: Date | null;
  possible_spam: boolean;
}

export function leadOutcomeView(s: Lead): LeadOutcomeView {
  return {
    outcome: s.outcome as LeadOutcome,
    job_value_cents: s.job_value_cents ?? null,
    lost_reason: (s.lost_reason as LostReason | null | undefined) ?? null,
    outcome_at: s.outcome_at ?? null,
    possible_spam: s.possible_spam,
  };
}

/**
 * Sets a lead's outcome apart from its status: a won job with its value in cents, a lost one
 * with its reason (`leadOutcomeInput`, 422 naming the field). A value or reason that does not
 * belong to the outcome is cleared; `outcome_at` is when it last changed (null while open).
 * The activity log records it as an outcome change.
 */
export async function setLeadOutcome(em: Em, id: number, input: unknown, viewer: LeadViewer, now = new Date()): Promise<Lead> {
  const { outcome, job_value_cents, lost_reason } = validate(leadOutcomeInput, input);
  const value = outcome === 'won' ? (job_value_cents ?? null) : null;
  const reason = outcome === 'lost' ? (lost_reason ?? null) : null;
  return changeLeadFor(em, id, viewer, async (tx, lead) => {
    if (lead.outcome !== outcome || (lead.job_value_cents ?? null) !== value || (lead.lost_reason ?? null) !== reason) {
      lead.outcome = outcome;
      lead.job_value_cents = value;
      lead.lost_reason = reason;
      lead.outcome_at = outcome === 'open' ? null : now;
      await tx.flush();
    }
    return lead;
  });
}
