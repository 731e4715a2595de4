import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { Lead } from '../lead';
import { getOfficeHours } from '../office-hours';
import { addOutboxJob, expectedJob, type ExpectedJob, type ReconcileSource } from '../outbox';
import { chaseDigestJob, sendChaseJob } from './lead-chase.jobs';
import { LeadChase, type ChaseKind } from './lead-chase.entity';
import { dueChases, type DueChase } from './lead-chase.due';

/** How far back the sweep looks: a lead unanswered for longer (or from before the chase existed) is not chased any more. */
export const CHASE_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;
/** Serialises sweeps across worker replicas (a second one at the same moment skips). */
const SWEEP_LOCK_KEY = 727_274_020;
/** A chase row owed this long without its job is re-driven by the reconciler. */
const RECONCILE_AFTER_MS = 2 * 60 * 1000;

const chaseOutboxRef = (id: number) => `lead_chase:${id}`;
const digestOutboxRef = (date: string) => `lead_chase_digest:${date}`;

export interface SweepResult {
  written: DueChase[];
  skipped: boolean;
}

/**
 * Writes the chases due at `now` (the injected clock of the tests; the worker passes the time):
 * a `lead_chases` row each, at most one per lead and kind (the unique key), and its outbox job
 * in the same transaction. Everything it needs is in PostgreSQL, so a restarted worker or a
 * flushed Redis loses nothing: the next sweep, or the reconciler, carries on.
 */
export async function sweepChases(em: Em, now: Date = new Date()): Promise<SweepResult> {
  return em.fork().transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [SWEEP_LOCK_KEY]);
    if (!lock?.locked) return { written: [], skipped: true };
    const office = await getOfficeHours(tx);
    const since = new Date(now.getTime() - CHASE_HORIZON_MS - office.followup_days * 24 * 60 * 60 * 1000);
    const leads = await tx.find(
      Lead,
      {
        spam_at: null,
        erased_at: null,
        $or: [
          { first_response_at: null, created_at: { $gt: new Date(now.getTime() - CHASE_HORIZON_MS) } },
          { status: 'contacted', outcome: 'open', first_response_at: { $gt: since } },
        ],
      },
      { fields: ['id', 'uid', 'created_at', 'status', 'outcome', 'first_response_at', 'spam_at', 'erased_at'], orderBy: { id: 'asc' }, limit: 5_000 },
    );
    if (!leads.length) return { written: [], skipped: false };
    const done = new Map<number, Set<ChaseKind>>();
    for (const c of await tx.find(LeadChase, { lead: { $in: leads.map((l) => l.id) } }, { fields: ['lead', 'kind'] })) {
      done.set(c.lead.id, (done.get(c.lead.id) ?? new Set()).add(c.kind as ChaseKind));
    }
    const uidOf = new Map(leads.map((l) => [l.id, l.uid]));
    const written: DueChase[] = [];
    const digests = new Set<string>();
    for (const lead of leads) {
      for (const due of dueChases(lead, done.get(lead.id) ?? new Set(), office, now)) {
        const [row] = await tx.execute<{ id: number }[]>(
          `insert into lead_chases (lead_id, kind, batch, due_at, created_at) values (?, ?, ?, ?, ?)
           on conflict (lead_id, kind) do nothing returning id`,
          [due.lead_id, due.kind, due.batch, due.due_at, new Date()],
        );
        if (!row) continue;
        written.push(due);
        if (due.kind === 'digest') digests.add(due.batch!);
        else addOutboxJob(tx, { job: sendChaseJob, payload: { chase_id: row.id, submission_uid: uidOf.get(due.lead_id)! }, ref: chaseOutboxRef(row.id) });
      }
    }
    for (const date of digests) addOutboxJob(tx, { job: chaseDigestJob, payload: { date }, ref: digestOutboxRef(date) });
    await tx.flush();
    return { written, skipped: false };
  });
}

/**
 * For the reconciler: chases written but neither sent nor cancelled a while after, whose job
 * the queue may have lost (Redis flushed). Re-driving one that did go out costs nothing: the
 * handler finds it sent.
 */
export function chaseReconcileSource(options: { olderThanMs?: number } = {}): ReconcileSource {
  return async (em) => {
    const now = Date.now();
    const owed = await em.find(
      LeadChase,
      {
        sent_at: null,
        cancelled_at: null,
        created_at: { $lt: new Date(now - (options.olderThanMs ?? RECONCILE_AFTER_MS)), $gt: new Date(now - CHASE_HORIZON_MS) },
      },
      { populate: ['lead'], orderBy: { id: 'asc' }, limit: 1_000 },
    );
    const jobs = new Map<string, ExpectedJob>();
    for (const c of owed) {
      const job =
        c.kind === 'digest'
          ? expectedJob(digestOutboxRef(c.batch!), chaseDigestJob, { date: c.batch! })
          : expectedJob(chaseOutboxRef(c.id), sendChaseJob, { chase_id: c.id, submission_uid: c.lead.uid });
      jobs.set(`${job.ref}\n${job.job.name}`, job);
    }
    return [...jobs.values()];
  };
}

export interface ChaseView {
  kind: ChaseKind;
  due_at: Date;
  sent_at: Date | null;
  cancelled_at: Date | null;
  recipients: string[];
}

/** Each lead's chases, oldest first (what the lead card shows: "Chased owner at ..."). */
export async function chasesByLead(em: Em, leadIds: readonly number[]): Promise<Map<number, ChaseView[]>> {
  const byLead = new Map<number, ChaseView[]>(leadIds.map((id) => [id, []]));
  if (!leadIds.length) return byLead;
  for (const c of await em.find(LeadChase, { lead: { $in: [...leadIds] } }, { orderBy: { due_at: 'asc', id: 'asc' } })) {
    byLead
      .get(c.lead.id)
      ?.push({ kind: c.kind as ChaseKind, due_at: c.due_at, sent_at: c.sent_at ?? null, cancelled_at: c.cancelled_at ?? null, recipients: c.recipients ?? [] });
  }
  return byLead;
}

/** One lead's chases, oldest first; 404 for an unknown lead. */
export async function listLeadChases(em: Em, leadId: number): Promise<ChaseView[]> {
  if (!(await em.count(Lead, { id: leadId }))) throw AppError.notFound('Contact submission');
  return (await chasesByLead(em, [leadId])).get(leadId) ?? [];
}
