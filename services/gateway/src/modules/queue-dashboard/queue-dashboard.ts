import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { parseCookie, stringifySetCookie } from 'cookie';
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { AdminSession } from '@northrock/core/admin';
import type { Em, Orm } from '@northrock/core/platform';
import type { JobQueue } from '@northrock/core/registry';
import type { RouteDef } from '../../http/route';
import type { LinkSigner } from '../media/signed-links';

/** Where the dashboard lives (outside `/api`, before the website's catch-all). */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';
const COOKIE = 'nr_queues';
const TICKET_TTL_SECONDS = 60;
/** The cookie lasts a working day at most, and never past the admin session it came from. */
const COOKIE_TTL_SECONDS = 8 * 60 * 60;

/** The dashboard cookie: undefined when absent, `null` when its value is not valid percent-encoding. */
function readCookie(req: Request, name: string): string | undefined | null {
  let malformed = false;
  const value = parseCookie(req.headers.cookie ?? '', {
    decode: (raw) => {
      try {
        return decodeURIComponent(raw);
      } catch {
        malformed = true;
        return undefined;
      }
    },
  })[name];
  return value ?? (malformed ? null : undefined);
}

function refuse(res: Response) {
  res
    .status(401)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(
      '<!doctype html><meta charset="utf-8"><title>Queue dashboard</title><p>Open the queue dashboard from the admin back office (your link expired or you signed out).</p><p><a href="/admin/login">Admin login</a></p>',
    );
}

function forbid(res: Response) {
  res
    .status(403)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send('<!doctype html><meta charset="utf-8"><title>Queue dashboard</title><p>The queue dashboard needs an admin account.</p>');
}

/** The session behind a ticket or cookie: live and of an admin, live but of an estimator (its role changed since), or ended. */
async function sessionAccess(em: Em, sessionId: string | undefined): Promise<'admin' | 'forbidden' | 'ended'> {
  if (!sessionId) return 'ended';
  const session = await em.findOne(AdminSession, { id: sessionId }, { populate: ['user'] });
  if (!session || session.revoked_at || session.expires_at <= new Date() || session.user.deactivated_at) return 'ended';
  return session.user.role === 'admin' ? 'admin' : 'forbidden';
}

/**
 * `POST /api/admin/queue-dashboard` (bearer token) answers a one-minute ticket URL. Opening
 * it swaps the ticket for an HttpOnly, SameSite=Strict cookie scoped to the dashboard path
 * and redirects to the clean URL; every dashboard request (page, assets, its JSON API) then
 * needs that cookie and a still-live session of an admin (an estimator gets 403, also one
 * demoted since). SameSite=Strict keeps other sites from
 * driving the dashboard's retry/clean actions.
 */
export function queueDashboardRoutes(signer: LinkSigner): RouteDef[] {
  return [
    {
      method: 'post',
      path: '/admin/queue-dashboard',
      tag: 'Admin dashboard',
      summary: 'A one-minute link that opens the queue dashboard (jobs, failures, retries) in the browser',
      auth: true,
      response: {
        status: 200,
        description: 'Open `url` in the browser within `expires_in` seconds',
        schema: z.object({ url: z.string(), expires_in: z.number().int() }),
      },
      errors: [401, 403],
      handler: async ({ admin }) => ({
        url: `${QUEUE_DASHBOARD_PATH}?ticket=${signer.sign('queues-ticket', QUEUE_DASHBOARD_PATH, admin!.sessionId, TICKET_TTL_SECONDS)}`,
        expires_in: TICKET_TTL_SECONDS,
      }),
    },
  ];
}

export function queueDashboard(deps: { queue: Pick<JobQueue, 'bullQueues'>; signer: LinkSigner; orm: Orm; secureCookie: boolean }): Router {
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: deps.queue.bullQueues().map((q) => new BullMQAdapter(q)),
    // @bull-board/express 9.10.1 carries its own copy of @bull-board/api (9.10.1); the
    // interfaces are the same, only TypeScript sees two declarations.
    serverAdapter: board as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'Northrock jobs' } },
  });

  const router = express.Router();
  router.use(async (req, res, next) => {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
    const em = deps.orm.em.fork();
    if (ticket) {
      const sid = deps.signer.verify('queues-ticket', QUEUE_DASHBOARD_PATH, ticket);
      const access = await sessionAccess(em, sid);
      if (access !== 'admin' || !sid) return access === 'forbidden' ? forbid(res) : refuse(res);
      const cookie = deps.signer.sign('queues-cookie', QUEUE_DASHBOARD_PATH, sid, COOKIE_TTL_SECONDS);
      res.append(
        'Set-Cookie',
        stringifySetCookie({
          name: COOKIE,
          value: cookie,
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.secureCookie,
          path: QUEUE_DASHBOARD_PATH,
          maxAge: COOKIE_TTL_SECONDS,
        }),
      );
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, `${QUEUE_DASHBOARD_PATH}/`);
      return;
    }
    const cookie = readCookie(req, COOKIE);
    if (cookie === null) {
      res.status(400).setHeader('Cache-Control', 'no-store').type('text').send('Malformed cookie');
      return;
    }
    const access = await sessionAccess(em, deps.signer.verify('queues-cookie', QUEUE_DASHBOARD_PATH, cookie));
    if (access !== 'admin') return access === 'forbidden' ? forbid(res) : refuse(res);
    res.setHeader('Cache-Control', 'no-store');
    // bull-board's page needs <base href> (the site's CSP forbids it) and loads its own assets.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    next();
  });
  router.use(board.getRouter());
  return router;
}
