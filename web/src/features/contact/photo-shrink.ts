import type { ShrinkAnswer, ShrinkRequest } from './photo-shrink.worker';
import { shrinkRules } from './shrink-size';

/** A photo as it will be uploaded: shrunk, or the original when shrinking cannot help. */
export interface PreparedPhoto {
  blob: Blob;
  name: string;
  type: string;
}

/** Longer than this and the original goes (a stuck decoder never holds a photo back). */
const SHRINK_TIMEOUT_MS = 30_000;

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, (answer: ShrinkAnswer) => void>();

/**
 * The shrinker's worker, started on first use: a same-origin module file built by Vite, so the
 * page's CSP (`script-src 'self'`, which `worker-src` falls back to) allows it. Null where the
 * browser has no OffscreenCanvas or createImageBitmap (and in jsdom).
 */
function shrinkWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./photo-shrink.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ShrinkAnswer>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** `name` with the extension of the new type (`IMG_1234.PNG` -> `IMG_1234.jpg`). */
const renamed = (name: string) => `${name.replace(/\.[^./]+$/, '') || 'photo'}.jpg`;

/**
 * Shrinks a picked photo in the worker (docs/web.md, "Photos on the phone"): at most 2560 px on
 * its long side, JPEG at quality 0.8, orientation applied, metadata dropped. The original is
 * kept when the browser cannot decode it (HEIC), when the result would be bigger, for GIFs
 * (a still frame would lose the animation), or where no worker can run.
 */
export function shrinkPhoto(file: File): Promise<PreparedPhoto> {
  const original: PreparedPhoto = { blob: file, name: file.name, type: file.type };
  const shrinker = file.type === 'image/gif' ? null : shrinkWorker();
  if (!shrinker) return Promise.resolve(original);
  const id = ++nextId;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(original);
    }, SHRINK_TIMEOUT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      resolve('blob' in answer ? smaller(original, { blob: answer.blob, name: renamed(file.name), type: answer.blob.type || shrinkRules.type }) : original);
    });
    const request: ShrinkRequest = { id, file, ...shrinkRules };
    shrinker.postMessage(request);
  });
}

/** The shrunk photo, unless it came out no smaller than the original. */
export function smaller(original: PreparedPhoto, shrunk: PreparedPhoto): PreparedPhoto {
  return shrunk.blob.size > 0 && shrunk.blob.size < original.blob.size ? shrunk : original;
}
