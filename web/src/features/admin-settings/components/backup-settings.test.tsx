import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { BackupSettingsPanel } from './backup-settings';

const settings = { __typename: 'BackupSettings', time: '02:00', keep_daily: 7, keep_weekly: 4, keep_monthly: 6 };
let saveAnswer: GraphqlAnswer;

beforeEach(() => {
  storeAdminSession('t', 'admin');
  saveAnswer = { data: { updateBackupSettings: settings } };
});

describe('Backups in Settings', () => {
  it('starts a backup now, and saves the nightly time and retention', async () => {
    const net = fakeGraphql({
      backupSettings: () => ({ data: { backupSettings: settings } }),
      backUpNow: () => ({ data: { backUpNow: { __typename: 'BackupRun', id: 9, state: 'due', scheduled_for: '2026-11-24T15:00:00.000Z' } } }),
      updateBackupSettings: () => saveAnswer,
    });
    renderAdmin(<BackupSettingsPanel />);
    expect(await screen.findByLabelText(/Nightly backup at/)).toHaveValue('02:00');
    expect(screen.getByLabelText('Daily backups kept')).toHaveValue(7);

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup started: the Dashboard shows when it is written and checked')).toBeInTheDocument();
    expect(net.names().filter((n) => n === 'backUpNow')).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Weekly backups kept'));
    await userEvent.type(screen.getByLabelText('Weekly backups kept'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save Backup Settings' }));
    expect(await screen.findByText('Backup settings saved')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'updateBackupSettings')!.variables).toEqual({
      input: { time: '02:00', keep_daily: 7, keep_weekly: 8, keep_monthly: 6 },
    });
  });

  it("shows the server's refusal next to the field", async () => {
    saveAnswer = graphqlError('time: must be a time of day as HH:MM (24-hour clock)', 'BAD_USER_INPUT', [
      { field: 'time', message: 'must be a time of day as HH:MM (24-hour clock)' },
    ]);
    fakeGraphql({ backupSettings: () => ({ data: { backupSettings: settings } }), updateBackupSettings: () => saveAnswer });
    renderAdmin(<BackupSettingsPanel />);
    await screen.findByLabelText(/Nightly backup at/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Backup Settings' }));
    expect(await screen.findByText('must be a time of day as HH:MM (24-hour clock)')).toBeInTheDocument();
  });
});
