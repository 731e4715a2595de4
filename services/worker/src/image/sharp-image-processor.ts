import sharp from 'sharp';
import { AppError } from '@northrock/core/platform/errors';
import { maxImagePixels, type ImageProcessor, type ImageVariant } from '@northrock/core/platform/image';

/** Sizes of the variants (issue 3: ~1600 px and ~400 px on the longer side). */
export const variantSizes = { large: 1600, thumb: 400 } as const;

// Every photo is different: libvips' operation cache only costs memory here.
sharp.cache(false);

const input = { limitInputPixels: maxImagePixels, failOn: 'error', autoOrient: true, animated: false } as const;

/** A decoding failure as the VALIDATION error a job records (`what`: "Photo" or "Image"). */
function undecodable(err: unknown, what: string): AppError {
  const message = (err as Error).message;
  return new AppError(
    'VALIDATION',
    /pixel limit/i.test(message)
      ? `${what} has more than ${maxImagePixels / 1_000_000} megapixels`
      : `${what} could not be decoded: ${message}`,
  );
}

async function large(data: Buffer): Promise<ImageVariant> {
  const out = await sharp(data, input)
    .resize({ width: variantSizes.large, height: variantSizes.large, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 3 })
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height, contentType: 'image/webp' };
}

/**
 * The sharp adapter of `ImageProcessor`. Decoding refuses more than `maxImagePixels` (a
 * decompression bomb fails fast, from the header) and aborts on corrupt data; output
 * carries no metadata at all, since sharp writes none unless asked (`keepMetadata`).
 * Only decoded pixels reach the output: bytes appended to a file (a polyglot) are gone.
 */
export function createSharpImageProcessor(): ImageProcessor {
  return {
    async makeVariants(data) {
      try {
        const big = await large(data);
        // From the large variant: decoding 1600 px is far cheaper than the original again.
        const thumb = await sharp(big.data)
          .resize({ width: variantSizes.thumb, height: variantSizes.thumb, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 78, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        return {
          large: big,
          thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height, contentType: 'image/jpeg' },
        };
      } catch (err) {
        throw undecodable(err, 'Photo');
      }
    },
    async reencode(data) {
      try {
        return await large(data);
      } catch (err) {
        throw undecodable(err, 'Image');
      }
    },
  };
}
