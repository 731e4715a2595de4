import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { createLead, Lead, type StepFailure } from '../lead';
import {
  clearStepFailure,
  deliveryAlert,
  deliveryCounts,
  deliveryErrorText,
  deliveryState,
  leadReconcileSource,
  recordDeliveryFailure,
  retryUndeliveredLeads,
  UNDELIVERED_ALERT_MS,
} from './lead-delivery.service';
import { OutboxMessage } from '../outbox';
import type { JobFailure } from '../../platform/queue-workers';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;

beforeAll(async () => {
  db = await migratedTestDatabase('contact_pipeline');
  orm = db.orm;
});
afterAll(async () => {
  await db?.close();
});

const lead = () => ({ name: 'Jean Roy', email: 'jean.roy@example.com', phone: '204-555-0100', city: 'Winnipeg', subject: 'Floor', message: 'The floor dips.' });

const failure = (over: Partial<StepFailure> = {}): StepFailure => ({
  message: '550 no such mailbox',
  attempt: 1,
  max_attempts: 12,
  final: true,
  at: new Date().toISOString(),
  ...over,
});

describe('deliveryState', () => {
  const at = new Date();
  const none = {
    photo_urls: ['/media/uploads/x.jpg'],
    enqueued_at: null,
    photos_processed_at: null,
    staff_notified_at: null,
    homeowner_confirmed_at: null,
    delivery_errors: null,
    spam_at: null,
  };
  it.each([
    [{}, 'received'],
    [{ enqueued_at: at }, 'queued'],
    [{ enqueued_at: at, photos_processed_at: at }, 'photos_ready'],
    [{ enqueued_at: at, delivery_errors: { 'contact.notify-staff': failure() } }, 'failed'],
    [{ enqueued_at: at, delivery_errors: { 'contact.notify-staff': failure({ final: false }) } }, 'queued'],
    [{ enqueued_at: at, staff_notified_at: at, delivery_errors: { 'contact.confirm-homeowner': failure() } }, 'staff_notified'],
    // A failure of a step that is done since (an older job of it) is history, not a failure.
    [{ enqueued_at: at, photos_processed_at: at, delivery_errors: { 'contact.process-photos': failure() } }, 'photos_ready'],
    [{ enqueued_at: at, delivery_errors: { 'contact.process-photos': failure() } }, 'failed'],
    // Without photos there is no photo step: never "photos ready", nor failed by it.
    [{ photo_urls: [], enqueued_at: at }, 'queued'],
    [{ enqueued_at: at, staff_notified_at: at, homeowner_confirmed_at: at }, 'delivered'],
    [{ spam_at: at }, 'spam'],
  ])('%o is %s', (fields, state) => {
    expect(deliveryState({ ...none, ...fields } as never)).toBe(state);
  });
});

const jobFailure = (s: Lead, name: JobFailure['name'], message: string, final: boolean): JobFailure => ({
  name,
  jobId: randomUUID(),
  payload: { submission_id: s.id, submission_uid: s.uid },
  error: new Error(message),
  attempt: final ? 12 : 3,
  maxAttempts: 12,
  final,
});

describe('delivery errors', () => {
  it("keeps every step's failure: the confirmation's never hides the staff e-mail's", async () => {
    const s = await createLead(orm.em.fork(), lead());
    await recordDeliveryFailure(orm.em.fork(), jobFailure(s, 'contact.notify-staff', '421 busy', true));
    await recordDeliveryFailure(orm.em.fork(), jobFailure(s, 'contact.confirm-homeowner', '451 later', false));
    const read = () => orm.em.fork().findOneOrFail(Lead, { id: s.id });
    expect(deliveryErrorText(await read())).toBe(
      'Emailing staff failed after 12 attempt(s): 421 busy; Emailing the homeowner failed (attempt 3 of 12, retrying): 451 later',
    );
    expect(deliveryState(await read())).toBe('failed');
    await clearStepFailure(orm.em.fork(), s.id, 'contact.confirm-homeowner');
    expect(deliveryErrorText(await read())).toBe('Emailing staff failed after 12 attempt(s): 421 busy');
    // A late failure of a job whose step is done records nothing; nor does a job for another lead's uid.
    await orm.em.fork().nativeUpdate(Lead, { id: s.id }, { homeowner_confirmed_at: new Date() });
    await recordDeliveryFailure(orm.em.fork(), jobFailure(s, 'contact.confirm-homeowner', 'late', true));
    await recordDeliveryFailure(orm.em.fork(), {
      ...jobFailure(s, 'contact.process-photos', 'not mine', true),
      payload: { submission_id: s.id, submission_uid: randomUUID() },
    });
    expect(Object.keys((await read()).delivery_errors ?? {})).toEqual(['contact.notify-staff']);
  });
});

describe('the reconciler source of leads', () => {
  it('owes every step not done on leads started long enough ago, and nothing on the rest', async () => {
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const withPhotos = await createLead(orm.em.fork(), lead());
    // Its photo (claimed at intake, lead.service.test.ts): only the paths matter here.
    await orm.em.fork().nativeUpdate(Lead, { id: withPhotos.id }, { photo_urls: [`/media/uploads/${randomUUID()}.jpg`] });
    const done = await createLead(orm.em.fork(), lead());
    const recent = await createLead(orm.em.fork(), lead());
    await orm.em.fork().nativeUpdate(Lead, { id: { $in: [withPhotos.id, done.id] } }, { pipeline_started_at: longAgo });
    await orm.em.fork().nativeUpdate(Lead, { id: withPhotos.id }, { homeowner_confirmed_at: new Date() });
    await orm.em.fork().nativeUpdate(Lead, { id: done.id }, { staff_notified_at: new Date(), homeowner_confirmed_at: new Date() });
    const owed = await leadReconcileSource({ olderThanMs: 60_000 })(orm.em.fork());
    const mine = owed.filter((j) => [withPhotos.id, done.id, recent.id].some((id) => j.ref === `contact_submission:${id}`));
    expect(mine.map((j) => [j.ref, j.job.name])).toEqual([
      [`contact_submission:${withPhotos.id}`, 'contact.process-photos'],
      [`contact_submission:${withPhotos.id}`, 'contact.notify-staff'],
    ]);
    expect(mine[0]!.payload).toEqual({ submission_id: withPhotos.id, submission_uid: withPhotos.uid });
  });
});

describe('the delivery alert and "Retry now"', () => {
  it('counts leads whose staff e-mail failed or is overdue, and re-drives exactly those', async () => {
    await orm.em.fork().nativeUpdate(Lead, {}, { staff_notified_at: new Date(), homeowner_confirmed_at: new Date() });
    const failed = await createLead(orm.em.fork(), lead());
    const overdue = await createLead(orm.em.fork(), lead());
    const fresh = await createLead(orm.em.fork(), lead());
    const notified = await createLead(orm.em.fork(), lead());
    await recordDeliveryFailure(orm.em.fork(), jobFailure(failed, 'contact.notify-staff', '550 no such mailbox', true));
    const longAgo = new Date(Date.now() - UNDELIVERED_ALERT_MS - 60_000);
    await orm.em.fork().nativeUpdate(Lead, { id: overdue.id }, { pipeline_started_at: longAgo, created_at: longAgo });
    await orm.em.fork().nativeUpdate(Lead, { id: notified.id }, { staff_notified_at: new Date(), pipeline_started_at: longAgo });

    const alert = await deliveryAlert(orm.em.fork());
    expect(alert).toEqual({ undelivered: 2, failed: 1, oldest_received_at: longAgo });
    const counts = await deliveryCounts(orm.em.fork());
    expect(counts.states.failed).toBe(1);
    expect(counts.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(UNDELIVERED_ALERT_MS / 1000);

    const before = await orm.em.fork().count(OutboxMessage, {});
    expect(await retryUndeliveredLeads(orm.em.fork())).toEqual({ retried: 2 });
    const added = await orm.em.fork().find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit: (await orm.em.fork().count(OutboxMessage, {})) - before });
    expect(added.map((r) => `${r.ref} ${r.job_name}`).sort()).toEqual(
      [failed, overdue].flatMap((s) => [`contact_submission:${s.id} contact.confirm-homeowner`, `contact_submission:${s.id} contact.notify-staff`]).sort(),
    );
    expect(added.every((r) => r.run_at === null)).toBe(true);
    expect((await orm.em.fork().findOneOrFail(Lead, { id: failed.id })).delivery_errors).toBeNull();
    expect((await deliveryAlert(orm.em.fork())).failed).toBe(0);
    expect(fresh.id).toBeGreaterThan(0);
  });
});
