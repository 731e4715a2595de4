import type { Redis } from 'ioredis';
import { z } from 'zod';
import { type Logger, type ObjectStore, type Orm, pingRedis } from '@northrock/core/platform';
import type { RouteDef } from '../../http/route';

/** A dependency check: resolves when the dependency answers. */
export type HealthCheck = () => Promise<void>;

const TIMEOUT_MS = 2000;

/** The dependencies docs/product.md (Part 2) names: 200 only when all three answer. */
export function dependencyChecks(deps: { orm: Orm; redis: Redis; storage: ObjectStore }): Record<string, HealthCheck> {
  return {
    database: async () => void (await deps.orm.em.fork().getConnection().execute('select 1')),
    redis: () => pingRedis(deps.redis),
    storage: () => deps.storage.ping(),
  };
}

function withTimeout(check: HealthCheck): Promise<void> {
  return Promise.race([check(), new Promise<void>((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref())]);
}

/**
 * `GET /api/health` is public: it names the component that does not answer and nothing more.
 * The driver's own error text (host names, users, versions) goes to the log only.
 */
export function healthRoutes(checks: Record<string, HealthCheck>, log?: Logger): RouteDef[] {
  return [
    {
      method: 'get',
      path: '/health',
      tag: 'Health',
      summary: 'Whether the database, Redis and object storage answer',
      response: {
        status: 200,
        description: 'Everything answers (503 with the failing ones otherwise)',
        schema: z.object({ status: z.literal('ok'), checks: z.record(z.string(), z.literal('ok')) }),
      },
      errors: [503],
      handler: async ({ res }) => {
        const names = Object.keys(checks);
        const results = await Promise.allSettled(names.map((n) => withTimeout(checks[n]!)));
        const report: Record<string, string> = {};
        const failed: string[] = [];
        results.forEach((r, i) => {
          const name = names[i]!;
          report[name] = r.status === 'fulfilled' ? 'ok' : 'error';
          if (r.status === 'rejected') {
            failed.push(name);
            log?.warn('health check failed', { check: name, error: (r.reason as Error)?.message ?? String(r.reason) });
          }
        });
        res.setHeader('Cache-Control', 'no-store');
        if (failed.length) {
          res.status(503).json({ status: 'error', detail: `Not answering: ${failed.join(', ')}`, checks: report });
          return;
        }
        return { status: 'ok', checks: report };
      },
    },
  ];
}
