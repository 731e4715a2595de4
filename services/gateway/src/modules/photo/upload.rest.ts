import { z } from 'zod';
import { storeUploads, uploadLimits, uploadRateLimit } from '@northrock/core/photo';
import { AppError, type ObjectStore, type RateLimiter } from '@northrock/core/platform';
import { clientIp } from '../../http/rest';
import type { RouteDef } from '../../http/route';
import { consumeAddressLimit, UPLOAD_BUCKET } from '../../http/address-limit';
import { readUploads, UPLOAD_FIELD } from './multipart';

const MB = 1024 * 1024;
/** The whole request may hold five full files plus multipart overhead. */
const MAX_REQUEST_BYTES = uploadLimits.maxFiles * uploadLimits.maxFileBytes + MB;

export interface UploadDeps {
  storage: ObjectStore;
  limiter: RateLimiter;
  /** Where files wait (on local disk) while they are checked. */
  tmpDir: string;
}

const filesSchema = {
  type: 'object',
  required: [UPLOAD_FIELD],
  properties: {
    [UPLOAD_FIELD]: {
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
      summary: 'Upload photos for a lead; send the returned paths as photo_urls of POST /contact',
      description:
        `Multipart form data with the repeated field \`${UPLOAD_FIELD}\`: at most ${uploadLimits.maxFiles} files, ${uploadLimits.maxFileBytes / MB} MB each, ` +
        'images only (JPEG, PNG, WebP, AVIF, GIF) checked by their bytes, at most 100 megapixels. Any bad file refuses the whole upload ' +
        '(413 too many or too large, 415 not an accepted image, 422 bad name or dimensions) and stores nothing. Photos no lead ' +
        'claims within 24 hours are deleted. Publicly a returned path shows a re-encoded copy, never the file as uploaded. ' +
        `Limited to ${uploadRateLimit.limit} uploads per ${uploadRateLimit.windowSeconds / 60} minutes per address.`,
      rawBody: { contentType: 'multipart/form-data', schema: filesSchema },
      response: {
        status: 201,
        description: 'The stored photos, in the order sent',
        schema: z.object({ urls: z.array(z.string()).describe('Site-relative paths: /media/uploads/<id>.<type>') }),
      },
      errors: [413, 415, 422, 429, 503],
      handler: async ({ req, em }) => {
        if (!req.is('multipart/form-data')) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be multipart/form-data with the repeated field "${UPLOAD_FIELD}"`);
        }
        if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
          throw new AppError('PAYLOAD_TOO_LARGE', `Upload too large: at most ${uploadLimits.maxFiles} files of ${uploadLimits.maxFileBytes / MB} MB each`);
        }
        await consumeAddressLimit(deps.limiter, req, UPLOAD_BUCKET, uploadRateLimit, 'Too many uploads from your address');
        const files = await readUploads(req, deps.tmpDir);
        return { urls: await storeUploads(em, deps.storage, files, clientIp(req)) };
      },
    },
  ];
}
