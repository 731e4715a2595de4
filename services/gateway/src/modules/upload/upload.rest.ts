import busboy from 'busboy';
import type { Request } from 'express';
import { z } from 'zod';
import { uploadLimits } from '@northrock/core/modules/contact/contact.schemas';
import {
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
import { withAddressLimit } from '../contact/contact.rest';

const MB = 1024 * 1024;
const FIELD = 'files';
/** The whole request may hold five full files plus multipart overhead. */
const MAX_REQUEST_BYTES = uploadLimits.maxFiles * uploadLimits.maxFileBytes + MB;

export interface UploadDeps {
  storage: ObjectStore;
  limiter: RateLimiter;
  /** Where files wait (on local disk) while they are checked. */
  tmpDir: string;
}

/**
 * Streams the multipart body: each file is checked and spooled to disk as it arrives, the
 * whole request is read to its end (so the client gets the answer, not a reset), and the
 * first problem wins. On any problem every spooled file is deleted.
 */
export function readUploads(req: Request, tmpDir: string): Promise<SpooledUpload[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Keep the name as sent: one that names folders is refused, not silently cut down.
        preservePath: true,
        limits: { files: uploadLimits.maxFiles, fileSize: uploadLimits.maxFileBytes + 1, fields: 20, fieldSize: 1024, parts: 30 },
      });
    } catch {
      reject(new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the photos as multipart/form-data in the repeated field "${FIELD}"`));
      return;
    }
    const spooling: Promise<SpooledUpload>[] = [];
    let problem: unknown;
    const fail = (err: unknown) => {
      problem ??= err;
    };
    parser.on('file', (field, stream, info) => {
      if (field !== FIELD) {
        fail(new AppError('VALIDATION', `Unexpected file field "${field.slice(0, 40)}": send photos in the repeated field "${FIELD}"`));
      }
      if (problem) {
        stream.resume();
        return;
      }
      const job = spoolUpload(stream, info.filename ?? '', tmpDir);
      job.catch(fail);
      spooling.push(job);
    });
    parser.on('filesLimit', () =>
      fail(new AppError('PAYLOAD_TOO_LARGE', `Too many files: at most ${uploadLimits.maxFiles} photos per upload`)),
    );
    parser.on('partsLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', 'Too many parts in the upload')));
    parser.on('fieldsLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', 'Too many fields in the upload')));
    parser.on('error', (err: Error) => fail(new AppError('BAD_REQUEST', `Malformed multipart body: ${err.message}`)));
    parser.on('close', () => {
      void Promise.allSettled(spooling).then(async (results) => {
        const spooled = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        if (!problem && !spooled.length) {
          fail(new AppError('VALIDATION', `No photo received: send one to ${uploadLimits.maxFiles} images in the field "${FIELD}"`));
        }
        if (problem) {
          await discardSpooled(spooled);
          reject(problem);
        } else resolve(spooled);
      });
    });
    req.on('aborted', () => fail(new AppError('BAD_REQUEST', 'Upload aborted')));
    req.pipe(parser);
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
        return withAddressLimit(deps.limiter, req, 'POST /api/upload', uploadRateLimit, 'Too many uploads from your address', async () => {
          const files = await readUploads(req, deps.tmpDir);
          return { urls: await storeUploads(em, deps.storage, files, clientIp(req)) };
        });
      },
    },
  ];
}
