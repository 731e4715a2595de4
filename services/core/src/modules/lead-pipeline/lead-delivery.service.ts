import { raw } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import type { JobFailure } from '../../platform/queue-workers';
import { addOutboxJob, expectedJob, type EnqueuedHook, type EnqueuedHooks, type ReconcileSource } from '../outbox';
import { Lead, leadJobPayload, leadOutboxRef, leadStepJobs, leadSteps, type DeliveryErrors, type LeadStep, type StepFailure } from '../lead';

/** The reconciler looks at leads whose work is still owed this long after their pipeline started. */
const RECONCILE_AFTER_MS = 2 * 60_000;
/** ... and no further back than this (failed jobs stay in the queue for 30 days). */
const RECONCILE_HORIZON_MS = 7 * 24 * 60 * 60_000;
/** A lead whose staff e-mail has not gone out this long after submission is shown as undelivered (the red banner). */
export const UNDELIVERED_ALERT_MS = 10 * 60_000;

const stampEnqueued: EnqueuedHook = async (tx, row, at) => {
  const id = (row.payload as { submission_id?: unknown }).submission_id;
  if (typeof id === 'number') await tx.nativeUpdate(Lead, { id, enqueued_at: null }, { enqueued_at: at });
};

/** What the outbox relay records on a lead once BullMQ holds one of its jobs. */
export const leadEnqueuedHooks: EnqueuedHooks = Object.fromEntries(leadSteps.map((step) => [step, stampEnqueued]));

type StepFields = Pick<Lead, 'photo_urls' | 'photos_processed_at' | 'staff_notified_at' | 'homeowner_confirmed_at'> &
  Partial<Pick<Lead, 'possible_spam' | 'photo_variants'>>;
const doneField = {
  'contact.process-photos': 'photos_processed_at',
  'contact.notify-staff': 'staff_notified_at',
  'contact.confirm-homeowner': 'homeowner_confirmed_at',
} as const satisfies Record<LeadStep, keyof StepFields>;

/**
 * A lead without photos has no photo work: that step is done from the start. Nor does one whose
 * photos all have variants while others are still being uploaded: what is left is their
 * arrival's work (`upload.process-photo`, owed by `uploadReconcileSource`).
 */
const stepDone = (s: StepFields, step: LeadStep) =>
  s[doneField[step]] != null || (step === 'contact.process-photos' && s.photo_urls.every((path) => s.photo_variants?.some((v) => v.path === path)));

/** Steps not done yet; a possible spam lead's confirmation is not owed until staff release it. */
function pendingSteps(s: StepFields): LeadStep[] {
  return leadSteps.filter((step) => !stepDone(s, step) && !(step === 'contact.confirm-homeowner' && s.possible_spam));
}

/** Failures of steps that are not done: what the admin needs to know about. */
function openFailures(s: StepFields & Pick<Lead, 'delivery_errors'>): [LeadStep, StepFailure][] {
  return leadSteps.flatMap((step) => {
    const failure = s.delivery_errors?.[step];
    return failure && !stepDone(s, step) ? [[step, failure] as [LeadStep, StepFailure]] : [];
  });
}

export const deliveryStates = ['spam', 'received', 'queued', 'photos_ready', 'staff_notified', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export type DeliveryFields = StepFields & Pick<Lead, 'enqueued_at' | 'delivery_errors' | 'spam_at'>;

/**
 * Where a lead is in the pipeline (docs/pipeline.md): derived from its stored fields, here only;
 * `spam` while the spam defence holds it back (its pipeline has not started).
 */
export function deliveryState(s: DeliveryFields): DeliveryState {
  if (s.spam_at) return 'spam';
  if (s.staff_notified_at && s.homeowner_confirmed_at) return 'delivered';
  if (s.staff_notified_at) return 'staff_notified';
  if (openFailures(s).some(([, f]) => f.final)) return 'failed';
  if (s.photos_processed_at) return 'photos_ready';
  if (s.enqueued_at) return 'queued';
  return 'received';
}

const stepLabel: Record<LeadStep, string> = {
  'contact.process-photos': 'Processing photos',
  'contact.notify-staff': 'Emailing staff',
  'contact.confirm-homeowner': 'Emailing the homeowner',
};

/** Every open failure, the staff e-mail's first: "Emailing staff failed after 3 attempt(s): ...; Processing photos ...". */
export function deliveryErrorText(s: DeliveryFields): string | null {
  const order: LeadStep[] = ['contact.notify-staff', 'contact.confirm-homeowner', 'contact.process-photos'];
  const lines = openFailures(s)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([step, f]) =>
      f.final
        ? `${stepLabel[step]} failed after ${f.attempt} attempt(s): ${f.message}`
        : `${stepLabel[step]} failed (attempt ${f.attempt} of ${f.max_attempts}, retrying): ${f.message}`,
    );
  return lines.length ? lines.join('; ') : null;
}

/** When the first step still open gave up; null while nothing did. */
export function deliveryFailedAt(s: DeliveryFields): Date | null {
  const times = openFailures(s)
    .filter(([, f]) => f.final)
    .map(([, f]) => new Date(f.at).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

const isLeadStep = (name: string): name is LeadStep => (leadSteps as readonly string[]).includes(name);

/**
 * Makes a failing step visible on the lead, beside any other step's failure: the error while
 * it is retried, and `final` once it gave up. A step already done (a late failure of an older
 * job of the same step) records nothing.
 */
export async function recordDeliveryFailure(em: Em, failure: JobFailure): Promise<void> {
  if (!isLeadStep(failure.name)) return;
  const payload = failure.payload as { submission_id?: unknown; submission_uid?: unknown } | undefined;
  if (typeof payload?.submission_id !== 'number') return;
  const entry: StepFailure = {
    message: failure.error.message.slice(0, 1000),
    attempt: failure.attempt,
    max_attempts: failure.maxAttempts,
    final: failure.final,
    at: new Date().toISOString(),
  };
  await em.execute(
    `update contact_submissions set delivery_errors = coalesce(delivery_errors, '{}'::jsonb) || jsonb_build_object(?::text, ?::jsonb)
     where id = ? and ${doneField[failure.name]} is null and (?::uuid is null or uid = ?::uuid)`,
    [failure.name, JSON.stringify(entry), payload.submission_id, payload.submission_uid ?? null, payload.submission_uid ?? null],
  );
}

/** A step that succeeded (or that an admin retries) no longer shows its old failure. */
export async function clearStepFailure(em: Em, id: number, step: LeadStep): Promise<void> {
  await em.execute(
    `update contact_submissions set delivery_errors = nullif(delivery_errors - ?::text, '{}'::jsonb) where id = ? and delivery_errors is not null`,
    [step, id],
  );
}

/**
 * The reconciler's view of leads: every job still owed on a lead whose pipeline started more
 * than `olderThanMs` ago (default `RECONCILE_AFTER_MS`).
 */
export function leadReconcileSource(options: { olderThanMs?: number } = {}): ReconcileSource {
  return async (em) => {
    const now = Date.now();
    const leads = await em.find(
      Lead,
      {
        pipeline_started_at: { $lt: new Date(now - (options.olderThanMs ?? RECONCILE_AFTER_MS)), $gt: new Date(now - RECONCILE_HORIZON_MS) },
        erased_at: null,
        $or: [
          { staff_notified_at: null },
          { homeowner_confirmed_at: null },
          { photos_processed_at: null, [raw(() => 'jsonb_array_length(photo_urls)')]: { $gt: 0 } },
        ],
      },
      { orderBy: { id: 'asc' }, limit: 1_000 },
    );
    return leads.flatMap((s) => pendingSteps(s).map((step) => expectedJob(leadOutboxRef(s.id), leadStepJobs[step], leadJobPayload(s))));
  };
}

/**
 * Leads the admin must hear about: their pipeline started, the staff e-mail has not gone out,
 * and either it gave up or `UNDELIVERED_ALERT_MS` passed. SQL over the stored fields, with
 * `?` for the alert cutoff.
 */
const NEEDS_ATTENTION = `pipeline_started_at is not null and staff_notified_at is null and erased_at is null
  and (pipeline_started_at < ? or delivery_errors->'contact.notify-staff'->>'final' = 'true')`;

export interface DeliveryAlert {
  /** Leads not yet e-mailed to staff that need an admin (see `NEEDS_ATTENTION`). */
  undelivered: number;
  /** Of those, the ones whose staff e-mail gave up. */
  failed: number;
  /** When the oldest of them was submitted. */
  oldest_received_at: Date | null;
}

export async function deliveryAlert(em: Em, now = new Date()): Promise<DeliveryAlert> {
  const [row] = await em.execute<{ undelivered: number; failed: number; oldest: number | null }[]>(
    `select count(*)::int as undelivered,
       count(*) filter (where delivery_errors->'contact.notify-staff'->>'final' = 'true')::int as failed,
       extract(epoch from min(created_at))::float8 * 1000 as oldest
     from contact_submissions where ${NEEDS_ATTENTION}`,
    [new Date(now.getTime() - UNDELIVERED_ALERT_MS)],
  );
  return { undelivered: row?.undelivered ?? 0, failed: row?.failed ?? 0, oldest_received_at: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * "Retry now": every lead of `deliveryAlert` gets a new staff e-mail job (and a new
 * confirmation job when that is not sent either), running at once, and its failures of those
 * steps are cleared. Idempotent like everything in the pipeline: a lead e-mailed meanwhile is
 * not e-mailed again. Photos are left to their own job (the e-mail does not need them).
 */
export async function retryUndeliveredLeads(em: Em, now = new Date()): Promise<{ retried: number }> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ id: number }[]>(`select id from contact_submissions where ${NEEDS_ATTENTION} order by id for update skip locked`, [
      new Date(now.getTime() - UNDELIVERED_ALERT_MS),
    ]);
    if (!rows.length) return { retried: 0 };
    const leads = await tx.find(Lead, { id: { $in: rows.map((r) => r.id) } });
    for (const s of leads) {
      const steps = pendingSteps(s).filter((step) => step !== 'contact.process-photos');
      const errors: DeliveryErrors = { ...s.delivery_errors };
      for (const step of steps) {
        delete errors[step];
        addOutboxJob(tx, { job: leadStepJobs[step], payload: leadJobPayload(s), ref: leadOutboxRef(s.id) });
      }
      s.delivery_errors = Object.keys(errors).length ? errors : null;
    }
    await tx.flush();
    return { retried: leads.length };
  });
}

export interface DeliveryCounts {
  /** Leads per delivery state (held as spam, or with a started pipeline; others are not counted). */
  states: Record<DeliveryState, number>;
  /** Seconds since the oldest lead still without its staff e-mail was submitted (0: none). */
  oldestUndeliveredSeconds: number;
}

/**
 * For metrics: the stored fields are grouped by which of them are set (a handful of groups
 * however many leads), and each group's state comes from `deliveryState`, the one derivation.
 */
export async function deliveryCounts(em: Em, now = new Date()): Promise<DeliveryCounts> {
  const groups = await em.execute<{ sp: boolean; ph: boolean; e: boolean; p: boolean; s: boolean; h: boolean; finals: string[] | null; n: number }[]>(
    `select spam_at is not null as sp, jsonb_array_length(photo_urls) > 0 as ph, enqueued_at is not null as e, photos_processed_at is not null as p,
       staff_notified_at is not null as s,
       homeowner_confirmed_at is not null as h,
       (select array_agg(k order by k) from jsonb_each(coalesce(delivery_errors, '{}'::jsonb)) as x(k, v) where v->>'final' = 'true') as finals,
       count(*)::int as n
     from contact_submissions where pipeline_started_at is not null or spam_at is not null group by 1, 2, 3, 4, 5, 6, 7`,
  );
  const states = Object.fromEntries(deliveryStates.map((s) => [s, 0])) as Record<DeliveryState, number>;
  const at = new Date(0);
  for (const g of groups) {
    const errors: DeliveryErrors = {};
    for (const step of g.finals ?? []) if (isLeadStep(step)) errors[step] = { message: '', attempt: 0, max_attempts: 0, final: true, at: at.toISOString() };
    const state = deliveryState({
      spam_at: g.sp ? at : null,
      photo_urls: g.ph ? ['(some)'] : [],
      enqueued_at: g.e ? at : null,
      photos_processed_at: g.p ? at : null,
      staff_notified_at: g.s ? at : null,
      homeowner_confirmed_at: g.h ? at : null,
      delivery_errors: errors,
    });
    states[state] += g.n;
  }
  const [oldest] = await em.execute<{ at: number | null }[]>(
    'select extract(epoch from min(created_at))::float8 * 1000 as at from contact_submissions where pipeline_started_at is not null and staff_notified_at is null',
  );
  const oldestUndeliveredSeconds = oldest?.at ? Math.max(0, (now.getTime() - oldest.at) / 1000) : 0;
  return { states, oldestUndeliveredSeconds };
}
