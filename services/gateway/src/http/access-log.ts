import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';
import { createAccessLog, type AccessLog, type Logger } from '@northrock/core/platform';
import { clientIpBeforeExpress } from './rest';

/** Parts of the gateway whose requests no handler names: logged as their mount point. */
const mounts = /^\/(api|media|assets|images|admin\/queues)(?=\/|$)/;

/** A request that met no named route: its mount point (`/media/*`), else `*`. */
function mountOf(req: IncomingMessage): string | undefined {
  // Express strips a router's mount point from `url` while inside it: `originalUrl` keeps it.
  const mount = mounts.exec((req as { originalUrl?: string }).originalUrl ?? req.url ?? '')?.[0];
  return mount ? `${mount}/*` : undefined;
}

/**
 * The gateway's access log (services/core/src/platform/logger.ts writes the line): the client
 * address is the one the rate limits count, through the app's own `trust proxy` setting.
 */
export function gatewayAccessLog(app: Express, log: Logger): AccessLog {
  const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  return createAccessLog(log, { clientIp: (req) => clientIpBeforeExpress(req, trust), fallbackRoute: mountOf });
}
