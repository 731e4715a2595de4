import { useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '~/components/ui/toast';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { bookVisitForLeadMutation } from '../api/visit-changes.mutation';
import { localInputToIso } from '../lib/calendar-layout';

/** The accounts' `<option>`s of an estimator picker. */
export function EstimatorOptions({ estimators, none }: { estimators: readonly { id: number; username: string }[]; none: ReactNode }) {
  return (
    <>
      <option value="">{none}</option>
      {estimators.map((a) => (
        <option key={a.id} value={a.id}>
          {a.username}
        </option>
      ))}
    </>
  );
}

/** The office books a visit for a lead who phoned, by its number, under the same rules. */
export function BookForLead({ estimators, onBooked }: { estimators: readonly { id: number; username: string }[]; onBooked: () => void }) {
  const toast = useToast();
  const [lead, setLead] = useState('');
  const [start, setStart] = useState('');
  const [estimator, setEstimator] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [book, { loading }] = useMutation(bookVisitForLeadMutation);
  const submit = async () => {
    setErrors({});
    try {
      await book({ variables: { leadId: Number(lead.replace(/\D/g, '')), start: localInputToIso(start), estimatorId: estimator ? Number(estimator) : null } });
      toast.success('Visit booked');
      setLead('');
      setStart('');
      onBooked();
    } catch (err) {
      if (isSessionEnded(err)) return;
      const fields = Object.fromEntries(serverFieldErrors(err).map((f) => [f.field, f.message]));
      if (Object.keys(fields).length) setErrors(fields);
      else toast.error(serverDetail(err) ?? 'Failed to book the visit');
    }
  };
  return (
    <details className="calendar-book">
      <summary>Book a visit for a lead who phoned</summary>
      <form
        className="calendar-book__form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="book-lead">Lead number</label>
          <input id="book-lead" inputMode="numeric" required placeholder="#123" value={lead} onChange={(e) => setLead(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="book-start">Start</label>
          <input
            id="book-start"
            type="datetime-local"
            step={900}
            required
            value={start}
            onChange={(e) => setStart(e.target.value)}
            aria-invalid={errors.start ? true : undefined}
            aria-describedby={errors.start ? 'book-start-error' : undefined}
          />
          {errors.start && (
            <p id="book-start-error" className="field__error">
              {errors.start}
            </p>
          )}
        </div>
        {estimators.length > 1 && (
          <div className="field">
            <label htmlFor="book-estimator">Estimator</label>
            <select id="book-estimator" value={estimator} onChange={(e) => setEstimator(e.target.value)}>
              <EstimatorOptions estimators={estimators} none="The first free one" />
            </select>
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={loading}>
          Book visit
        </button>
      </form>
    </details>
  );
}
