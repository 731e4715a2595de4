import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { deliveryCounts } from '@northrock/core/lead-pipeline';
import { outboxBacklog } from '@northrock/core/outbox';
import type { Orm, RateLimiter } from '@northrock/core/platform';
import type { JobQueue } from '@northrock/core/registry';
import { graphqlDocumentWork } from '../../graphql/document-cache';
import { consumeAddressLimit } from '../../http/address-limit';
import { clientIp } from '../../http/rest';

export interface MetricsDeps {
  /** What Prometheus sends as `Authorization: Bearer <token>` (`METRICS_TOKEN`). */
  token: string;
  orm: Orm;
  /** The job queues (queue depths); without them only the database's figures are served. */
  queue?: Pick<JobQueue, 'counts'>;
  /** Counts token attempts per address. */
  limiter: RateLimiter;
}

const METRICS_BUCKET = 'metrics-token';
/**
 * Token attempts per address: every scrape counts before the token is checked (parallel
 * guesses cannot slip under the limit) and a right token gives its attempt back, so a
 * scraper never runs out while a guesser gets 10 tries per 15 minutes.
 */
export const metricsTokenRule = { limit: 10, windowSeconds: 15 * 60 };

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of the bearer token (hashes first: equal lengths whatever was sent). */
function authorized(req: Request, token: string): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * `GET /metrics` in Prometheus' text format, for operators: queue depths and failed jobs, leads
 * per delivery state, the age of the oldest lead not yet e-mailed to staff, and the outbox
 * backlog; each scrape reads them fresh. Only with the bearer token (it says how many leads
 * arrive; wrong tokens are throttled per address); a dependency that does not answer shows as
 * `northrock_up{dependency} 0`.
 */
export function metricsRouter(deps: MetricsDeps): Router {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'northrock_gateway_' });
  const registers = [registry];
  const up = new Gauge({ name: 'northrock_up', help: 'Whether the dependency answered this scrape', labelNames: ['dependency'], registers });
  const jobs = new Gauge({
    name: 'northrock_queue_jobs',
    help: 'BullMQ jobs per queue and state (failed: kept 30 days, retry from the queue dashboard)',
    labelNames: ['queue', 'state'],
    registers,
  });
  const leads = new Gauge({ name: 'northrock_leads', help: 'Leads per delivery state', labelNames: ['state'], registers });
  const oldest = new Gauge({
    name: 'northrock_lead_oldest_undelivered_seconds',
    help: 'Age of the oldest lead whose staff e-mail has not gone out (0: none)',
    registers,
  });
  const pending = new Gauge({ name: 'northrock_outbox_pending', help: 'Outbox rows not yet on the queue', registers });
  const retrying = new Gauge({ name: 'northrock_outbox_retrying', help: 'Pending outbox rows the queue refused at least once', registers });
  const pendingAge = new Gauge({ name: 'northrock_outbox_oldest_pending_seconds', help: 'Age of the oldest outbox row not yet on the queue', registers });

  for (const [work, help] of [
    ['parsed', 'GraphQL documents parsed (a document found in the parse cache or already judged by the public read cache counts nothing)'],
    ['validated', 'GraphQL documents validated (a document found in the validation cache counts nothing)'],
  ] as const) {
    new Counter({
      name: `northrock_graphql_documents_${work}_total`,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(graphqlDocumentWork[work]);
      },
    });
  }

  const refresh = async () => {
    const em = deps.orm.em.fork();
    const [db, queue] = await Promise.allSettled([
      Promise.all([deliveryCounts(em), outboxBacklog(em)]),
      deps.queue ? deps.queue.counts() : Promise.reject(new Error('no queue')),
    ]);
    up.set({ dependency: 'database' }, db.status === 'fulfilled' ? 1 : 0);
    if (db.status === 'fulfilled') {
      const [counts, backlog] = db.value;
      for (const [state, n] of Object.entries(counts.states)) leads.set({ state }, n);
      oldest.set(counts.oldestUndeliveredSeconds);
      pending.set(backlog.pending);
      retrying.set(backlog.retrying);
      pendingAge.set(backlog.oldestSeconds);
    }
    if (deps.queue) up.set({ dependency: 'redis' }, queue.status === 'fulfilled' ? 1 : 0);
    jobs.reset();
    if (queue.status === 'fulfilled') {
      for (const [name, counts] of Object.entries(queue.value)) {
        for (const [state, n] of Object.entries(counts)) jobs.set({ queue: name, state }, n);
      }
    }
  };

  const router = Router();
  router.get('/', async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      await consumeAddressLimit(deps.limiter, req, METRICS_BUCKET, metricsTokenRule, 'Too many metrics token attempts from your address');
      if (!authorized(req, deps.token)) {
        res.status(401).setHeader('WWW-Authenticate', 'Bearer').json({ detail: 'Metrics need the bearer token (METRICS_TOKEN)' });
        return;
      }
      await deps.limiter.refund(METRICS_BUCKET, clientIp(req), metricsTokenRule);
      await refresh();
      res.type(registry.contentType).send(await registry.metrics());
    } catch (err) {
      next(err);
    }
  });
  return router;
}
