/**
 * The one place that knows how a content image's responsive variants are named: the seed
 * script (scripts/generate-seed-images.mjs, through the media door), the worker writing an
 * admin upload's variants, the gateway serving them and the web rendering `<picture>` all use
 * it. Pure functions, no imports: the web bundles it.
 *
 * Every image with variants exists as AVIF and WebP at each of `variantWidths` (never wider
 * than its source: an image narrower than 1200 px keeps its own width in the "1200" files).
 *
 * - Seed images: `/images/<kind>/<slug>.webp` is the 1200 px WebP; its siblings are
 *   `<slug>-600.webp`, `<slug>.avif` and `<slug>-600.avif`.
 * - Admin uploads: `/media/content/<id>-1200.webp` is the 1200 px WebP; its siblings are
 *   `<id>-600.webp`, `<id>-1200.avif` and `<id>-600.avif`. Uploads from before the variants
 *   (`/media/content/<id>.<type>`, one file) have none and render as a plain `<img>`.
 */

/** Widths of the variants, smallest first; the last is the one `src` names. */
export const variantWidths = [600, 1200] as const;
export type VariantWidth = (typeof variantWidths)[number];
export const largestVariantWidth: VariantWidth = 1200;

/** Formats, in the order a browser should prefer them (the last is the `<img>` fallback). */
export const variantFormats = ['avif', 'webp'] as const;
export type VariantFormat = (typeof variantFormats)[number];
export const variantContentTypes: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

const SEED = /^(\/images\/(?:services|projects|blog|materials|property-types)\/[\w-]+)\.webp$/;
const UPLOAD = /^(\/media\/content\/[0-9a-f-]{36})-1200\.webp$/;

/** Seed rule: the 1200 px file has no width suffix. */
export function seedVariantName(base: string, width: VariantWidth, format: VariantFormat): string {
  return width === largestVariantWidth ? `${base}.${format}` : `${base}-${width}.${format}`;
}

/** Upload rule: every file names its width. */
function uploadVariantName(base: string, width: VariantWidth, format: VariantFormat): string {
  return `${base}-${width}.${format}`;
}

/** Object key of one variant of an admin upload (served at `/media/<key>`). */
export const contentVariantKey = (id: string, width: VariantWidth, format: VariantFormat) => uploadVariantName(`content/${id}`, width, format);

/** Every object key an admin upload's variants occupy. */
export const contentVariantKeys = (id: string): string[] => variantFormats.flatMap((f) => variantWidths.map((w) => contentVariantKey(id, w, f)));

/** The public path stored in content fields for an admin upload: its 1200 px WebP. */
export const contentVariantPath = (id: string) => `/media/${contentVariantKey(id, largestVariantWidth, 'webp')}`;

/** One format of an image with variants: its largest file and the `srcset` of all widths. */
export interface VariantSource {
  src: string;
  srcSet: string;
}

/** Each format's files for an image `src` that has variants, or undefined for any other. */
export function variantSources(src: string): Record<VariantFormat, VariantSource> | undefined {
  const seed = SEED.exec(src);
  const upload = UPLOAD.exec(src);
  const name = seed
    ? (w: VariantWidth, f: VariantFormat) => seedVariantName(seed[1]!, w, f)
    : upload
      ? (w: VariantWidth, f: VariantFormat) => uploadVariantName(upload[1]!, w, f)
      : undefined;
  if (!name) return undefined;
  const source = (f: VariantFormat): VariantSource => ({
    src: name(largestVariantWidth, f),
    srcSet: variantWidths.map((w) => `${name(w, f)} ${w}w`).join(', '),
  });
  return { avif: source('avif'), webp: source('webp') };
}
