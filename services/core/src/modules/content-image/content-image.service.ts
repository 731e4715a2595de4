import { acceptedImageTypes, isAcceptedImageExt } from '../../platform/image';
import type { ObjectStore } from '../../platform/storage';
import { AppError } from '../../platform/errors';
import { discardSpooled, type SpooledUpload } from '../contact/upload.service';

/**
 * Images the admin puts on the site (service, blog, testimonial, logo...): unlike a lead's
 * photos they are public at once and kept until replaced. The admin's browser re-encodes each
 * one before sending it (metadata such as GPS gone, at most 1600 px, see docs/admin.md); the
 * server checks it like any upload (type by its bytes, size, pixels, name) and stores it under
 * a random name.
 */
const PATH = /^\/media\/content\/([0-9a-f-]{36})\.(jpg|png|webp|avif|gif)$/;

export const contentImageKey = (id: string, ext: string) => `content/${id}.${ext}`;
export const contentImagePath = (id: string, ext: string) => `/media/${contentImageKey(id, ext)}`;

/** The object key and type behind a `/media/content/...` path, or undefined for anything else. */
export function parseContentImagePath(path: string): { key: string; contentType: string } | undefined {
  const m = PATH.exec(path);
  if (!m || !isAcceptedImageExt(m[2]!)) return undefined;
  return { key: contentImageKey(m[1]!, m[2]!), contentType: acceptedImageTypes[m[2]!] };
}

/** Stores one checked upload as a content image; answers its public path. */
export async function storeContentImage(storage: ObjectStore, files: SpooledUpload[]): Promise<string> {
  try {
    const [file] = files;
    if (!file || files.length !== 1) throw new AppError('VALIDATION', 'Send exactly one image in the field "files"');
    await storage.putFile(contentImageKey(file.id, file.ext), file.tmpPath, file.contentType);
    return contentImagePath(file.id, file.ext);
  } finally {
    await discardSpooled(files);
  }
}
