/**
 * The rolling restart and upgrade of `make chaos` (docs/reliability.md, "Rolling restarts and
 * upgrades"): two gateways and two workers over one PostgreSQL, Redis and DATA_DIR (what replicas
 * share), a load balancer played by the harness, and leads arriving steadily, one in five with
 * two photos sent resumably (tus: `POST /api/tus`, then PATCHes, HEAD to resume). While the old
 * processes serve, an add-only scratch migration is applied (checked by the rule of
 * scripts/migrations-add-only.ts first); then each gateway and each worker in turn gets SIGTERM
 * and is started again. A phone on a slow line is in the middle of a photo on the first gateway
 * when it is stopped, longer than the gateway's shutdown grace: its upload is cut, and resumes
 * on the other gateway from the offset HEAD answers.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsList } from '@northrock/core/platform';
import { createOrm } from '@northrock/core/registry';
import { addOnlyViolations, sqlMigration } from '../migrations-add-only';
import { type Service, sleep } from './processes';
import { errorCode, type Gateway, ROLLING_PHASE, rollingHomeowners, type Sender } from './rolling-homeowners';

interface RollingOptions {
  gateways: { service: Service; port: number }[];
  workers: Service[];
  databaseUrl: string;
  dataDir: string;
  /** Photos of the leads that have some (two each), and the slow phone's one big photo. */
  photo: Buffer;
  bigPhoto: Buffer;
  quick: boolean;
  sender: Sender;
  /** How many of these uploads' rows are not complete. */
  unfinishedUploads: (ids: string[]) => Promise<number>;
  log: (line: string) => void;
}

interface Restart {
  name: string;
  /** From SIGTERM to the process's exit. */
  stopSeconds: number;
  exit: string;
  /** From the start to "listening" / "worker started". */
  startSeconds: number;
}

export interface RollingResult {
  leads: number;
  leadsWithPhotos: number;
  uploads: number;
  uploadsFinished: number;
  /** Uploads cut (a PATCH without an answer) that went on from the offset HEAD answered. */
  uploadsResumed: number;
  /** Of those, resumed from offset 0 (the cut came before any byte was kept). */
  resumedFromStart: number;
  /** Rows of the uploads the leads named left unfinished at the end: must be 0. */
  unfinishedRows: number;
  /** Connections refused by a stopping gateway that the balancer sent to the other (nothing was sent). */
  rerouted: number;
  /** Requests cut without an answer, sent again by the homeowner. */
  cut: number;
  /** The cuts by method and error (ECONNRESET, a timeout). */
  cutsBy: Record<string, number>;
  /** Answers 500 or above (503 included): must be 0. */
  serverErrors: number;
  /** Answers below 500 that were not what a homeowner expects (a refused lead or upload): must be 0. */
  refusals: string[];
  migration: string;
  /** Tries the migration took (a lock timeout or a lost deadlock is tried again). */
  migrationTries: number;
  /** Requests answered 2xx by a gateway of the previous release after the migration was applied. */
  oldReleaseAnswersAfterMigration: number;
  restarts: Restart[];
  seconds: number;
}

/**
 * Applies an add-only scratch migration (never written to the product) with the product's
 * migrator, as a deploy's migrate step does under the running release; returns its name and how
 * many tries it took. Its ALTER waits for the table's lock behind live requests; `lock_timeout`
 * bounds that wait (everything queues behind a waiting ALTER), and a try that timed out or lost
 * a deadlock is made again, as a restarted migrate container would.
 */
async function applyScratchMigration(databaseUrl: string, log: (line: string) => void): Promise<{ name: string; tries: number }> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  // One table the product writes, and a new one: an ALTER of two busy tables in one transaction
  // can deadlock with a request that holds the second and waits for the first.
  const upgrade = sqlMigration(`Migration${stamp}_chaos_rolling_upgrade`, [
    "set local lock_timeout = '5s'",
    'alter table "contact_submissions" add column "chaos_callback_note" text null',
    'create table "chaos_upgrade_marks" ("id" serial primary key, "lead_id" int not null, "created_at" timestamptz not null default now())',
  ]);
  const list = [...migrationsList, upgrade] as typeof migrationsList;
  const refused = await addOnlyViolations(list, migrationsList.at(-1)!.name);
  if (refused.length) throw new Error(`the scratch migration breaks the add-only rule: ${JSON.stringify(refused)}`);
  // The product's own migration settings, with one more migration.
  const plain = await createOrm(databaseUrl, { pool: { min: 0, max: 1 } });
  const settings = plain.config.get('migrations');
  await plain.close(true);
  for (let tries = 1; ; tries++) {
    const orm = await createOrm(databaseUrl, { pool: { min: 0, max: 1 }, migrations: { ...settings, migrationsList: list } });
    try {
      const applied = (await orm.migrator.up()).map((m) => m.name);
      if (!applied.includes(upgrade.name)) throw new Error(`the migrator did not apply ${upgrade.name} (applied: ${applied.join(', ') || 'none'})`);
      return { name: upgrade.name, tries };
    } catch (err) {
      // 40P01: deadlock detected; 55P03: lock_timeout.
      const code = errorCode(err) ?? errorCode((err as { cause?: unknown }).cause);
      if (tries >= 5 || (code !== '40P01' && code !== '55P03')) throw err;
      log(`  the migration's try ${tries} ended with ${code}; trying again`);
    } finally {
      await orm.close(true);
    }
  }
}

export async function runRollingRestart(options: RollingOptions): Promise<RollingResult> {
  const { log, quick, sender } = options;
  const started = Date.now();
  const gateways: Gateway[] = options.gateways.map((g) => ({ ...g, generation: 0, inRotation: true }));
  const { homeowner, uploads, tally, migrated } = rollingHomeowners(gateways, sender, log);

  // ---- The second gateway and worker join ----
  await Promise.all([gateways[1]!.service.start(), options.workers[1]!.start()]);
  log(`  two gateways (ports ${gateways.map((g) => g.port).join(', ')}) and two workers over one database, Redis and DATA_DIR`);

  // ---- Leads arrive steadily until the roll is over ----
  const pending: Promise<void>[] = [];
  let rolling = true;
  // Steady, and bounded: past `most` leads (a roll slower than planned) they come one every 2 s,
  // so a slow machine is not buried under leads it cannot answer in time.
  const most = quick ? 40 : 200;
  const arrivals = (async () => {
    for (let i = 0; rolling; i++) {
      pending.push(homeowner(i % 5 === 4 ? [options.photo, options.photo] : []));
      await sleep(i < most ? (quick ? 400 : 150) : 2_000);
    }
  })();
  const accepted = () => sender.leads.filter((l) => l.phase === ROLLING_PHASE && l.acceptedAt !== undefined).length;
  while (accepted() < 3) await sleep(50);

  // ---- The upgrade's migration, under the previous release ----
  const t0 = Date.now();
  const { name: migration, tries } = await applyScratchMigration(options.databaseUrl, log);
  migrated();
  log(`  ${migration} applied in ${((Date.now() - t0) / 1000).toFixed(1)} s (${tries} tries), the previous release still serving`);

  const restarts: Restart[] = [];
  const restart = async (name: string, service: Service, gateway?: Gateway) => {
    if (gateway) gateway.inRotation = false; // the load balancer stops routing to it as it gets SIGTERM
    const stopAt = Date.now();
    await service.kill('SIGTERM');
    const exit = String(service.child?.exitCode ?? service.child?.signalCode);
    const startAt = Date.now();
    await service.start();
    if (gateway) {
      gateway.generation++;
      gateway.inRotation = true;
    }
    const r = { name, stopSeconds: (startAt - stopAt) / 1000, exit, startSeconds: (Date.now() - startAt) / 1000 };
    log(`  ${name}: SIGTERM, stopped in ${r.stopSeconds.toFixed(1)} s (exit ${exit}), started again in ${r.startSeconds.toFixed(1)} s`);
    restarts.push(r);
  };

  // The gateways and the workers roll side by side, one process of each at a time.
  const gatewayRoll = async () => {
    // A phone on a slow line, in the middle of a photo on the first gateway when it stops:
    // the PATCH outlasts the shutdown grace (15 s), is cut, and resumes on the other gateway.
    const slowId = new Promise<string>((resolve) => {
      pending.push(homeowner([options.bigPhoto], { pin: gateways[0]!, bytesPerSecond: Math.ceil(options.bigPhoto.length / 40), sending: resolve }));
    });
    const id = await slowId;
    const hasBytes = () => {
      try {
        return statSync(join(options.dataDir, 'tus', id)).size > 0;
      } catch {
        return false;
      }
    };
    while (id && !hasBytes()) await sleep(50);
    await restart('gateway 1', gateways[0]!.service, gateways[0]);
    await restart('gateway 2', gateways[1]!.service, gateways[1]);
  };
  const workerRoll = async () => {
    await restart('worker 1', options.workers[0]!);
    await restart('worker 2', options.workers[1]!);
  };
  await Promise.all([gatewayRoll(), workerRoll()]);
  rolling = false;
  await arrivals;
  await Promise.all(pending);

  const mine = sender.leads.filter((l) => l.phase === ROLLING_PHASE);
  return {
    leads: mine.length,
    leadsWithPhotos: mine.filter((l) => l.photos).length,
    uploads: uploads.length,
    uploadsFinished: uploads.filter((u) => u.finished).length,
    uploadsResumed: uploads.filter((u) => u.resumed).length,
    resumedFromStart: uploads.filter((u) => u.resumed && u.fromStart).length,
    unfinishedRows: await options.unfinishedUploads(uploads.map((u) => u.id)),
    rerouted: tally.rerouted,
    cut: tally.cut,
    cutsBy: Object.fromEntries(tally.cuts),
    serverErrors: tally.serverErrors,
    refusals: tally.refusals,
    migration,
    migrationTries: tries,
    oldReleaseAnswersAfterMigration: tally.oldAfterMigration,
    restarts,
    seconds: (Date.now() - started) / 1000,
  };
}
