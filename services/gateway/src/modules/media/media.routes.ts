import express, { type Router } from 'express';
import { mediaKeys, parseOriginalPath, parseUploadPath, parseVariantPath } from '@northrock/core/photo';
import type { ObjectStore, Orm } from '@northrock/core/platform';
import { sessionIsLive, type LinkSigner } from './signed-links';
import { mediaNotFound, mediaReadOnly, sendStoredObject, storedObjectCache } from './stored-object';

/** How long a signed link to an original works (the admin's session must also still be live). */
export const ORIGINAL_LINK_TTL_SECONDS = 60 * 60;
const ORIGINAL_LINK_PURPOSE = 'media-original';

/** `/media/originals/...?token=...`: what the admin's browser opens for a photo as uploaded. */
export function signOriginalPath(signer: LinkSigner, sessionId: string) {
  return (path: string) => `${path}?token=${signer.sign(ORIGINAL_LINK_PURPOSE, path, sessionId, ORIGINAL_LINK_TTL_SECONDS)}`;
}

/**
 * `/media/...`: only three shapes of path exist, each matched whole (so `..`, encoded or not,
 * never reaches the store):
 * - `/media/variants/<id>/large.webp|thumb.jpg`: re-encoded, metadata-free; public, cached a year.
 * - `/media/uploads/<id>.<ext>` (what the upload answered): redirects to the large variant
 *   once it exists, so the public never gets the bytes as uploaded.
 * - `/media/originals/<id>.<ext>?token=...`: the bytes as uploaded, for the signed-in admin
 *   only, through a signed link the admin API hands out (`photos[].original_url`).
 */
export function mediaRouter(deps: { storage: ObjectStore; orm: Orm; signer: LinkSigner }): Router {
  const router = express.Router();
  router.use(mediaReadOnly);
  router.use(async (req, res) => {
    const path = req.path;
    const key = parseVariantPath(`/media${path}`);
    if (key) {
      // Emails and other sites may show thumbnails: allow cross-origin embedding of variants only.
      return sendStoredObject(req, res, deps.storage, key, {
        cacheControl: storedObjectCache.immutable,
        headers: { 'Cross-Origin-Resource-Policy': 'cross-origin' },
      });
    }
    const upload = parseUploadPath(`/media${path}`);
    if (upload) {
      if (!(await deps.storage.stat(mediaKeys.large(upload)))) {
        return mediaNotFound(res, 'This photo is not available (it may still be processing)');
      }
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.redirect(302, `/media/${mediaKeys.large(upload)}`);
      return;
    }
    const original = parseOriginalPath(`/media${path}`);
    if (original) {
      const { id, ext } = original;
      const token = typeof req.query.token === 'string' ? req.query.token : undefined;
      const sid = deps.signer.verify(ORIGINAL_LINK_PURPOSE, `/media${path}`, token);
      if (!sid || !(await sessionIsLive(deps.orm.em.fork(), sid))) {
        res.status(403).setHeader('Cache-Control', 'no-store').json({
          detail: 'Original photos open only from the admin contacts page while signed in (this link expired or was never valid)',
        });
        return;
      }
      return sendStoredObject(req, res, deps.storage, mediaKeys.original({ id, ext }), {
        cacheControl: storedObjectCache.privateNoStore,
        headers: {
          // Bytes as uploaded: never sniffed, never scripted, never framed.
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          'Content-Disposition': `inline; filename="photo-${id}.${ext}"`,
          'Referrer-Policy': 'no-referrer',
        },
      });
    }
    mediaNotFound(res);
  });
  return router;
}
