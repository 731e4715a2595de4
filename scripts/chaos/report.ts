/** The fault-matrix run's result and its table in docs/reliability.md. */

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
