import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import express, { type Request as ExpressRequest, type Response as ExpressResponse, type Router } from 'express';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server as TusServer, type DataStore, type ServerOptions, type Upload as TusUpload } from '@tus/server';
import { NodeRequest } from 'srvx/node';
import { z } from 'zod';
import {
  checkUploadFilename,
  completePhotoUpload,
  findPhotoUpload,
  isCompleted,
  openPhotoUpload,
  PHOTO_UPLOAD_IDLE_MS,
  PHOTO_UPLOAD_TTL_MS,
  removePhotoUpload,
  uploadLimits,
  uploadRateLimit,
} from '@northrock/core/photo';
import {
  AppError,
  httpStatusOf,
  isDatabaseUnavailable,
  type Config,
  type Logger,
  type ObjectStore,
  type Orm,
  type RateLimiter,
  requestIdOf,
} from '@northrock/core/platform';
import { consumeAddressLimit, UPLOAD_BUCKET } from '../../http/address-limit';
import { clientIp } from '../../http/rest';
import { sweepPhotoUploads } from './photo-upload.sweep';
import { uploadConnections } from './upload-connections';

/** Where the resumable upload server answers (tus 1.0). */
export const PHOTO_UPLOAD_PATH = '/api/tus';
/** The header that names the enquiry on every request about an existing upload. */
const ENQUIRY_HEADER = 'enquiry-id';
const TUS_VERSION = '1.0.0';
const MB = 1024 * 1024;

export interface PhotoUploadDeps {
  config: Pick<Config, 'dataDir' | 'unfinishedUploadsMaxBytes'>;
  orm: Orm;
  storage: ObjectStore;
  limiter: RateLimiter;
  log: Logger;
  /** How long an unfinished upload lives (default 24 h; tests shorten it). */
  ttlMs?: number;
  /** How long an unclaimed unfinished upload may go without bytes (default 1 h). */
  idleMs?: number;
  /** How often this gateway sweeps expired and idle uploads (default every 10 minutes; 0: never, the caller sweeps). */
  sweepEveryMs?: number;
}

export interface PhotoUploads {
  /** Mounted at PHOTO_UPLOAD_PATH, ahead of the JSON body parser and compression. */
  router: Router;
  /** Removes expired and idle unfinished uploads at `now`: their rows (a claimed one is marked missing when expired) and bytes. */
  sweep(now?: Date): Promise<{ expired: number; missing: number; idle: number; files: number }>;
  close(): Promise<void>;
}

const uuid = z.uuid();

/** What one request to the upload server carries beside it: the client's request, the upload it completed, a refusal's Retry-After. */
interface UploadContext {
  req: ExpressRequest;
  completed?: string;
  retryAfterSeconds?: number;
}
/** The bytes of an upload wait here (never served) until complete, then move to the object store. */
export const photoUploadDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'tus');
const spoolDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'tmp', 'uploads');

const tusRefusals: Record<number, string> = {
  409: 'Upload-Offset does not match the bytes the server has: ask with HEAD and resume from there',
  410: 'This upload expired: start it again',
  413: `A photo may be at most ${uploadLimits.maxFileBytes / MB} MB, and a request may not send more than the upload's length`,
};

/** A tus refusal as `{"detail": ...}` (an AppError keeps its message; a fault never shows internals). */
function refusalOf(err: unknown, log: Logger): { status_code: number; body: string } {
  if (err instanceof AppError) return { status_code: httpStatusOf[err.code], body: err.message };
  const tus = err as { status_code?: number; body?: string };
  if (typeof tus.status_code === 'number' && tus.status_code < 500) {
    return { status_code: tus.status_code, body: tusRefusals[tus.status_code] ?? (tus.body ?? 'Bad request').trim() };
  }
  if (isDatabaseUnavailable(err)) return { status_code: 503, body: 'The service is briefly unavailable: please try again in a few seconds.' };
  log.error('photo upload failed', { err });
  return { status_code: 500, body: 'Internal server error' };
}

/**
 * The resumable photo upload server (tus 1.0 with creation, creation-with-upload, termination and
 * expiration): `POST /api/tus` creates an upload for the enquiry named in its metadata (`enquiry`,
 * a UUID), `HEAD`/`PATCH`/`DELETE /api/tus/<id>` carry `Enquiry-Id` (another enquiry's upload is
 * not found). Bytes wait under DATA_DIR/tus; on completion they are sniffed and moved into the
 * object store (docs/decisions/ on why not the S3 store). Refusals are `{"detail": ...}`.
 */
export function createPhotoUploads(deps: PhotoUploadDeps): PhotoUploads {
  const ttlMs = deps.ttlMs ?? PHOTO_UPLOAD_TTL_MS;
  const idleMs = deps.idleMs ?? PHOTO_UPLOAD_IDLE_MS;
  const datastore = new FileStore({ directory: photoUploadDir(deps.config), expirationPeriodInMilliseconds: ttlMs });
  /** Each request the upload server sees: its Express request (the client address), the upload it completed, a refusal's Retry-After. */
  const contextOf = new WeakMap<object, UploadContext>();
  const removeBytes = (id: string) => datastore.remove(id).catch(() => undefined);
  const connections = uploadConnections();

  const options: ServerOptions & { datastore: DataStore } = {
    path: PHOTO_UPLOAD_PATH,
    datastore,
    // One gateway's requests on one upload wait for each other; the client resumes from HEAD anyway.
    locker: new MemoryLocker(),
    maxSize: uploadLimits.maxFileBytes,
    relativeLocation: true,
    namingFunction: () => randomUUID(),
    // Same origin only: no Access-Control-Allow-Origin is ever sent.
    allowedOrigins: () => false,
    allowedHeaders: ['Enquiry-Id'],
    async onUploadCreate(req, upload) {
      const enquiry = upload.metadata?.enquiry ?? '';
      if (!uuid.safeParse(enquiry).success) {
        throw new AppError('VALIDATION', 'Upload-Metadata must name the enquiry: "enquiry" with its client id (a UUID)');
      }
      const header = req.headers.get(ENQUIRY_HEADER);
      if (header !== null && header !== enquiry) throw new AppError('VALIDATION', 'Enquiry-Id and the metadata "enquiry" name different enquiries');
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw new AppError('BAD_REQUEST', 'Upload-Length is required: the length of a photo is known before it is sent');
      }
      checkUploadFilename(upload.metadata?.filename ?? '');
      const origin = contextOf.get(req)?.req;
      const opening = { id: upload.id, client_id: enquiry, ip: origin ? clientIp(origin) : '', size: upload.size };
      await openPhotoUpload(deps.orm.em.fork(), opening, { total: deps.config.unfinishedUploadsMaxBytes });
      return {};
    },
    async onUploadFinish(req, upload: TusUpload) {
      try {
        const stream = datastore.read(upload.id) as Readable;
        await completePhotoUpload(deps.orm.em.fork(), deps.storage, {
          id: upload.id,
          stream,
          filename: upload.metadata?.filename ?? '',
          tmpDir: spoolDir(deps.config),
        });
      } catch (err) {
        // A refused photo leaves nothing here either (its row went with the refusal).
        if (err instanceof AppError && err.code !== 'UNAVAILABLE') await removeBytes(upload.id);
        throw err;
      }
      // The original is in the object store now: this copy goes once the upload server has answered.
      const context = contextOf.get(req);
      if (context) context.completed = upload.id;
      return {};
    },
    onResponseError(req, err) {
      const context = contextOf.get(req);
      if (context && err instanceof AppError) context.retryAfterSeconds = err.extra.retryAfterSeconds;
      return refusalOf(err, deps.log);
    },
  };
  const tus = new TusServer(options);

  /**
   * Sends the upload server's answer; a refusal as `{"detail": ...}` JSON naming the request. Its
   * `Connection: close` after a refusal is left out: a body still coming is drained after the answer
   * (services/gateway/src/http/unread-body.ts), so the client reads it. `Upload-Expires` says when
   * an upload that gets no more bytes goes: an hour from now (one of a sent enquiry lives longer).
   */
  async function send(req: ExpressRequest, res: ExpressResponse, answer: Response, context: UploadContext): Promise<void> {
    answer.headers.forEach((value, name) => {
      if (name === 'upload-expires') {
        res.setHeader(name, new Date(Math.min(Date.parse(value), Date.now() + idleMs)).toUTCString());
      } else if (name === 'tus-extension') {
        // A photo's length is known before it is sent: deferred lengths are refused, so not offered.
        res.setHeader(
          name,
          value
            .split(',')
            .filter((e) => e.trim() !== 'creation-defer-length')
            .join(','),
        );
      } else if (name !== 'content-length' && name !== 'content-type' && name !== 'connection') res.setHeader(name, value);
    });
    if (context.retryAfterSeconds) res.setHeader('Retry-After', String(context.retryAfterSeconds));
    res.status(answer.status);
    if (answer.status < 400) {
      res.end(await answer.text());
      return;
    }
    const detail = (await answer.text()).trim() || 'Bad request';
    const requestId = requestIdOf(req);
    res.json(requestId ? { detail, request_id: requestId } : { detail });
  }

  const router = express.Router();
  router.use(async (req, res, next) => {
    try {
      const method = req.method;
      const id = req.path.replace(/^\/+|\/+$/g, '');
      const onUpload = ['HEAD', 'PATCH', 'DELETE'].includes(method) && id !== '';
      if (!(onUpload || method === 'OPTIONS' || (method === 'POST' && id === ''))) {
        throw new AppError('NOT_FOUND', `No upload route for ${method} ${req.originalUrl.split('?')[0]}`);
      }
      res.setHeader('Cache-Control', 'no-store');
      if (req.headers['upload-checksum'] !== undefined) {
        // tus's checksum extension is not offered (not in Tus-Extension): no algorithm is supported.
        throw new AppError('BAD_REQUEST', 'Upload-Checksum is not supported by this server (no checksum extension): send the bytes without it');
      }
      // Each request carrying bytes (a PATCH, a creation with its first bytes) holds a file and a lock until it ends: a few per address at once.
      const carriesBytes = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
      if (method === 'PATCH' || (method === 'POST' && carriesBytes)) connections.enter(clientIp(req), res);
      if (method === 'POST') {
        await consumeAddressLimit(deps.limiter, req, UPLOAD_BUCKET, uploadRateLimit, 'Too many uploads from your address');
      } else if (method !== 'OPTIONS') {
        const enquiry = String(req.headers[ENQUIRY_HEADER] ?? '');
        const row = uuid.safeParse(id).success && uuid.safeParse(enquiry).success ? await findPhotoUpload(deps.orm.em.fork(), id, enquiry) : undefined;
        if (!row) throw AppError.notFound('Upload');
        if (isCompleted(row)) {
          // Its bytes moved to the object store: the answers of a complete upload, from its row.
          res.setHeader('Tus-Resumable', TUS_VERSION);
          if (method === 'DELETE') {
            await removePhotoUpload(deps.orm.em.fork(), deps.storage, id);
            res.status(204).end();
          } else if (method === 'PATCH' && Number(req.headers['upload-offset']) !== row.size) {
            res.setHeader('Upload-Offset', String(row.size));
            throw new AppError('CONFLICT', 'This upload is already complete');
          } else {
            res.setHeader('Upload-Offset', String(row.size));
            res.setHeader('Upload-Length', String(row.size));
            res.status(method === 'HEAD' ? 200 : 204).end();
          }
          return;
        }
        if (method === 'DELETE') await removePhotoUpload(deps.orm.em.fork(), deps.storage, id);
      }
      req.url = req.originalUrl;
      const request = new NodeRequest({ req, res });
      const context: UploadContext = { req };
      contextOf.set(request, context);
      const answer = await tus.handleWeb(request);
      if (context.completed) await removeBytes(context.completed);
      await send(req, res, answer, context);
    } catch (err) {
      next(err);
    }
  });

  const directory = photoUploadDir(deps.config);
  const sweep = (now?: Date) =>
    sweepPhotoUploads({ orm: deps.orm, directory, removeBytes, deleteExpired: () => datastore.deleteExpired(), ttlMs, idleMs }, now);
  const every = deps.sweepEveryMs ?? 10 * 60 * 1000;
  const timer = every > 0 ? setInterval(() => void sweep().catch((err: unknown) => deps.log.warn('photo upload sweep failed', { err })), every) : undefined;
  timer?.unref();
  return {
    router,
    sweep,
    async close() {
      if (timer) clearInterval(timer);
    },
  };
}
