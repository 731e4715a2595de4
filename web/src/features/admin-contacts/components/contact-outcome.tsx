import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  leadOutcomeLabels,
  leadOutcomes,
  lostReasonLabels,
  lostReasons,
  MAX_JOB_VALUE_CENTS,
  type LeadOutcome,
  type LostReason,
} from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { Badge } from '~/features/admin-kit/components/badge';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import type { ContactLead } from '../api/contact-page.query';
import { markNotSpamMutation } from '../api/mark-not-spam.mutation';
import { setContactOutcomeMutation } from '../api/set-contact-outcome.mutation';

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** "12,500" or "$12,500.50" -> cents; null when it is not an amount of dollars. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned.replace(/,/g, '')) * 100);
}

/** The field each check names: the same words as the server's 422. */
function checkOutcome(outcome: LeadOutcome, dollars: string, reason: string): { field: 'job_value' | 'lost_reason'; message: string } | null {
  if (outcome === 'won') {
    const cents = dollarsToCents(dollars);
    if (cents === null || cents <= 0) return { field: 'job_value', message: 'Enter the job value in dollars, e.g. 12500 or 12,500.50' };
    if (cents > MAX_JOB_VALUE_CENTS) return { field: 'job_value', message: `The job value must be at most ${money.format(MAX_JOB_VALUE_CENTS / 100)}` };
  }
  if (outcome === 'lost' && !reason) return { field: 'lost_reason', message: 'Choose why the lead was lost' };
  return null;
}

/**
 * A lead's outcome apart from its status (docs/admin.md, "Outcomes and revenue per source"):
 * won with the job value (typed in dollars, stored in cents), lost with a reason; and, for a
 * lead sent too fast, the "possible spam" badge and its release.
 */
export function ContactOutcome({ lead, describedBy, onSaved }: { lead: ContactLead; describedBy: string; onSaved(): Promise<unknown> }) {
  const id = useId();
  const toast = useToast();
  const [outcome, setOutcome] = useState<LeadOutcome>(lead.outcome);
  const [dollars, setDollars] = useState(lead.job_value_cents == null ? '' : (lead.job_value_cents / 100).toFixed(2));
  const [reason, setReason] = useState<LostReason | ''>(lead.lost_reason ?? '');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [save, { loading: saving }] = useMutation(setContactOutcomeMutation);
  const [release, { loading: releasing }] = useMutation(markNotSpamMutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const check = checkOutcome(outcome, dollars, reason);
    setProblem(check);
    if (check) return;
    const input = {
      outcome,
      job_value_cents: outcome === 'won' ? dollarsToCents(dollars) : null,
      lost_reason: outcome === 'lost' ? (reason as LostReason) : null,
    };
    try {
      await save({ variables: { id: lead.id, input } });
    } catch (err) {
      if (isSessionEnded(err)) return;
      const field = serverFieldErrors(err)[0];
      setProblem({
        field: field?.field === 'lost_reason' ? 'lost_reason' : 'job_value',
        message: field?.message ?? serverDetail(err) ?? 'Failed to save the outcome',
      });
      toast.error('Failed to save the outcome');
      return;
    }
    toast.success('Outcome saved');
    await onSaved();
  }

  async function notSpam() {
    try {
      await release({ variables: { id: lead.id } });
    } catch (err) {
      if (!isSessionEnded(err)) toast.error('Failed to release the lead');
      return;
    }
    toast.success('Not spam: the homeowner confirmation is on its way');
    await onSaved();
  }

  const errorId = `${id}-error`;
  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  return (
    <div className="contact-outcome">
      {lead.possible_spam && !lead.erased_at ? (
        <p className="contact-outcome__spam">
          <Badge color="amber">Possible spam</Badge> {lead.spam_reason ?? 'Sent faster than a person types'}. Staff were e-mailed; the homeowner gets the
          confirmation once you release it.{' '}
          <button type="button" className="btn btn-outline btn-sm" disabled={releasing} aria-describedby={describedBy} onClick={() => void notSpam()}>
            Not spam
          </button>
        </p>
      ) : null}
      <form className="contact-outcome__form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={Boolean(lead.erased_at)}>
          <legend className="visually-hidden">Outcome of the lead</legend>
          <label>
            <span>Outcome</span>
            <select value={outcome} aria-describedby={describedBy} onChange={(e) => setOutcome(e.target.value as LeadOutcome)}>
              {leadOutcomes.map((o) => (
                <option key={o} value={o}>
                  {leadOutcomeLabels[o]}
                </option>
              ))}
            </select>
          </label>
          {outcome === 'won' ? (
            <label>
              <span>Job value (dollars)</span>
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={dollars}
                onChange={(e) => setDollars(e.target.value)}
                {...invalid('job_value')}
              />
            </label>
          ) : null}
          {outcome === 'lost' ? (
            <label>
              <span>Reason</span>
              <select value={reason} onChange={(e) => setReason(e.target.value as LostReason | '')} {...invalid('lost_reason')}>
                <option value="">Choose a reason</option>
                {lostReasons.map((r) => (
                  <option key={r} value={r}>
                    {lostReasonLabels[r]}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
            Save outcome
          </button>
          {problem ? (
            <p id={errorId} className="contact-card__error" role="alert">
              {problem.message}
            </p>
          ) : null}
          {lead.outcome === 'won' && lead.job_value_cents != null ? (
            <p className="contact-outcome__value">Won: {money.format(lead.job_value_cents / 100)}</p>
          ) : null}
        </fieldset>
      </form>
    </div>
  );
}
