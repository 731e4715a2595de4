import { Transform, type Readable } from 'node:stream';
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { Request } from 'express';
import { z } from 'zod';
import { uploadLimits } from '@northrock/core/modules/contact/contact.schemas';
import { hasControlCharacters } from '@northrock/core/modules/shared/validate';
import {
  checkUploadFilename,
  discardSpooled,
  spoolUpload,
  storeUploads,
  uploadRateLimit,
  type SpooledUpload,
} from '@northrock/core/modules/contact/upload.service';
import { AppError } from '@northrock/core/platform/errors';
import type { RateLimiter } from '@northrock/core/platform/rate-limit';
import type { ObjectStore } from '@northrock/core/platform/storage';
import { clientIp } from '../../http/rest';
import type { RouteDef } from '../../http/route';
import { consumeAddressLimit } from '../contact/contact.rest';

const MB = 1024 * 1024;
const FIELD = 'files';
/** The one budget of photo uploads per address, for the API and the contact page's own form. */
export const UPLOAD_BUCKET = 'upload';
/** The whole request may hold five full files plus multipart overhead. */
const MAX_REQUEST_BYTES = uploadLimits.maxFiles * uploadLimits.maxFileBytes + MB;

export interface UploadDeps {
  storage: ObjectStore;
  limiter: RateLimiter;
  /** Where files wait (on local disk) while they are checked. */
  tmpDir: string;
}

/**
 * Watches the raw part headers on their way to the parser. A control character in a header (a
 * file name holding CR/LF, NUL, 0x01...) is refused as soon as that header has arrived: the
 * parser would silently cut such a name short and then wait for the rest of the body.
 */
function partHeaderGuard(contentType: string | undefined, onBad: (err: AppError) => void): Transform {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  let pending = '';
  let inHeaders = false;
  let tripped = false;
  const refuse = (message: string) => {
    tripped = true;
    onBad(new AppError('VALIDATION', message));
  };
  const checkHeaders = (block: string) => {
    for (const line of block.replace(/^\r\n/, '').split('\r\n')) {
      if (hasControlCharacters(line) || (line !== '' && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/.test(line))) {
        return refuse('A part header (such as its file name) must not contain line breaks or control characters');
      }
    }
  };
  const scan = (text: string) => {
    pending += text;
    while (!tripped) {
      if (!inHeaders) {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          pending = pending.slice(-(delimiter.length + 4));
          return;
        }
        pending = pending.slice(at + delimiter.length);
        if (pending.startsWith('--')) return; // the closing delimiter: only the epilogue follows
        inHeaders = true;
      }
      const end = pending.indexOf('\r\n\r\n');
      if (end < 0) {
        if (pending.length > 16 * 1024) refuse('A part header is too long');
        return;
      }
      checkHeaders(pending.slice(0, end));
      pending = pending.slice(end + 4);
      inHeaders = false;
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!tripped && delimiter.length > 2) scan(chunk.toString('latin1'));
      done(null, chunk);
    },
  });
}

export interface MultipartOptions {
  /** The photos' field (default `files`, the API's; the contact page's form names it `photos`). */
  fileField?: string;
  /** Text fields kept (a form posted with its photos); the API's upload has none. */
  fields?: readonly string[];
}

export interface MultipartBody {
  files: SpooledUpload[];
  fields: Record<string, string>;
  /** The first problem inside a file (type, size); every spooled file is deleted then. */
  problem?: unknown;
}

/** `POST /api/upload`'s body: the photos, or the first problem as an AppError. */
export async function readUploads(req: Request, tmpDir: string): Promise<SpooledUpload[]> {
  const { files, problem } = await readMultipart(req, tmpDir);
  if (problem) throw problem;
  if (!files.length) throw new AppError('VALIDATION', `No photo received: send one to ${uploadLimits.maxFiles} images in the field "${FIELD}"`);
  return files;
}

/**
 * Streams the multipart body: each file is checked and spooled to disk as it arrives. A problem
 * with the envelope (a malformed body, a part header with control characters, an unexpected
 * field, too many parts) rejects at once: the rest of the body is not read, and the error
 * handler closes the connection after the answer. A problem inside a file (type, size) lets
 * the request finish first, so the client reads the answer rather than a reset, and comes back
 * as `problem`. On any problem every spooled file is deleted. An empty file part (a form's file
 * input left empty) is no file.
 */
export function readMultipart(req: Request, tmpDir: string, opts: MultipartOptions = {}): Promise<MultipartBody> {
  const fileField = opts.fileField ?? FIELD;
  const kept = new Set(opts.fields ?? []);
  return new Promise((resolve, reject) => {
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: req.headers as BusboyHeaders,
        // Keep the name as sent: one that names folders is refused, not silently cut down.
        preservePath: true,
        // A form's text (the longest, Description, is 5,000 characters) fits in 32 KB of UTF-8.
        limits: {
          files: uploadLimits.maxFiles,
          fileSize: uploadLimits.maxFileBytes + 1,
          fields: 20,
          fieldSize: kept.size ? 32 * 1024 : 1024,
          parts: 30,
          headerPairs: 20,
        },
      });
    } catch {
      reject(new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the photos as multipart/form-data in the repeated field "${fileField}"`));
      return;
    }
    const spooling: Promise<SpooledUpload>[] = [];
    const streams: Readable[] = [];
    const fields: Record<string, string> = {};
    let problem: unknown;
    let settled = false;
    const cleanUp = async () => {
      const results = await Promise.allSettled(spooling);
      await discardSpooled(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    };
    /** Stops reading the request and answers now. */
    const abort = (err: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(guard);
      guard.unpipe(parser);
      for (const stream of streams) stream.destroy();
      void cleanUp().finally(() => reject(err));
    };
    const fail = (err: unknown) => {
      problem ??= err;
    };
    parser.on('file', (field: string, stream: Readable, filename: string) => {
      streams.push(stream);
      if (field === fileField && !filename) {
        stream.resume();
        return;
      }
      if (field !== fileField) {
        return abort(new AppError('VALIDATION', `Unexpected file field "${field.slice(0, 40)}": send photos in the repeated field "${fileField}"`));
      }
      try {
        checkUploadFilename(filename);
      } catch (err) {
        return abort(err);
      }
      if (problem) {
        stream.resume();
        return;
      }
      const job = spoolUpload(stream, filename, tmpDir);
      job.catch(fail);
      spooling.push(job);
    });
    parser.on('field', (name: string, value: string) => {
      if (hasControlCharacters(name)) return abort(new AppError('VALIDATION', 'A form field name must not contain control characters'));
      if (kept.has(name)) fields[name] = value;
    });
    parser.on('filesLimit', () =>
      fail(new AppError('PAYLOAD_TOO_LARGE', `Too many files: at most ${uploadLimits.maxFiles} photos per upload`)),
    );
    parser.on('partsLimit', () => abort(new AppError('PAYLOAD_TOO_LARGE', 'Too many parts in the upload')));
    parser.on('fieldsLimit', () => abort(new AppError('PAYLOAD_TOO_LARGE', 'Too many fields in the upload')));
    parser.on('error', (err: unknown) =>
      abort(new AppError('BAD_REQUEST', `Malformed multipart body: ${err instanceof Error ? err.message : 'unreadable'}`)),
    );
    parser.on('finish', () => {
      void Promise.allSettled(spooling).then(async (results) => {
        if (settled) return;
        settled = true;
        const spooled = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        if (problem) {
          await discardSpooled(spooled);
          resolve({ files: [], fields, problem });
        } else resolve({ files: spooled, fields });
      });
    });
    req.on('aborted', () => abort(new AppError('BAD_REQUEST', 'Upload aborted')));
    const guard = partHeaderGuard(req.headers['content-type'], abort);
    req.pipe(guard).pipe(parser);
  });
}

const filesSchema = {
  type: 'object',
  required: [FIELD],
  properties: {
    [FIELD]: {
      type: 'array',
      minItems: 1,
      maxItems: uploadLimits.maxFiles,
      items: { type: 'string', format: 'binary' },
      description: `Up to ${uploadLimits.maxFiles} images of at most ${uploadLimits.maxFileBytes / MB} MB each: JPEG, PNG, WebP, AVIF or GIF, recognised by their content.`,
    },
  },
};

export function uploadRoutes(deps: UploadDeps): RouteDef[] {
  return [
    {
      method: 'post',
      path: '/upload',
      tag: 'Contact',
      summary: 'Upload photos for an enquiry; send the returned paths as photo_urls of POST /contact',
      description:
        `Multipart form data with the repeated field \`${FIELD}\`: at most ${uploadLimits.maxFiles} files, ${uploadLimits.maxFileBytes / MB} MB each, ` +
        'images only (JPEG, PNG, WebP, AVIF, GIF) checked by their bytes, at most 100 megapixels. Any bad file refuses the whole upload ' +
        '(413 too many or too large, 415 not an accepted image, 422 bad name or dimensions) and stores nothing. Photos no submission ' +
        'claims within 24 hours are deleted. Publicly a returned path shows a re-encoded copy, never the file as uploaded. ' +
        `Limited to ${uploadRateLimit.limit} uploads per ${uploadRateLimit.windowSeconds / 60} minutes per address.`,
      rawBody: { contentType: 'multipart/form-data', schema: filesSchema },
      response: {
        status: 201,
        description: 'The stored photos, in the order sent',
        schema: z.object({ urls: z.array(z.string()).describe('Site-relative paths: /media/uploads/<id>.<type>') }),
      },
      errors: [413, 415, 422, 429, 503],
      handler: async ({ req, res, em }) => {
        if (!req.is('multipart/form-data')) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be multipart/form-data with the repeated field "${FIELD}"`);
        }
        if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
          res.setHeader('Connection', 'close');
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `Upload too large: at most ${uploadLimits.maxFiles} files of ${uploadLimits.maxFileBytes / MB} MB each`,
          );
        }
        await consumeAddressLimit(deps.limiter, req, UPLOAD_BUCKET, uploadRateLimit, 'Too many uploads from your address');
        const files = await readUploads(req, deps.tmpDir);
        return { urls: await storeUploads(em, deps.storage, files, clientIp(req)) };
      },
    },
  ];
}
