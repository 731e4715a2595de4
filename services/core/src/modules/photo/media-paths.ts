/**
 * The one place that knows the shapes of stored objects: their keys in the store and their
 * paths under `/media`. Pure, no imports (the web's contact form bundles the upload pattern).
 * Every path is matched whole, so `..`, encoded or not, never reaches the store.
 *
 * | what                          | object key                   | path                                   |
 * |-------------------------------|------------------------------|----------------------------------------|
 * | lead photo, as uploaded       | `originals/<id>.<ext>`       | `/media/originals/<id>.<ext>` (signed, admin only) |
 * | what an upload path shows     | -                            | `/media/uploads/<id>.<ext>` -> large   |
 * | large variant (~1600 px WebP) | `variants/<id>/large.webp`   | `/media/variants/<id>/large.webp`      |
 * | thumbnail (~400 px JPEG)      | `variants/<id>/thumb.jpg`    | `/media/variants/<id>/thumb.jpg`       |
 * | content image (admin upload)  | `content/<id>[-<width>].<ext>` | `/media/content/<id>[-<width>].<ext>` (public) |
 */

/** A random upload id (`crypto.randomUUID()`). */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The image types an upload may be (platform/image.ts checks the bytes). */
const IMAGE_EXT = '(jpg|png|webp|avif|gif)';

/** What `POST /api/upload` answers for each stored photo: `/media/uploads/<uuid>.<type>`. */
export const uploadedPathPattern = new RegExp(`^/media/uploads/(${UUID})\\.${IMAGE_EXT}$`);
const originalPathPattern = new RegExp(`^/media/originals/(${UUID})\\.${IMAGE_EXT}$`);
const originalKeyPattern = new RegExp(`^originals/(${UUID})\\.${IMAGE_EXT}$`);
const variantPathPattern = new RegExp(`^/media/variants/(${UUID})/(large\\.webp|thumb\\.jpg)$`);
/** `<id>-600`, `<id>-1200` (the variants), or `<id>` alone (images from before them). */
const contentPathPattern = new RegExp(`^/media/content/(${UUID}(?:-600|-1200)?)\\.${IMAGE_EXT}$`);

export interface UploadRef {
  id: string;
  ext: string;
}

const refOf = (pattern: RegExp, value: string): UploadRef | undefined => {
  const m = pattern.exec(value);
  return m ? { id: m[1]!, ext: m[2]! } : undefined;
};

/** `/media/uploads/<id>.<ext>`, or undefined for anything else. */
export const parseUploadPath = (path: string) => refOf(uploadedPathPattern, path);
/** `/media/originals/<id>.<ext>`, or undefined for anything else. */
export const parseOriginalPath = (path: string) => refOf(originalPathPattern, path);
/** The upload behind an `originals/<id>.<ext>` object key (the sweep of orphans). */
export const parseOriginalKey = (key: string) => refOf(originalKeyPattern, key);

/** `/media/variants/<id>/large.webp|thumb.jpg` -> its object key, or undefined. */
export function parseVariantPath(path: string): string | undefined {
  const m = variantPathPattern.exec(path);
  if (!m) return undefined;
  return m[2] === 'large.webp' ? mediaKeys.large({ id: m[1]! }) : mediaKeys.thumb({ id: m[1]! });
}

/** `/media/content/<name>.<ext>` -> its object key and extension, or undefined. */
export function parseContentPath(path: string): { key: string; ext: string } | undefined {
  const m = contentPathPattern.exec(path);
  return m ? { key: `content/${m[1]!}.${m[2]!}`, ext: m[2]! } : undefined;
}

export const uploadPath = (ref: UploadRef) => `/media/uploads/${ref.id}.${ref.ext}`;

export const mediaKeys = {
  original: (ref: UploadRef) => `originals/${ref.id}.${ref.ext}`,
  large: (ref: Pick<UploadRef, 'id'>) => `variants/${ref.id}/large.webp`,
  thumb: (ref: Pick<UploadRef, 'id'>) => `variants/${ref.id}/thumb.jpg`,
};

/** The `/media/...` path that serves an object key. */
export const mediaPath = (key: string) => `/media/${key}`;
