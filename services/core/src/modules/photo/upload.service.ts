import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';
import { acceptedImageTypes, declaredImageSize, isAcceptedImageExt, maxImagePixels, maxPixelsFor, type AcceptedImageExt } from '../../platform/image';
import type { RateLimitRule } from '../../platform/rate-limit';
import { uploadLimits } from './photo.schemas';

/** Per client address: a homeowner uploads once or twice; a script gets 429. */
export const uploadRateLimit: RateLimitRule = { limit: 60, windowSeconds: 10 * 60 };

/** Enough of the file to recognise its type and read its declared size (JPEG EXIF can be 64 KB+). */
const HEAD_BYTES = 256 * 1024;
const MB = 1024 * 1024;
const acceptedNames = 'JPEG, PNG, WebP, AVIF or GIF';

export interface SpooledUpload {
  id: string;
  ext: AcceptedImageExt;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The bytes, on local disk until `storeUploads` moves them into the object store. */
  tmpPath: string;
}

const quoted = (name: string) => JSON.stringify(name.length > 80 ? `${name.slice(0, 77)}...` : name);

/** File names are never used to store anything; one that tries to name a folder is refused. */
export function checkUploadFilename(name: string): void {
  // eslint-disable-next-line no-control-regex
  if (/[/\\]|\.\.|[\u0000-\u001f\u007f]/.test(name)) {
    throw new AppError('VALIDATION', `File name ${quoted(name)} is not allowed: it must not contain "/", "\\", ".." or control characters`);
  }
}

async function inspect(head: Buffer, label: string): Promise<{ ext: AcceptedImageExt; width: number | null; height: number | null }> {
  const type = await fileTypeFromBuffer(head);
  if (type?.ext === 'heic' || type?.mime === 'image/heic' || type?.mime === 'image/heif') {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${label} is a HEIC photo, which this server cannot process: send it as ${acceptedNames} (iPhone: Settings > Camera > Formats > Most Compatible)`,
    );
  }
  if (!type || !isAcceptedImageExt(type.ext)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${label} is not an image (${type ? `its content is ${type.mime}` : 'its content is not a known image format'}); accepted: ${acceptedNames}`,
    );
  }
  const size = declaredImageSize(head, type.ext);
  const limit = maxPixelsFor(type.ext);
  if (size && (size.width < 1 || size.height < 1 || size.width * size.height > limit)) {
    throw new AppError(
      'VALIDATION',
      `${label} declares ${size.width}x${size.height} pixels; the limit is ${limit / 1_000_000} megapixels${limit < maxImagePixels ? ` for ${type.ext.toUpperCase()} photos` : ''}`,
    );
  }
  return { ext: type.ext, width: size?.width ?? null, height: size?.height ?? null };
}

async function write(out: WriteStream, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/**
 * Reads one uploaded file to its end (so a multipart parser can go on), checking on the way
 * its name, its type by content, its declared pixel size and its byte size; the bytes go
 * to a temporary file, never whole into memory. Throws the first problem as an AppError
 * (413/415/422) and then leaves nothing behind.
 */
export async function spoolUpload(stream: Readable, filename: string, tmpDir: string): Promise<SpooledUpload> {
  const label = `File ${quoted(filename || '(unnamed)')}`;
  let problem: unknown;
  try {
    checkUploadFilename(filename);
  } catch (err) {
    problem = err;
  }
  const id = randomUUID();
  const tmpPath = join(tmpDir, `${id}.part`);
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  let out: WriteStream | undefined;
  let info: Awaited<ReturnType<typeof inspect>> | undefined;

  const startWriting = async () => {
    info = await inspect(Buffer.concat(head), label);
    await mkdir(tmpDir, { recursive: true });
    out = createWriteStream(tmpPath);
    for (const chunk of head) await write(out, chunk);
    head.length = 0;
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (problem) continue; // keep reading: the rest of the request must be consumed
      try {
        if (size > uploadLimits.maxFileBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', `${label} is larger than the ${uploadLimits.maxFileBytes / MB} MB limit`);
        }
        if (out) await write(out, chunk);
        else {
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes >= HEAD_BYTES) await startWriting();
        }
      } catch (err) {
        problem = err;
      }
    }
  } catch {
    // The request was cut short (or refused for another part): nothing of this file is kept.
    problem ??= new AppError('BAD_REQUEST', 'Upload aborted');
  }
  if (!problem && !out) {
    try {
      await startWriting();
    } catch (err) {
      problem = err;
    }
  }
  if (out) {
    out.end();
    await once(out, 'close').catch(() => undefined);
  }
  if (problem || !info) {
    await rm(tmpPath, { force: true });
    throw problem;
  }
  return { id, ext: info.ext, contentType: acceptedImageTypes[info.ext], size, width: info.width, height: info.height, tmpPath };
}

/** Deletes spool files a crashed gateway left behind (older than an hour: no upload takes that long). */
export async function removeStaleSpools(tmpDir: string, maxAgeMs = 60 * 60 * 1000): Promise<void> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const path = join(tmpDir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > maxAgeMs) await rm(path, { force: true });
  }
}

/** Removes the temporary files of spooled uploads. */
export async function discardSpooled(files: SpooledUpload[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.tmpPath, { force: true })));
}
