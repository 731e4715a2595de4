import { describe, expect, it } from 'vitest';
import { runChaos } from '../scripts/chaos/harness';
import { formatChaos, formatRolling, rollingFailures } from '../scripts/chaos/report';

/**
 * `make chaos` with 100 leads and quick timings: the same phases, the same product, the same
 * verdict, then the rolling restart and upgrade (its leads come on top of the 100).
 * docs/reliability.md has the 1,000-lead run.
 */
describe('the fault matrix, 100 leads', () => {
  it('stores every accepted lead and e-mails staff about each exactly once, in every phase', async () => {
    const lines: string[] = [];
    const result = await runChaos({ leads: 100, quick: true, log: (l) => lines.push(l) });
    const table = formatChaos(result);
    for (const phase of result.phases) {
      expect(phase.lost, `${phase.phase}: accepted but not stored\n${table}`).toBe(0);
      expect(phase.never, `${phase.phase}: never e-mailed\n${table}\n${lines.join('\n')}`).toBe(0);
      expect(phase.twiceOrMore, `${phase.phase}: e-mailed twice\n${table}`).toBe(0);
      expect(phase.serverErrors, `${phase.phase}: answered 500 (PostgreSQL away is a 503)\n${table}`).toBe(0);
      expect(phase.once, `${phase.phase}\n${table}`).toBe(phase.stored);
    }
    // Every lead was accepted in the end (a refused request is sent again, as a homeowner would).
    expect(result.phases.reduce((n, p) => n + p.accepted, 0)).toBe(result.submitted);
    expect(result.submitted).toBe(100 + (result.rolling?.leads ?? 0));
    // Two gateways and two workers restarted in turn over an add-only migration: every upload finished, nothing 5xx.
    expect(rollingFailures(result.rolling), `${formatRolling(result.rolling!)}\n${lines.join('\n')}`).toEqual([]);
    expect(result.unsentEmailRows).toBe(0);
    expect(result.undeliveredAtEnd).toBe(0);
  }, 600_000);
});
