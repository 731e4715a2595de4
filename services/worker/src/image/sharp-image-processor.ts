import sharp from 'sharp';
import { AppError } from '@northrock/core/platform/errors';
import { maxImagePixels, type ImageProcessor } from '@northrock/core/platform/image';

/** Sizes of the variants (issue 3: ~1600 px and ~400 px on the longer side). */
export const variantSizes = { large: 1600, thumb: 400 } as const;

// Every photo is different: libvips' operation cache only costs memory here.
sharp.cache(false);

/**
 * The sharp adapter of `ImageProcessor`. Decoding refuses more than `maxImagePixels` (a
 * decompression bomb fails fast, from the header) and aborts on corrupt data; output
 * carries no metadata at all, since sharp writes none unless asked (`keepMetadata`).
 */
export function createSharpImageProcessor(): ImageProcessor {
  const input = { limitInputPixels: maxImagePixels, failOn: 'error', autoOrient: true, animated: false } as const;
  return {
    async makeVariants(data) {
      try {
        const large = await sharp(data, input)
          .resize({ width: variantSizes.large, height: variantSizes.large, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80, effort: 3 })
          .toBuffer({ resolveWithObject: true });
        // From the large variant: decoding 1600 px is far cheaper than the original again.
        const thumb = await sharp(large.data)
          .resize({ width: variantSizes.thumb, height: variantSizes.thumb, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 78, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        return {
          large: { data: large.data, width: large.info.width, height: large.info.height, contentType: 'image/webp' },
          thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height, contentType: 'image/jpeg' },
        };
      } catch (err) {
        const message = (err as Error).message;
        throw new AppError(
          'VALIDATION',
          /pixel limit/i.test(message)
            ? `Photo has more than ${maxImagePixels / 1_000_000} megapixels`
            : `Photo could not be decoded: ${message}`,
        );
      }
    },
  };
}
