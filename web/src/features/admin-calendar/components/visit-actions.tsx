import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '~/components/ui/toast';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import type { AdminVisit } from '../api/admin-visits.query';
import { cancelVisitMutation, markVisitMutation, moveVisitMutation } from '../api/visit-changes.mutation';
import { localInputToIso } from '../lib/calendar-layout';

/** A booked visit's changes: move (the same rules as the homeowner's), cancel, and once it has started, done or no-show. */
export function VisitActions({ visit, now, onChanged }: { visit: AdminVisit; now: number; onChanged: () => void }) {
  const toast = useToast();
  const [start, setStart] = useState('');
  const [error, setError] = useState<string>();
  const [move] = useMutation(moveVisitMutation);
  const [cancel] = useMutation(cancelVisitMutation);
  const [mark] = useMutation(markVisitMutation);
  if (visit.status !== 'booked') return null;
  const run = async (done: string, action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (err) {
      if (isSessionEnded(err)) return;
      const field = serverFieldErrors(err).find((e) => e.field === 'start');
      if (field) setError(field.message);
      else toast.error(serverDetail(err) ?? 'Failed to change the visit');
    }
  };
  const started = new Date(visit.start).getTime() <= now;
  const id = `move-${visit.id}`;
  return (
    <div className="calendar-actions">
      <form
        className="calendar-actions__move"
        aria-label={`Move the visit of ${visit.lead_name}`}
        onSubmit={(e) => {
          e.preventDefault();
          void run('Visit moved', () => move({ variables: { id: visit.id, start: localInputToIso(start) } }));
        }}
      >
        <div className="field">
          <label htmlFor={id}>Move to</label>
          <input
            id={id}
            type="datetime-local"
            step={900}
            required
            value={start}
            onChange={(e) => setStart(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-outline btn-sm">
          Move
        </button>
      </form>
      <div className="calendar-actions__buttons">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void run('Visit cancelled', () => cancel({ variables: { id: visit.id } }))}>
          Cancel visit
        </button>
        {started && (
          <>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void run('Marked done', () => mark({ variables: { id: visit.id, status: 'done' } }))}
            >
              Mark done
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void run('Marked no-show', () => mark({ variables: { id: visit.id, status: 'no_show' } }))}
            >
              Mark no-show
            </button>
          </>
        )}
      </div>
    </div>
  );
}
