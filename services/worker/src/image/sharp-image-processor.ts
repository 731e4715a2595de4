import { Semaphore } from 'async-mutex';
import sharp from 'sharp';
import { type AcceptedImageExt, AppError, DECODE_BUDGET_BYTES, decodeCostBytes, maxImagePixels, maxPixelsFor } from '@northrock/core/platform';
import {
  largestVariantWidth,
  variantContentTypes,
  variantFormats,
  variantWidths,
  type ContentImageVariant,
  type ImageProcessor,
  type ImageVariant,
  type VariantFormat,
  type VariantWidth,
} from '@northrock/core/photo';

/** Sizes of the variants (~1600 px and ~400 px on the longer side). */
const variantSizes = { large: 1600, thumb: 400 } as const;

// Every photo is different: libvips' operation cache only costs memory here.
sharp.cache(false);
// libvips threads per image: two photo jobs on a two-core machine keep both cores busy, and
// more threads per image only add buffers (docs/pipeline.md, "Memory").
sharp.concurrency(2);

const input = { limitInputPixels: maxImagePixels, failOn: 'error', autoOrient: true, animated: false } as const;

/** sharp's name of a format, as the upload checks name it. */
const extOf: Record<string, AcceptedImageExt> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', heif: 'avif' };

/** A decoding failure as the VALIDATION error a job records (`what`: "Photo" or "Image"). */
function undecodable(err: unknown, what: string): AppError {
  if (err instanceof AppError) return err;
  const message = (err as Error).message;
  return new AppError(
    'VALIDATION',
    /pixel limit/i.test(message) ? `${what} has more than ${maxImagePixels / 1_000_000} megapixels` : `${what} could not be decoded: ${message}`,
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
 * AVIF encoding of content images. Effort 2 of 0-9: on the 2-core machine a 1200 px image
 * takes about 0.25-0.65 s, where sharp's default (4) took 2-7 s for files 9-13% smaller
 * (docs/performance.md, "Images").
 */
export const avifOptions = { quality: 55, effort: 2 } as const;
const webpOptions = { quality: 80, effort: 3 } as const;

/** Bound of a content variant: its width, and a height of at most 4:3 portrait of it. */
const bound = (width: VariantWidth) => ({ width, height: Math.round((width * 4) / 3), fit: 'inside', withoutEnlargement: true }) as const;

/**
 * Every AVIF and WebP variant of a content image. The original is decoded once, down to the
 * largest width; the smaller width and both formats are encoded from those pixels.
 */
async function contentVariants(data: Buffer): Promise<ContentImageVariant[]> {
  const pixels = await sharp(data, input)
    .resize(bound(largestVariantWidth))
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = pixels.info;
  const encode = async (w: VariantWidth, format: VariantFormat): Promise<ContentImageVariant> => {
    let image = sharp(pixels.data, { raw: { width, height, channels } });
    if (w !== largestVariantWidth) image = image.resize(bound(w));
    image = format === 'avif' ? image.avif(avifOptions) : image.webp(webpOptions);
    const out = await image.toBuffer({ resolveWithObject: true });
    return {
      variant: { width: w, format },
      data: out.data,
      width: out.info.width,
      height: out.info.height,
      contentType: variantContentTypes[format],
    };
  };
  const variants: ContentImageVariant[] = [];
  // One encode at a time: libvips already uses both cores for each (`sharp.concurrency(2)`).
  for (const w of variantWidths) for (const f of variantFormats) variants.push(await encode(w, f));
  return variants;
}

/**
 * The sharp adapter of `ImageProcessor`. Decoding refuses more pixels than its type allows
 * (`maxPixelsFor`: a decompression bomb fails fast, from the header) and aborts on corrupt
 * data; output carries no metadata at all, since sharp writes none unless asked
 * (`keepMetadata`). Only decoded pixels reach the output: bytes appended to a file (a
 * polyglot) are gone.
 *
 * Memory: every decode first reserves its estimated cost (`decodeCostBytes`, from the header)
 * from one budget per process (`budgetBytes`, default `DECODE_BUDGET_BYTES`) and waits while
 * the decodes in flight would pass it, so concurrent jobs never add up to more than the budget.
 */
export function createSharpImageProcessor(options: { budgetBytes?: number } = {}): ImageProcessor & { inFlightBytes(): number } {
  const MB = 1024 * 1024;
  const budgetMb = Math.floor((options.budgetBytes ?? DECODE_BUDGET_BYTES) / MB);
  const budget = new Semaphore(budgetMb);
  let inFlight = 0;

  async function withinBudget<T>(data: Buffer, what: string, work: () => Promise<T>): Promise<T> {
    let ext: AcceptedImageExt | undefined;
    let pixels = 0;
    try {
      const meta = await sharp(data, input).metadata();
      ext = extOf[meta.format ?? ''];
      pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
    } catch (err) {
      throw undecodable(err, what);
    }
    if (!ext) throw new AppError('VALIDATION', `${what} could not be decoded: not a supported image type`);
    if (pixels > maxPixelsFor(ext)) {
      throw new AppError('VALIDATION', `${what} has more than ${maxPixelsFor(ext) / 1_000_000} megapixels (${ext.toUpperCase()})`);
    }
    const cost = Math.min(budgetMb, Math.ceil(decodeCostBytes(ext, pixels) / MB));
    return budget.runExclusive(async () => {
      inFlight += cost * MB;
      try {
        return await work();
      } catch (err) {
        throw undecodable(err, what);
      } finally {
        inFlight -= cost * MB;
      }
    }, cost);
  }

  return {
    makeVariants: (data) =>
      withinBudget(data, 'Photo', async () => {
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
      }),
    contentVariants: (data) => withinBudget(data, 'Image', () => contentVariants(data)),
    inFlightBytes: () => inFlight,
  };
}
