/**
 * The photo shrinker's worker (photo-shrink.ts starts it): decodes a photo with its orientation
 * applied, draws it at most `maxSide` px on its long side on a white background and encodes it
 * as JPEG; the new file carries no metadata. A photo it cannot decode (HEIC in most browsers)
 * answers an error, and the page sends the original.
 */
import { fitInside } from './shrink-size';

export interface ShrinkRequest {
  id: number;
  file: Blob;
  maxSide: number;
  quality: number;
  type: string;
}
export type ShrinkAnswer = { id: number; blob: Blob } | { id: number; error: string };

const scope = self as unknown as { onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null; postMessage(message: ShrinkAnswer): void };

async function shrink({ file, maxSide, quality, type }: ShrinkRequest): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitInside(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type, quality });
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event) => {
  const { id } = event.data;
  shrink(event.data).then(
    (blob) => scope.postMessage({ id, blob }),
    (err: unknown) => scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
  );
};
