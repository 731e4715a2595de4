/**
 * Image facts that need no decoder: the accepted types, the pixel limit, and the dimensions
 * an image declares in its header. The gateway uses them to refuse a decompression bomb
 * before storing it; the worker's decoder (sharp, only in services/worker) enforces the same
 * limit again while decoding. Nothing here imports sharp.
 */

/** Types a photo may have, by the extension file-type reports for its bytes. */
export const acceptedImageTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
} as const;
export type AcceptedImageExt = keyof typeof acceptedImageTypes;

export function isAcceptedImageExt(ext: string): ext is AcceptedImageExt {
  return Object.hasOwn(acceptedImageTypes, ext);
}

/**
 * Above this many pixels an image is refused (at upload from its header, in the worker by
 * the decoder). 100 MP covers every phone camera (48 MP sensors give 8064x6048) while a
 * decoded bitmap stays below ~400 MB.
 */
export const maxImagePixels = 100_000_000;

/**
 * How much memory the worker may spend decoding at once, across all its jobs: each decode
 * reserves its estimated cost first and waits while the sum would pass this. With the worker's
 * own ~150 MB this keeps it under 768 MiB (docs/pipeline.md, "Memory"), in a 1 GiB container.
 */
export const DECODE_BUDGET_BYTES = 512 * 1024 * 1024;

/** A decode's fixed cost (libvips buffers, the output) besides its pixels. */
const DECODE_OVERHEAD_BYTES = 24 * 1024 * 1024;

/**
 * Measured peak bytes per pixel of turning a photo of each type into its variants (sharp 0.35,
 * rounded up): JPEG and WebP shrink while decoding (a progressive JPEG still holds its
 * coefficients), PNG streams, GIF holds whole frames, and AVIF decodes the full image several
 * times over (a 48 MP AVIF costs about 1 GB).
 */
const decodeBytesPerPixel: Record<AcceptedImageExt, number> = { jpg: 3.5, png: 2.5, webp: 1.5, gif: 6, avif: 22 };

/**
 * The most pixels a photo of this type may have: `maxImagePixels`, or less where one decode
 * alone would not fit the decode budget (AVIF: 23 MP; GIF: 85 MP).
 */
export function maxPixelsFor(ext: AcceptedImageExt): number {
  const fits = Math.floor((DECODE_BUDGET_BYTES - DECODE_OVERHEAD_BYTES) / decodeBytesPerPixel[ext] / 1_000_000) * 1_000_000;
  return Math.min(maxImagePixels, fits);
}

/** The memory a decode of `pixels` pixels of this type reserves from the budget. */
export function decodeCostBytes(ext: AcceptedImageExt, pixels: number): number {
  return Math.ceil(DECODE_OVERHEAD_BYTES + pixels * decodeBytesPerPixel[ext]);
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function jpegSize(b: Uint8Array): ImageSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

function webpSize(b: Uint8Array): ImageSize | undefined {
  if (b.length < 30) return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8L') {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return undefined;
}

/** AVIF/HEIF: the largest `ispe` (image spatial extent) property in the header. */
function ispeSize(b: Uint8Array): ImageSize | undefined {
  let best: ImageSize | undefined;
  for (let i = 4; i + 16 <= b.length; i++) {
    if (b[i] === 0x69 && ascii(b, i, 4) === 'ispe') {
      const size = { width: u32be(b, i + 8), height: u32be(b, i + 12) };
      if (!best || size.width * size.height > best.width * best.height) best = size;
    }
  }
  return best;
}

/**
 * The dimensions declared in the first bytes of an image (the first 256 KB are plenty), or
 * undefined when the header does not say. Declared, not decoded: a lie is caught again by
 * the decoder's own limit.
 */
export function declaredImageSize(head: Uint8Array, ext: AcceptedImageExt): ImageSize | undefined {
  switch (ext) {
    case 'png':
      return head.length >= 24 && ascii(head, 12, 4) === 'IHDR' ? { width: u32be(head, 16), height: u32be(head, 20) } : undefined;
    case 'gif':
      return head.length >= 10 ? { width: u16le(head, 6), height: u16le(head, 8) } : undefined;
    case 'jpg':
      return jpegSize(head);
    case 'webp':
      return webpSize(head);
    case 'avif':
      return ispeSize(head);
  }
}
