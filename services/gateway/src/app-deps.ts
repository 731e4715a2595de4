import { join } from 'node:path';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { AuthService } from '@northrock/core/admin';
import type { FormTokens } from '@northrock/core/lead';
import type { PageViewCounter } from '@northrock/core/page-views';
import type { ReviewLinks } from '@northrock/core/review';
import type { Config, Logger, ObjectStore, Orm, RateLimiter } from '@northrock/core/platform';
import type { JobQueue } from '@northrock/core/registry';
import type { PublicReadCache } from './http/public-cache';
import type { ServerTimeouts } from './http/server';
import type { HealthCheck } from './modules/health/health.rest';
import type { LiveLeads } from './modules/live-leads/live-leads';
import type { LinkSigner } from './modules/media/signed-links';
import type { PhotoUploads } from './modules/photo/photo-upload.routes';

/** What the HTTP surface is built from (main.ts wires the real ones, tests their own); shared by app.ts, graphql/ and web/. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  auth: AuthService;
  log: Logger;
  healthChecks: Record<string, HealthCheck>;
  /** Uploaded photos and their variants (S3/MinIO or DATA_DIR/media). */
  storage: ObjectStore;
  /** Per-address limits of the public writes (uploads, enquiries). */
  limiter: RateLimiter;
  /** Signs the links the admin's browser opens without a bearer header (originals, queue dashboard). */
  signer: LinkSigner;
  /** Signs and checks the contact form's render time (spam defence). */
  formTokens: FormTokens;
  /** Signs and checks the review and unsubscribe links of the e-mails to homeowners; without it those pages answer UNAVAILABLE. */
  reviewLinks?: ReviewLinks;
  /**
   * The job queues: shown in the admin's queue dashboard, and running the re-encode of
   * content images (without them the dashboard is not mounted and image uploads answer 503).
   */
  queue?: Pick<JobQueue, 'bullQueues' | 'run' | 'counts'>;
  /** How long an image upload waits for the worker's re-encode (default 30 s; tests shorten it). */
  contentImageTimeoutMs?: number;
  /** Request and answer time limits (http/server.ts; tests shorten them). */
  timeouts?: ServerTimeouts;
  /** Public reads (REST, GraphQL, server rendering) answered from a versioned cache; without it every read hits the database. */
  publicReads?: PublicReadCache;
  /** Counts views of the public pages (aggregated per route and day; nothing about the visitor). */
  pageViews?: PageViewCounter;
  /** New leads pushed to the open admin screens of every gateway (Redis); without it the `leadReceived` subscription answers UNAVAILABLE. */
  liveLeads?: LiveLeads;
  /** The resumable photo upload server (`/api/tus`); without it that path is not served. */
  photoUploads?: PhotoUploads;
  /** Where the website comes from: the built `web/build` (default), or Vite's dev server (`make dev`). */
  web?: WebSource;
}

/** The website's server build and browser files. */
export interface WebSource {
  /** The server build: loaded once from `web/build`, or fresh from Vite on each request in development. */
  loadBuild(): Promise<ServerBuild>;
  /** Answers the browser's files (built assets, or Vite's modules and hot-reload client); calls next() for the rest. */
  assets: RequestHandler;
  /** False while there is nothing to render (web/build missing). */
  ready(): boolean;
  close?(): Promise<void>;
}

/** Where uploads wait on local disk while they are checked. */
export const uploadSpoolDir = (config: Config) => join(config.dataDir, 'tmp', 'uploads');

/** JSON bodies above this answer 413 (uploads have their own limits). */
export const JSON_BODY_LIMIT = '256kb';
