import { describe, expect, it } from 'vitest';
import { BackupRun, defaultBackupSettings } from '@northrock/core/backup';
import { OutboxMessage } from '@northrock/core/outbox';
import { codesOf, gql, gqlOk } from './graphql-helpers';
import type { Harness } from './harness';
import { signedInHarness } from './support/signed-in-harness';
import { addAccount } from './support/staff-accounts';
import type { Json } from '../../../test/json';

/**
 * Backups from the back office (docs/reliability.md, "Backups and restore"): "Back up now" and
 * the settings, REST and GraphQL, admin only; one due run however often it is pressed.
 */

let h: Harness;
let token: string;
signedInHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

const backUpNow = 'mutation { backUpNow { id kind state requested_by } }';

describe('backups from the back office', () => {
  it('are for admins: no token 401, an estimator 403, each with detail', async () => {
    const estimator = await addAccount(h, token, 'backup-estimator', 'estimator');
    for (const [method, path] of [
      ['GET', '/api/admin/backups/status'],
      ['POST', '/api/admin/backups'],
      ['GET', '/api/admin/backup-settings'],
      ['PUT', '/api/admin/backup-settings'],
    ] as const) {
      const anonymous = await h.call(method, path, { body: method === 'PUT' ? defaultBackupSettings : undefined });
      expect(anonymous.status, path).toBe(401);
      const refused = await h.call(method, path, { token: estimator.token, body: method === 'PUT' ? defaultBackupSettings : undefined });
      expect(refused.status, path).toBe(403);
      expect(refused.body.detail).toBeTruthy();
    }
    expect(codesOf(await gql(h, backUpNow, {}, estimator.token))).toEqual(['FORBIDDEN']);
    expect(await h.orm.em.fork().count(BackupRun, {})).toBe(0);
  });

  it('"Back up now" queues one manual run and wakes the worker once, however many times it is pressed', async () => {
    const status = await h.call('GET', '/api/admin/backups/status', { token });
    expect(status.body).toMatchObject({ last_good: null, last_drill: null, failing: false, running: null });

    const presses = await Promise.all([
      h.call('POST', '/api/admin/backups', { token }),
      h.call('POST', '/api/admin/backups', { token }),
      gqlOk(h, backUpNow, {}, token),
    ]);
    expect(presses[0].status).toBe(202);
    expect(presses[0].body).toMatchObject({ kind: 'manual', state: 'due', requested_by: 'admin', set_id: null });
    const ids = [presses[0].body.id, presses[1].body.id, ((presses[2] as Json).backUpNow as Json).id];
    expect(new Set(ids).size).toBe(1);
    const em = h.orm.em.fork();
    expect(await em.count(BackupRun, { kind: 'manual', state: 'due' })).toBe(1);
    expect(await em.count(OutboxMessage, { job_name: 'backup.sweep' })).toBe(1);
  });

  it('keeps the settings, naming a bad field on 422, over REST and GraphQL', async () => {
    expect((await h.call('GET', '/api/admin/backup-settings', { token })).body).toEqual(defaultBackupSettings);
    const bad = await h.call('PUT', '/api/admin/backup-settings', { token, body: { ...defaultBackupSettings, time: '25:00', keep_daily: 0 } });
    expect(bad.status).toBe(422);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['keep_daily', 'time']);

    const saved = await h.call('PUT', '/api/admin/backup-settings', { token, body: { time: '03:30', keep_daily: 10, keep_weekly: 8, keep_monthly: 12 } });
    expect(saved.status).toBe(200);
    const read = await gqlOk(h, '{ backupSettings { time keep_daily keep_weekly keep_monthly } }', {}, token);
    expect(read.backupSettings).toEqual({ time: '03:30', keep_daily: 10, keep_weekly: 8, keep_monthly: 12 });
    const refused = await gql(
      h,
      'mutation($input: BackupSettingsInput!) { updateBackupSettings(input: $input) { time } }',
      { input: { ...defaultBackupSettings, time: '2am' } },
      token,
    );
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
  });
});
