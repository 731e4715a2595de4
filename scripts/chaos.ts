/**
 * `make chaos`: the fault-matrix run of docs/reliability.md. Starts the real product with its
 * own PostgreSQL, Redis and SMTP server, submits the leads through the public API while faults
 * are injected in phases, and prints per phase how many leads reached staff exactly once. Then
 * interrupts the first start of the built start command at each point and starts it again.
 *
 *   npx tsx scripts/chaos.ts [--leads 1000] [--quick] [--phase <name>]...
 *
 * `--phase` runs only the phases named (e.g. `--phase "rolling restart and upgrade"`).
 * `--quick` scales the outages and the product's timings down (what `make test` runs with 100
 * leads). Exits non-zero unless every accepted lead was stored and e-mailed to staff exactly once.
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { runInterruptedFirstStarts } from './chaos/first-start';
import { runChaos } from './chaos/harness';
import { formatChaos, formatRolling, rollingFailures } from './chaos/report';

const { values } = parseArgs({
  options: { leads: { type: 'string', default: '1000' }, quick: { type: 'boolean', default: false }, phase: { type: 'string', multiple: true } },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
log(`make chaos: ${values.leads} leads${values.quick ? ' (quick timings)' : ''} on ${cpus().length} cores, Node ${process.versions.node}`);
const result = await runChaos({ leads: Number(values.leads), quick: values.quick, only: values.phase, log });
log(`\n${new Date().toISOString().slice(0, 10)}, ${(result.seconds / 60).toFixed(1)} minutes\n`);
log(formatChaos(result));
if (result.rolling) log(`\nrolling restart and upgrade:\n${formatRolling(result.rolling)}`);
for (const failure of rollingFailures(result.rolling)) log(`rolling restart: ${failure}`);
log(`\nstaff e-mail rows not sent at the end: ${result.unsentEmailRows}; leads under the admin's delivery alert at the end: ${result.undeliveredAtEnd}`);
// Named phases only: no interrupted first starts either.
if (!values.phase) log('\ninterrupted first starts (the built start command, a fresh DATA_DIR each):');
const firstStarts = values.phase ? [] : await runInterruptedFirstStarts(values.quick, log);
const ok =
  result.phases.every((p) => p.never === 0 && p.twiceOrMore === 0 && p.lost === 0 && p.serverErrors === 0 && p.once === p.stored) &&
  firstStarts.every((f) => f.recovered) &&
  result.unsentEmailRows === 0 &&
  rollingFailures(result.rolling).length === 0 &&
  result.undeliveredAtEnd === 0;
log(
  ok
    ? '\nEvery accepted lead was stored and e-mailed to staff exactly once, no request answered 500, and every interrupted first start started again.'
    : '\nFAILED: a lead did not reach staff exactly once, a request answered 500, or an interrupted first start did not start again.',
);
process.exit(ok ? 0 : 1);
