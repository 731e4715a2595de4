import { Link } from 'react-router';

/**
 * Leads the spam defence holds back (honeypot, altered form token) and leads sent too fast whose
 * confirmation waits for a release (docs/security.md): nothing is hidden without a count.
 */
export function SpamCounts({ held, possible }: { held?: number; possible?: number }) {
  if (!held && !possible) return null;
  return (
    <p className="admin-state spam-counts">
      {held ? (
        <Link to="/admin/contacts?spam=true">
          {held} {held === 1 ? 'lead' : 'leads'} held back as spam
        </Link>
      ) : null}
      {held && possible ? ' · ' : null}
      {possible ? (
        <span>
          {possible} possible spam {possible === 1 ? 'lead waits' : 'leads wait'} for &quot;Not spam&quot; before the homeowner is confirmed
        </span>
      ) : null}
    </p>
  );
}
