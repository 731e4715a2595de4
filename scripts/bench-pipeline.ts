/**
 * `make bench-pipeline`: how fast a lead with five phone photos reaches the staff, and how
 * many such leads per minute this machine handles. Starts everything itself: an embedded
 * PostgreSQL (or the server in TEST_PG_SERVER_URL), a private redis-server, an S3 server
 * (s3rver), an SMTP server (smtp-server), the gateway app and a worker process.
 *
 *   npx tsx scripts/bench-pipeline.ts [--runs 5] [--leads 20]
 *
 * Latency: from `POST /api/contact` (photos already uploaded, as the form does) to the staff
 * email arriving at the SMTP server, one lead at a time. Throughput: N leads submitted at
 * once, leads per minute until the last staff email arrives.
 */
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ParsedMail } from 'mailparser';
import { freePort } from '@northrock/core/platform';
import { startEmbeddedPostgres } from '@northrock/tools/embedded-postgres';
import { phonePhoto, startPipelineStack, type PipelineStack, spawnWorker, type WorkerProcess } from '@northrock/worker/testing';
import { startPrivateRedis } from '@northrock/tools/test-redis';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, leads: { type: 'string', default: '20' } } });
const RUNS = Number(values.runs);
const LEADS = Number(values.leads);
const PHOTOS = 5;

const cleanups: (() => Promise<unknown>)[] = [];
const log = (msg: string) => process.stdout.write(`${msg}\n`);

async function main() {
  if (!process.env.TEST_PG_SERVER_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'northrock-bench-pg-'));
    const pg = await startEmbeddedPostgres(dir, { port: await freePort(), database: 'postgres' });
    cleanups.push(async () => {
      try {
        await pg.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    process.env.TEST_PG_SERVER_URL = pg.url;
  }
  const redis = await startPrivateRedis();
  cleanups.push(() => redis.stop());
  // Distinct client addresses, as real homeowners have: the per-address limits stay out of the way.
  const stack: PipelineStack = await startPipelineStack({ redisUrl: redis.url, gatewayEnv: { TRUST_PROXY: 'loopback' } });
  cleanups.unshift(() => stack.close());
  const worker: WorkerProcess = await spawnWorker(stack.workerEnv, { prefix: stack.prefix });
  cleanups.unshift(async () => {
    worker.child.kill('SIGTERM');
    await worker.exited;
  });

  log(`Generating ${PHOTOS} phone-like photos (4000x3000 JPEG with sensor noise and EXIF)...`);
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => phonePhoto({ noise: true, orientation: i % 2 ? 1 : 6 })));
  const photoMb = photos.reduce((n, p) => n + p.length, 0) / PHOTOS / 1024 / 1024;

  const arrivals = new Map<string, number>();
  stack.smtp.onMessage = (m: ParsedMail) => arrivals.set(m.messageId ?? '', performance.now());
  let client = 0;
  const address = () => `198.18.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

  const uploadPhotos = async () => {
    const started = performance.now();
    const form = new FormData();
    photos.forEach((p, i) => form.append('files', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `IMG_${i}.JPG`));
    const res = await fetch(`${stack.gateway.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': address() } });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    return { urls: ((await res.json()) as { urls: string[] }).urls, ms: performance.now() - started };
  };
  const submit = async (urls: string[]) => {
    const res = await stack.gateway.call('POST', '/api/contact', {
      body: stack.lead({ photo_urls: urls }),
      headers: { 'x-forwarded-for': address() },
    });
    if (res.status !== 201) throw new Error(`contact answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const staffArrival = async (id: number, timeoutMs = 300_000) => {
    const key = `<lead-${id}-staff@northrock.example>`;
    const until = Date.now() + timeoutMs;
    while (!arrivals.has(key)) {
      if (Date.now() > until) throw new Error(`no staff email for lead ${id}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return arrivals.get(key)!;
  };

  log('Warm-up lead...');
  await staffArrival(await submit((await uploadPhotos()).urls));

  log(`Latency: ${RUNS} leads, one at a time...`);
  const latencies: number[] = [];
  const uploads: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const up = await uploadPhotos();
    uploads.push(up.ms);
    const t0 = performance.now();
    const id = await submit(up.urls);
    latencies.push((await staffArrival(id)) - t0);
  }

  log(`Throughput: uploading photos for ${LEADS} leads, then submitting them all at once...`);
  const batches: string[][] = [];
  for (let i = 0; i < LEADS; i++) batches.push((await uploadPhotos()).urls);
  const t0 = performance.now();
  const ids = await Promise.all(batches.map((urls) => submit(urls)));
  const last = Math.max(...(await Promise.all(ids.map((id) => staffArrival(id)))));
  const elapsedS = (last - t0) / 1000;

  const sorted = [...latencies].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const result = {
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.versions.node}`,
    photo: `${PHOTOS} x 4000x3000 JPEG, ${photoMb.toFixed(1)} MB each`,
    upload_median: s([...uploads].sort((a, b) => a - b)[Math.floor(uploads.length / 2)]!),
    latency_median: s(median),
    latency_min: s(sorted[0]!),
    latency_max: s(sorted[sorted.length - 1]!),
    throughput_leads: LEADS,
    throughput_elapsed: `${elapsedS.toFixed(1)} s`,
    leads_per_minute: Number(((LEADS / elapsedS) * 60).toFixed(1)),
    photos_per_second: Number(((LEADS * PHOTOS) / elapsedS).toFixed(2)),
  };
  log('\nResult');
  log(
    `| measure | value |\n|---|---|\n${Object.entries(result)
      .map(([k, v]) => `| ${k} | ${v} |`)
      .join('\n')}`,
  );
  log(`\n${JSON.stringify(result)}`);
}

try {
  await main();
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
process.exit(0);
