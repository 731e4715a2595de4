import express, { type Router } from 'express';
import { z } from 'zod';
import { parseContentImagePath, storeContentImage, type ContentImageStoreDeps } from '@northrock/core/content-image';
import { AppError, type ObjectStore } from '@northrock/core/platform';
import type { RouteDef } from '../../http/route';
import { mediaNotFound, mediaReadOnly, sendStoredObject, storedObjectCache } from '../media/stored-object';
import { readUploads } from '../photo/multipart';

export interface ContentImageDeps extends ContentImageStoreDeps {
  tmpDir: string;
}

/** `POST /api/admin/images`: an image for the site's content, from the admin's image fields. */
export function contentImageRoutes(deps: ContentImageDeps): RouteDef[] {
  return [
    {
      method: 'post',
      path: '/admin/images',
      tag: 'Admin content',
      summary: 'Upload one image for site content (service, project, blog, testimonial, video thumbnail, logo)',
      description:
        'Multipart form data, one file in the field `files`: JPEG, PNG, WebP, AVIF or GIF recognised by its bytes, ' +
        'at most 10 MB and 100 megapixels. The worker re-encodes it (upright, no metadata) into AVIF and WebP at ' +
        "600 and 1200 px wide (never enlarged) before it is public; the answer is the 1200 px WebP's path to put in an " +
        'image field (its siblings: `-600.webp`, `-1200.avif`, `-600.avif`), and it never changes. ' +
        '503 when the worker does not finish within 30 s (nothing is published).',
      auth: true,
      rawBody: {
        contentType: 'multipart/form-data',
        schema: { type: 'object', required: ['files'], properties: { files: { type: 'string', format: 'binary' } } },
      },
      response: {
        status: 201,
        description: 'The stored image',
        schema: z.object({ urls: z.array(z.string()).describe('One site-relative path: /media/content/<id>-1200.webp') }),
      },
      errors: [401, 413, 415, 422, 503],
      handler: async ({ req }) => {
        if (!req.is('multipart/form-data')) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data with the field "files"');
        }
        return { urls: [await storeContentImage(deps, await readUploads(req, deps.tmpDir))] };
      },
    },
  ];
}

/** `/media/content/<id>-<width>.<avif|webp>` (and older `<id>.<type>`): public, cached for good (a new image gets a new name). */
export function contentImageMedia(storage: ObjectStore): Router {
  const router = express.Router();
  router.use(mediaReadOnly);
  router.use(async (req, res) => {
    const image = parseContentImagePath(`/media/content${req.path}`);
    if (!image) return mediaNotFound(res);
    await sendStoredObject(req, res, storage, image.key, {
      cacheControl: storedObjectCache.immutable,
      contentType: image.contentType,
      // Bytes the worker encoded: shown as an image, never run as a document.
      headers: { 'Content-Security-Policy': "default-src 'none'; sandbox" },
    });
  });
  return router;
}
