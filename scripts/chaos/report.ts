/** The fault-matrix run's result and its table in docs/reliability.md. */
import type { RollingResult } from './rolling';

export interface PhaseResult {
  phase: string;
  /** Answered 201. */
  accepted: number;
  /** In PostgreSQL afterwards (a request cut by a crash may be stored without its answer). */
  stored: number;
  /** Requests that got no 201 (a 500 or a cut connection); each was sent again, as a homeowner would. */
  refused: number;
  once: number;
  never: number;
  twiceOrMore: number;
  /** Answers 500 (a 503 with Retry-After is the answer while PostgreSQL is away): must be 0. */
  serverErrors: number;
  /** Accepted leads not found in PostgreSQL: must be 0. */
  lost: number;
  /** Seconds from the 201 to the staff e-mail's arrival, accepted leads only. */
  p50: number | null;
  p95: number | null;
}

export interface ChaosResult {
  /** Leads the harness sent (each until it was accepted, for up to a minute). */
  submitted: number;
  phases: PhaseResult[];
  /** `sent_emails` rows not `sent` at the end (none may be left `sending`/`pending`). */
  unsentEmailRows: number;
  /** The admin's delivery alert at the end (0: nothing left for an operator). */
  undeliveredAtEnd: number;
  /** The rolling restart and upgrade (its leads are also a phase of `phases`). */
  rolling?: RollingResult;
  seconds: number;
}

/** The result as the Markdown table of docs/reliability.md. */
export function formatChaos(result: ChaosResult): string {
  const s = (v: number | null) => (v === null ? '-' : `${v.toFixed(2)} s`);
  const rows = result.phases.map(
    (p) =>
      `| ${p.phase} | ${p.accepted} | ${p.stored} | ${p.once} | ${p.never} | ${p.twiceOrMore} | ${s(p.p50)} / ${s(p.p95)} | ${p.refused} | ${p.serverErrors} |`,
  );
  const total = (k: keyof PhaseResult) => result.phases.reduce((n, p) => n + (p[k] as number), 0);
  return [
    '| phase | accepted | stored | staff e-mailed once | never | 2+ times | 201 -> staff e-mail p50 / p95 | requests not accepted (sent again) | of which 500 |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    `| **all** | **${total('accepted')}** | **${total('stored')}** | **${total('once')}** | **${total('never')}** | **${total('twiceOrMore')}** | | ${total('refused')} | ${total('serverErrors')} |`,
    '',
    `Leads submitted: ${result.submitted}. "requests not accepted": answers other than 201 (a 503 while PostgreSQL was away, a connection cut by the gateway's SIGKILL); the harness sent each of those leads again a second later, as a homeowner would.`,
  ].join('\n');
}

/** The rolling restart's figures of docs/reliability.md. */
export function formatRolling(r: RollingResult): string {
  return [
    `${r.leads} leads (${r.leadsWithPhotos} with photos) over ${r.seconds.toFixed(1)} s; migration ${r.migration} applied under the previous release (${r.migrationTries} tries), which then answered ${r.oldReleaseAnswersAfterMigration} requests 2xx before it was replaced.`,
    ...r.restarts.map((x) => `- ${x.name}: SIGTERM, stopped in ${x.stopSeconds.toFixed(1)} s (exit ${x.exit}), ready again in ${x.startSeconds.toFixed(1)} s`),
    `Resumable uploads: ${r.uploads}, finished ${r.uploadsFinished}, cut and resumed (HEAD, then PATCH from its offset) ${r.uploadsResumed}, of which from the start ${r.resumedFromStart}; rows left unfinished: ${r.unfinishedRows}.`,
    `Connections refused by a stopping gateway and sent to the other by the balancer: ${r.rerouted}; requests cut without an answer and sent again: ${r.cut} (${JSON.stringify(r.cutsBy)}); answers 5xx: ${r.serverErrors}; refusals: ${r.refusals.length ? r.refusals.join('; ') : 'none'}.`,
  ].join('\n');
}

/** What the rolling restart broke (empty: nothing): every upload finished, no 5xx, no refusal, the old release served on the new schema. */
export function rollingFailures(r: RollingResult | undefined): string[] {
  if (!r) return ['the rolling restart did not run'];
  const failures: string[] = [];
  if (r.uploadsFinished !== r.uploads || r.unfinishedRows !== 0)
    failures.push(`${r.uploads - r.uploadsFinished} uploads unfinished, ${r.unfinishedRows} rows unfinished`);
  if (r.uploadsResumed === 0) failures.push('no upload was cut and resumed (the slow phone should have been)');
  if (r.serverErrors) failures.push(`${r.serverErrors} answers 5xx`);
  if (r.refusals.length) failures.push(`refused: ${r.refusals.join('; ')}`);
  if (r.oldReleaseAnswersAfterMigration === 0) failures.push('the previous release answered nothing after the migration');
  return failures;
}
