import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express, type Request, type Response } from 'express';
import { execute, type DocumentNode } from 'graphql';
import { createRequestHandler } from '@react-router/express';
import { isbot } from 'isbot';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { PageViewCounter } from '@northrock/core/page-views';
import { AppError, noteAccess, repoRoot, type RateLimiter } from '@northrock/core/platform';
import type { SubmitContactForm } from '@northrock/core/lead-intake';
import type { BookingPages } from '@northrock/core/browser';
import { uploadSpoolDir, type AppDeps, type WebSource } from '../app-deps';
import { createGraphqlContext } from '../graphql/context';
import { schema } from '../graphql/schema';
import { clientIp } from '../http/rest';
import { pageRoute } from '../http/page-route';
import { cspNonce } from '../http/security';
import { canonicalPath } from './canonical-path';
import { bookingPages } from './booking-pages';
import { submitContactForm } from './contact-form';

/** Output of `npm run build -w @northrock/web` (React Router framework build). */
const defaultWebBuildDir = join(repoRoot, 'web', 'build');

/** Views one address may add per hour: a person reading the site, not a script growing the counts. */
export const PAGE_VIEW_RULE = { limit: 120, windowSeconds: 3600 } as const;

/**
 * A view of a public page: a GET answered 200 with HTML, not the back office, not a crawler
 * (by user agent) and not a link prefetch, within the address's hourly budget. Only the path and
 * the day are kept, and only a page's canonical path answers 200 (other spellings are redirected
 * to it), so `page_views` holds at most one row per page of the site and day.
 */
function countView(counter: PageViewCounter, limiter: RateLimiter, req: Request, res: Response): void {
  if (req.method !== 'GET' || req.path.startsWith('/admin') || req.path.endsWith('.data')) return;
  const agent = req.headers['user-agent'];
  if (!agent || isbot(agent) || req.headers.purpose === 'prefetch' || req.headers['sec-purpose']?.includes('prefetch')) return;
  res.once('finish', () => {
    if (res.statusCode !== 200 || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
    limiter.consume('page-view', clientIp(req), PAGE_VIEW_RULE).then(
      (state) => {
        if (state.allowed) counter.count(req.path); // canonical: other spellings were redirected
      },
      () => undefined, // a view not counted is no loss worth an error
    );
  });
}

/** The output of `npm run build -w @northrock/web`: hashed assets cached for good, the sync worker revalidated, other public files a day. */
function builtWeb(buildDir = defaultWebBuildDir): WebSource {
  const serverEntry = join(buildDir, 'server', 'index.js');
  const clientDir = join(buildDir, 'client');
  let build: Promise<ServerBuild> | undefined;
  return {
    loadBuild: () => (build ??= import(pathToFileURL(serverEntry).href) as Promise<ServerBuild>),
    assets: express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res, path) => {
        // The contact form's sync worker has a fixed address (docs/web.md "Photos on the phone"): always revalidated.
        const cache = path.startsWith(join(clientDir, 'assets'))
          ? 'public, max-age=31536000, immutable'
          : path === join(clientDir, 'enquiry-sync.js')
            ? 'no-cache'
            : 'public, max-age=86400';
        res.setHeader('Cache-Control', cache);
      },
    }),
    ready: () => existsSync(serverEntry),
  };
}

/**
 * The site's pages take posts (the contact form without JavaScript) from this site only:
 * browsers say where a post comes from (`Sec-Fetch-Site`, else `Origin`), and a post from
 * another site is refused (403) before its body is read or any action runs. Without either
 * header (not a browser) it is refused too: the API is for programs.
 */
function assertSameSite(req: Request, publicUrl: string): void {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin') return;
    throw new AppError('FORBIDDEN', 'The contact form can only be sent from this site');
  }
  const origin = req.headers.origin;
  const own = new Set([new URL(publicUrl).origin, `${req.protocol}://${req.get('host')}`]);
  if (typeof origin === 'string' && own.has(origin)) return;
  throw new AppError('FORBIDDEN', 'The contact form can only be sent from this site');
}

/** What a form (or a page's action) sends. */
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths other parts of the gateway own: the site never answers them. */
const notSitePaths = /^\/(api|graphql|media)(\/|$)/;

/**
 * What every server render, loader and action of the site receives: web/src/app/load-context.ts
 * declares the same for the routes (the gateway imports nothing from web/; what both must agree
 * on in detail, the contact form's answer, is core's `SubmitContactForm`).
 */
interface SiteLoadContext {
  nonce: string;
  publicUrl: string;
  retention: { resolvedMonths: number; spamDays: number };
  contactFormToken(): string;
  submitContactForm: SubmitContactForm;
  booking: BookingPages;
  graphql(document: DocumentNode, variables?: Record<string, unknown>): Promise<unknown>;
}

type WebServerBuild = ServerBuild & {
  entry: { module: ServerBuild['entry']['module'] & { createLoadContext(values: SiteLoadContext): RouterContextProvider } };
};

/**
 * Server rendering of the public site (and the admin's shell): hashed assets with an
 * immutable cache, other public files with a short one, then React Router's handler. Loaders
 * read data through an in-process execution of the GraphQL schema (no network hop), with the
 * same per-request context as `/graphql`.
 */
export function mountWeb(
  app: Express,
  deps: Pick<
    AppDeps,
    'orm' | 'auth' | 'config' | 'log' | 'formTokens' | 'reviewLinks' | 'publicReads' | 'storage' | 'limiter' | 'pageViews' | 'liveLeads' | 'web'
  >,
): void {
  const web = deps.web ?? builtWeb();
  const loadBuild = () => web.loadBuild() as Promise<WebServerBuild>;

  const site = express.Router();
  site.use(web.assets);

  const contactForm = {
    orm: deps.orm,
    storage: deps.storage,
    limiter: deps.limiter,
    formTokens: deps.formTokens,
    liveLeads: deps.liveLeads,
    config: deps.config,
    tmpDir: uploadSpoolDir(deps.config),
  };

  const handler = createRequestHandler({
    build: loadBuild,
    mode: deps.config.isProduction ? 'production' : 'development',
    getLoadContext: async (req: Request, res: Response) => {
      const entry = (await loadBuild()).entry.module;
      let gqlContext: ReturnType<typeof createGraphqlContext> | undefined;
      return entry.createLoadContext({
        nonce: cspNonce(res),
        publicUrl: deps.config.publicUrl,
        retention: deps.config.retention,
        contactFormToken: () => deps.formTokens.issue(),
        // The contact page's form without JavaScript, posted to the page itself: its route's action hands the request over.
        async submitContactForm(request, page) {
          // A body left unread (refused before reading it, or at its first bad part) is drained after the answer (`drainAfterAnswer`).
          return submitContactForm(contactForm, request, { ...page, address: clientIp(req) });
        },
        // The booking pages' reads and forms posted without JavaScript.
        booking: bookingPages(contactForm, clientIp(req), req.get('user-agent')),
        async graphql(document, variables) {
          const run = async () => {
            gqlContext ??= createGraphqlContext(deps, req);
            const result = await execute({ schema, document, variableValues: variables, contextValue: gqlContext });
            if (result.errors?.length) throw new Error(`GraphQL: ${result.errors.map((e) => e.message).join('; ')}`);
            return result.data;
          };
          // Public reads come from the same versioned cache as /api and /graphql.
          return deps.publicReads && !req.headers.authorization ? deps.publicReads.memo(document, variables, run) : run();
        },
      });
    },
  });

  site.use(async (req, res, next) => {
    if (notSitePaths.test(req.path)) return next();
    if (writeMethods.has(req.method)) {
      try {
        assertSameSite(req, deps.config.publicUrl);
      } catch (err) {
        next(err);
        return;
      }
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      // React Router would log it as a server error; it is the client's.
      res.status(400).type('text').send('Malformed percent-encoding in the address');
      return;
    }
    // One address per page: crawlers see one URL, and the view counts grow by pages, not spellings.
    const canonical = canonicalPath(req.path);
    if (canonical !== req.path && (req.method === 'GET' || req.method === 'HEAD')) {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, canonical + (query === -1 ? '' : req.originalUrl.slice(query)));
      return;
    }
    if (!web.ready()) {
      res.status(503).type('text').send('The website is not built yet: run "npm run build".');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    noteAccess(req, { route: pageRoute(await loadBuild(), req.path) });
    if (deps.pageViews) countView(deps.pageViews, deps.limiter, req, res);
    try {
      await handler(req, res, next);
    } catch (err) {
      next(err);
    }
  });
  app.use(site);
}
