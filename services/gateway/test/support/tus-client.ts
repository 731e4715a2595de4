import { createLogger } from '@northrock/core/platform';
import type { Json } from '../../../../test/json';
import { createPhotoUploads } from '../../src/modules/photo/photo-upload.routes';
import type { Harness } from '../harness';

const b64 = (s: string) => Buffer.from(s).toString('base64');

export interface TusAnswer {
  status: number;
  headers: Headers;
  body: Json;
}

/** The answer's JSON, or undefined for an empty body. */
async function answerOf(res: Response): Promise<TusAnswer> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** The upload id of a `Location` (`/api/tus/<id>`). */
export const uploadIdOf = (location: string) => location.split('/').pop()!;

/**
 * The requests of a tus 1.0 client (as the contact form's tus-js-client sends them) against the
 * gateway at `baseUrl()`; `ip` is the client address, sent as `X-Forwarded-For` (the tests'
 * gateways trust the loopback proxy).
 */
export function tusClient(baseUrl: () => string) {
  return {
    /** `POST /api/tus` for `enquiry`, declaring `length`; with `body`, creation-with-upload. */
    async create(enquiry: string, length: number, opts: { ip: string; body?: Buffer; headers?: Record<string, string> }) {
      const headers: Record<string, string> = {
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': `filename ${b64('wall.jpg')},filetype ${b64('image/jpeg')},enquiry ${b64(enquiry)}`,
        'x-forwarded-for': opts.ip,
        ...opts.headers,
      };
      if (opts.body) headers['content-type'] = 'application/offset+octet-stream';
      const res = await fetch(`${baseUrl()}/api/tus`, { method: 'POST', headers, body: opts.body ? new Uint8Array(opts.body) : undefined });
      return { ...(await answerOf(res)), location: res.headers.get('location') ?? '' };
    },

    /** `PATCH` the next `bytes` at `offset`. */
    async patch(location: string, enquiry: string, offset: number, bytes: Buffer, extra: Record<string, string> = {}) {
      const res = await fetch(baseUrl() + location, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'enquiry-id': enquiry,
          ...extra,
        },
        body: new Uint8Array(bytes),
      });
      return answerOf(res);
    },

    async head(location: string, enquiry: string) {
      const res = await fetch(baseUrl() + location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', 'enquiry-id': enquiry } });
      return { status: res.status, offset: Number(res.headers.get('upload-offset')), length: Number(res.headers.get('upload-length')) };
    },

    /** tus termination: the homeowner removes the photo. */
    async remove(location: string, enquiry: string) {
      return answerOf(await fetch(baseUrl() + location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', 'enquiry-id': enquiry } }));
    },
  };
}

/** A second upload server over `h`'s folder and database that never sweeps by itself: a test calls its `sweep(now)` with the clock it wants. */
export const sweeperOf = (h: Harness) =>
  createPhotoUploads({ config: h.config, orm: h.orm, storage: h.storage, limiter: undefined as never, log: createLogger('silent'), sweepEveryMs: 0 });
