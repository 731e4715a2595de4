import { formatDateTime } from '~/features/admin-kit/lib/format';
import type { RestoreVersion } from '@northrock/core/browser';
import type { ActivityItem } from '../api/activity.query';
import { actionText, entityTypeText, isSessionEntry } from '../activity-texts';

export interface ActivityEntryProps {
  entry: ActivityItem;
  /** Shown on entries holding a content version; absent while a restore is running. */
  onRestore?: (entry: ActivityItem, version: RestoreVersion) => void;
}

/** One line of the history: when, who, what; its changed fields (before → after) open on demand. */
export function ActivityEntry({ entry, onRestore }: ActivityEntryProps) {
  const who = entry.actor_username || 'Someone';
  const what = isSessionEntry(entry.entity_type)
    ? actionText(entry.action)
    : `${actionText(entry.action)} ${entityTypeText(entry.entity_type).toLowerCase()}${entry.label ? ` "${entry.label}"` : ''}${entry.entity_id ? ` (#${entry.entity_id})` : ''}`;
  const failed = entry.action === 'sign_in_failed';
  return (
    <article className="activity-entry" data-entry={entry.id} aria-label={`${who}: ${what}`}>
      <p className="activity-entry__line">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>{' '}
        <strong className="activity-entry__who">{failed ? `Username tried: ${entry.label}` : who}</strong> <span>{what}</span>
        {entry.restored_from ? <span className="activity-entry__note"> (the version of entry #{entry.restored_from})</span> : null}
      </p>
      {entry.changes.length > 0 ? (
        <details className="activity-entry__details">
          <summary>
            {entry.changes.length} field{entry.changes.length === 1 ? '' : 's'} changed
          </summary>
          <table className="admin-table activity-changes">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td className="activity-changes__value">{change.before ?? '(empty)'}</td>
                  <td className="activity-changes__value">
                    <span aria-hidden="true">→ </span>
                    {change.after ?? '(empty)'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
      {entry.restorable && onRestore ? (
        <div className="activity-entry__actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onRestore(entry, 'after')}>
            {entry.action === 'delete' ? 'Restore this item' : 'Restore this version'}
          </button>
          {entry.restorable_before ? (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => onRestore(entry, 'before')}>
              Restore the version before
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
