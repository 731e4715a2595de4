import { uploadedPathPattern } from './contact.schemas';

/**
 * Where a lead's photos live. Object keys (in the store) and public paths (under `/media`):
 *
 * | what                          | object key                   | path                                   |
 * |-------------------------------|------------------------------|----------------------------------------|
 * | original, as uploaded         | `originals/<id>.<ext>`       | `/media/originals/<id>.<ext>` (signed, admin only) |
 * | what an upload path shows     | -                            | `/media/uploads/<id>.<ext>` -> large   |
 * | large variant (~1600 px WebP) | `variants/<id>/large.webp`   | `/media/variants/<id>/large.webp`      |
 * | thumbnail (~400 px JPEG)      | `variants/<id>/thumb.jpg`    | `/media/variants/<id>/thumb.jpg`       |
 */
export interface UploadRef {
  id: string;
  ext: string;
}

export function parseUploadPath(path: string): UploadRef | undefined {
  const m = uploadedPathPattern.exec(path);
  return m ? { id: m[1]!, ext: m[2]! } : undefined;
}

export const uploadPath = (ref: UploadRef) => `/media/uploads/${ref.id}.${ref.ext}`;

export const mediaKeys = {
  original: (ref: UploadRef) => `originals/${ref.id}.${ref.ext}`,
  large: (ref: Pick<UploadRef, 'id'>) => `variants/${ref.id}/large.webp`,
  thumb: (ref: Pick<UploadRef, 'id'>) => `variants/${ref.id}/thumb.jpg`,
};

/** The `/media/...` path that serves an object key. */
export const mediaPath = (key: string) => `/media/${key}`;
