import { adminFetch } from '../lib/admin-fetch';

/** Content images (services/gateway/src/modules/content-image): public at once, kept for good. */
const IMAGE_UPLOAD_PATH = '/api/admin/images';

/** Longest side of an uploaded content image: sharp on any screen the site is shown on. */
const MAX_IMAGE_SIDE = 1600;

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

/**
 * Re-encodes the chosen image in the browser before it leaves the office's computer, so
 * uploads stay small (at most 1600 px) and camera metadata never travels. WebP where the
 * browser can write it, else JPEG. This is a convenience, not the safeguard: the server's
 * worker re-encodes whatever arrives before it is public (docs/admin.md, Images). A file the
 * browser cannot read goes as it is, and the server's checks answer for it.
 */
async function reencodeImage(file: File): Promise<{ blob: Blob; name: string }> {
  const original = { blob: file as Blob, name: file.name };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return original;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const webp = await encode(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return { blob: webp, name: 'image.webp' };
  const jpeg = await encode(canvas, 'image/jpeg');
  return jpeg ? { blob: jpeg, name: 'image.jpg' } : original;
}

/** Stores one image in the object store and answers the public path to put in an image field. */
export async function uploadImage(file: File): Promise<string> {
  const { blob, name } = await reencodeImage(file);
  const body = new FormData();
  body.append('files', blob, name);
  const res = await adminFetch(IMAGE_UPLOAD_PATH, { method: 'POST', body });
  const { urls } = (await res.json()) as { urls?: string[] };
  const url = urls?.[0];
  if (!url) throw new Error('The server stored no image');
  return url;
}
