import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { BackupPanel } from './backup-panel';

const run = (fields: Record<string, unknown>) => ({
  __typename: 'BackupRun',
  id: 1,
  kind: 'scheduled',
  state: 'succeeded',
  set_id: '20261124T070000Z-3fa9c1',
  started_at: '2026-11-24T07:00:00.000Z',
  finished_at: '2026-11-24T07:00:04.000Z',
  location: '/mnt/backups',
  rows: 1234,
  objects: 56,
  database_bytes: 200_000,
  object_bytes: 12_300_000,
  error: null,
  drill_state: 'passed',
  drill_at: '2026-11-24T07:00:09.000Z',
  drill_error: null,
  ...fields,
});
const status = (fields: Record<string, unknown>) => ({
  data: {
    backupStatus: {
      __typename: 'BackupStatus',
      failing: false,
      last_good_age_hours: 5.2,
      next_scheduled_at: '2026-11-25T07:00:00.000Z',
      last_good: run({}),
      last_drill: run({}),
      last_failure: null,
      running: null,
      ...fields,
    },
  },
});

beforeEach(() => storeAdminSession('t', 'admin'));

describe('Backups panel (docs/reliability.md, "Backups and restore")', () => {
  it('shows the last good backup and its age, the drill and the next run', async () => {
    fakeGraphql({ backupStatus: () => status({}) });
    renderAdmin(<BackupPanel />);
    const panel = within(await screen.findByRole('region', { name: 'Backups' }));
    expect(await panel.findByText(/\(5 hours ago\): 1234 rows, 56 files, 12\.5 MB, in \/mnt\/backups/)).toBeInTheDocument();
    expect(panel.getByText(/^Passed \(.*, backup 20261124T070000Z-3fa9c1\)$/)).toBeInTheDocument();
    expect(panel.queryByRole('alert')).toBeNull();
    expect(panel.getByRole('link', { name: 'Backup settings' })).toHaveAttribute('href', '/admin/settings#backups');
  });

  it('turns red with the reason while backups fail, and says when there is none yet', async () => {
    const failed = run({ id: 2, state: 'failed', error: 'the backup location /mnt/backups is full (ENOSPC: no space left on device)' });
    fakeGraphql({ backupStatus: () => status({ failing: true, last_failure: failed, last_good: null, last_good_age_hours: null, last_drill: null }) });
    renderAdmin(<BackupPanel />);
    const alert = (await screen.findByText('Backups need attention.')).parentElement!;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(/Backups need attention\. The last backup \(.*\) did not succeed: the backup location \/mnt\/backups is full/);
    expect(within(alert).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings#backups');
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.getByText(/^Not run yet/)).toBeInTheDocument();
  });
});
