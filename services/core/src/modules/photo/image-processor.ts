import type { VariantFormat, VariantWidth } from './image-variants';

/** The variants the worker makes of each photo (services/worker/src/image/sharp-image-processor.ts implements it: only the worker loads sharp). */
export interface ImageVariant {
  data: Buffer;
  width: number;
  height: number;
  contentType: string;
}

export interface ImageProcessor {
  /**
   * Decodes `input` (refusing more than `maxPixelsFor` its type), turns it upright by its EXIF
   * orientation, drops every metadata block (EXIF incl. GPS, XMP, IPTC, ICC) and encodes a
   * large WebP (~1600 px) and a small thumbnail (~400 px JPEG, shown inline in emails).
   * Throws `AppError('VALIDATION')` when the bytes cannot be decoded or are too large.
   */
  makeVariants(input: Buffer): Promise<{ large: ImageVariant; thumb: ImageVariant }>;
  /**
   * An admin's content image as published: AVIF and WebP at each of `variantWidths`
   * (./image-variants.ts; never enlarged, the height bounded to 4:3 portrait of that width),
   * with the same decoding, limit and metadata stripping; an animated GIF keeps its first frame.
   */
  contentVariants(input: Buffer): Promise<ContentImageVariant[]>;
}

/** One file of an admin's content image: `width` is the variant's nominal width (600 or 1200). */
export interface ContentImageVariant extends ImageVariant {
  variant: { width: VariantWidth; format: VariantFormat };
}
