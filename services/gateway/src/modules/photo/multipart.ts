import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { Request } from 'express';
import { hasControlCharacters } from '@northrock/core/shared';
import { checkUploadFilename, discardSpooled, spoolUpload, uploadLimits, type SpooledUpload } from '@northrock/core/photo';
import { AppError } from '@northrock/core/platform';

/** The API's field for photos (`POST /api/upload`, `POST /api/admin/images`). */
export const UPLOAD_FIELD = 'files';

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

/** What a body is read from: an Express request, or a Fetch request's body as a Node stream with its headers. */
export type MultipartSource = Pick<Readable, 'pipe' | 'unpipe' | 'on'> & { headers: IncomingHttpHeaders };

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
  if (!files.length) throw new AppError('VALIDATION', `No photo received: send one to ${uploadLimits.maxFiles} images in the field "${UPLOAD_FIELD}"`);
  return files;
}

/**
 * Streams the multipart body: each file is checked and spooled to disk as it arrives. A problem
 * with the envelope (a malformed body, a part header with control characters, an unexpected
 * field, too many parts) rejects at once: the rest of the body is not parsed (it is drained after
 * the answer, services/gateway/src/http/unread-body.ts). A problem inside a file (type, size) lets
 * the request finish first, so the client reads the answer rather than a reset, and comes back
 * as `problem`. On any problem every spooled file is deleted. An empty file part (a form's file
 * input left empty) is no file.
 */
export function readMultipart(req: MultipartSource, tmpDir: string, opts: MultipartOptions = {}): Promise<MultipartBody> {
  const fileField = opts.fileField ?? UPLOAD_FIELD;
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
    parser.on('filesLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', `Too many files: at most ${uploadLimits.maxFiles} photos per upload`)));
    parser.on('partsLimit', () => abort(new AppError('PAYLOAD_TOO_LARGE', 'Too many parts in the upload')));
    parser.on('fieldsLimit', () => abort(new AppError('PAYLOAD_TOO_LARGE', 'Too many fields in the upload')));
    parser.on('error', (err: unknown) => abort(new AppError('BAD_REQUEST', `Malformed multipart body: ${err instanceof Error ? err.message : 'unreadable'}`)));
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
    // A Fetch request's stream errors instead (the client went away).
    req.on('error', () => abort(new AppError('BAD_REQUEST', 'Upload aborted')));
    const guard = partHeaderGuard(req.headers['content-type'], abort);
    req.pipe(guard).pipe(parser);
  });
}
