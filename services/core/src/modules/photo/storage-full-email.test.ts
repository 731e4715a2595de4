import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { createLogger } from '../../platform/logger';
import { createMailer, type Mailer } from '../../platform/mail';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { OutboxMessage } from '../outbox';
import { openPhotoUpload } from './photo-intake.service';
import { storageFullJobHandlers } from './storage-full-email';

/** The admins hear of a full store of unfinished uploads once per episode, through the outbox and the send ledger. */
let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string;
let mailer: Mailer;
const MB = 1024 * 1024;
const config = {
  staffEmail: 'office@northrock.example',
  mailFrom: 'Northrock <no-reply@northrock.example>',
  publicUrl: 'https://northrock.example',
  unfinishedUploadsMaxBytes: 20 * MB,
};

beforeAll(async () => {
  db = await migratedTestDatabase('storage_full');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-storage-full-'));
  mailer = createMailer({ smtpUrl: undefined, outboxDir: join(dir, 'outbox'), mailFrom: config.mailFrom });
});
afterAll(async () => {
  mailer?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (ip: string, size: number) =>
  openPhotoUpload(orm.em.fork(), { id: randomUUID(), client_id: randomUUID(), ip, size }, { total: config.unfinishedUploadsMaxBytes });
/** The e-mails written, quoted-printable soft line breaks undone. */
const mails = () => readdirSync(join(dir, 'outbox')).map((file) => readFileSync(join(dir, 'outbox', file), 'utf8').replace(/=\r?\n/g, ''));

describe('uploads paused: the admins are told', () => {
  it('once per episode, however many refusals and job runs', async () => {
    await open('192.0.2.1', 9 * MB);
    await open('192.0.2.2', 9 * MB);
    const refusals = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => open(`192.0.2.${10 + i}`, 9 * MB)));
    for (const r of refusals) expect(r.status === 'rejected' && r.reason instanceof AppError && r.reason.code).toBe('UNAVAILABLE');
    const jobs = await orm.em.fork().find(OutboxMessage, { job_name: 'photo-intake.storage-full' });
    expect(jobs).toHaveLength(1);

    const handlers = storageFullJobHandlers({ orm, mailer, config, log: createLogger('silent') });
    const runs = await Promise.all(
      [1, 2, 3].map(() => handlers['photo-intake.storage-full'](jobs[0]!.payload as { since: string }, { jobId: 'x', attempt: 1, maxAttempts: 1 })),
    );
    expect(runs.filter((r) => (r as { sent: boolean }).sent)).toHaveLength(1);
    expect(mails()).toHaveLength(1);
    const eml = mails()[0]!;
    expect(eml).toMatch(/^Subject: Photo uploads paused: unfinished uploads reached their limit/m);
    expect(eml).toContain('To: office@northrock.example');
    expect(eml).toMatch(/hold 18 MB of the 20 MB allowed/);
  });
});
