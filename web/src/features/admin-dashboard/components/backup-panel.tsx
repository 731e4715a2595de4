import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { backupStatusQuery, type BackupStatusView } from '../api/backup-status.query';

/** How often the panel asks again: a backup started from Settings shows its outcome without a reload. */
const POLL_MS = 30_000;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** "5 hours ago", "3 days ago". */
function ageInWords(hours: number): string {
  if (hours < 1) return 'less than an hour ago';
  if (hours < 48) return `${Math.floor(hours)} ${Math.floor(hours) === 1 ? 'hour' : 'hours'} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

function Failure({ status }: { status: BackupStatusView }) {
  const failed = status.last_failure;
  const why = failed ? (failed.state === 'failed' ? failed.error : `the restore drill failed: ${failed.drill_error ?? ''}`) : undefined;
  return (
    <div className="backup-panel__failure" role="alert">
      <strong>Backups need attention.</strong>{' '}
      {why
        ? `The last backup${failed?.started_at ? ` (${formatDateTime(failed.started_at)})` : ''} did not succeed: ${why}.`
        : 'No backup has succeeded for more than a day.'}{' '}
      The admins were e-mailed. Fix the cause, then press &ldquo;Back up now&rdquo; in <Link to="/admin/settings#backups">Settings</Link>.
    </div>
  );
}

/**
 * The Dashboard's backups panel (docs/reliability.md, "Backups and restore"): the last good
 * backup and its age, the last restore drill and its result, and a failure in red until a
 * backup succeeds again.
 */
export function BackupPanel() {
  const query = useQuery(backupStatusQuery, { fetchPolicy: 'network-only', pollInterval: POLL_MS });
  const status = query.data?.backupStatus;
  const good = status?.last_good;
  const drill = status?.last_drill;

  return (
    <section className="admin-panel backup-panel" aria-labelledby="backups-heading">
      <div className="admin-section__head">
        <h2 id="backups-heading">Backups</h2>
        <Link to="/admin/settings#backups" className="btn btn-outline btn-sm">
          Backup settings
        </Link>
      </div>
      <LoadState ready={Boolean(status)} loading={query.loading} error={query.error} loadingText="Loading...">
        {status ? (
          <>
            {status.failing ? <Failure status={status} /> : null}
            <dl className="backup-panel__facts">
              <dt>Last good backup</dt>
              <dd>
                {good?.finished_at ? (
                  <>
                    {formatDateTime(good.finished_at)} ({ageInWords(status.last_good_age_hours ?? 0)}): {good.rows ?? 0} rows, {good.objects ?? 0} files,{' '}
                    {megabytes((good.database_bytes ?? 0) + (good.object_bytes ?? 0))}, in {good.location}
                  </>
                ) : (
                  'None yet'
                )}
              </dd>
              <dt>Last restore drill</dt>
              <dd>
                {drill?.drill_at
                  ? `${drill.drill_state === 'passed' ? 'Passed' : `Failed: ${drill.drill_error ?? ''}`} (${formatDateTime(drill.drill_at)}, backup ${drill.set_id ?? ''})`
                  : 'Not run yet: the worker restores each nightly backup into a scratch database and compares it'}
              </dd>
              <dt>Next backup</dt>
              <dd>
                {status.running?.started_at
                  ? `Being written now (started ${formatDateTime(status.running.started_at)})`
                  : status.next_scheduled_at
                    ? formatDateTime(status.next_scheduled_at)
                    : 'Scheduled once the worker runs'}
              </dd>
            </dl>
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
