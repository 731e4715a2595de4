import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type AcceptedImageExt, AppError, declaredImageSize, DECODE_BUDGET_BYTES, decodeCostBytes, maxPixelsFor } from '@northrock/core/platform';
import type { VariantWidth } from '@northrock/core/photo';
import { avifOptions, createSharpImageProcessor } from '../src/image/sharp-image-processor';
import { exifHasGps, phonePhoto, pngDeclaring } from './support/photos';

const images = createSharpImageProcessor();
const canvas = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } });

describe('declaredImageSize (the gateway reads it without decoding)', () => {
  const cases: [string, AcceptedImageExt, () => Promise<Buffer>, number, number][] = [
    ['JPEG with EXIF', 'jpg', () => phonePhoto({ width: 1234, height: 567 }), 1234, 567],
    ['PNG', 'png', () => canvas(321, 123).png().toBuffer(), 321, 123],
    ['GIF', 'gif', () => canvas(77, 55).gif().toBuffer(), 77, 55],
    ['lossy WebP', 'webp', () => canvas(640, 480).webp({ quality: 70 }).toBuffer(), 640, 480],
    ['lossless WebP', 'webp', () => canvas(300, 200).webp({ lossless: true }).toBuffer(), 300, 200],
    ['WebP with alpha (VP8X)', 'webp', () => canvas(257, 129, 4).webp({ quality: 70 }).toBuffer(), 257, 129],
    ['AVIF', 'avif', () => canvas(96, 64).avif({ quality: 50, effort: 0 }).toBuffer(), 96, 64],
  ];
  for (const [what, ext, make, width, height] of cases) {
    it(`reads ${what}`, async () => {
      expect(declaredImageSize(await make(), ext)).toEqual({ width, height });
    });
  }
  it('reads what a decompression bomb declares', () => {
    expect(declaredImageSize(pngDeclaring(100_000, 100_000), 'png')).toEqual({ width: 100_000, height: 100_000 });
  });
});

describe('the sharp image processor', () => {
  it('turns the photo upright, strips every metadata block and makes both variants', async () => {
    const original = await phonePhoto({ width: 4000, height: 3000, orientation: 6 });
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const { large, thumb } = await images.makeVariants(original);
    expect(large).toMatchObject({ width: 1200, height: 1600, contentType: 'image/webp' });
    expect(thumb).toMatchObject({ width: 300, height: 400, contentType: 'image/jpeg' });
    for (const v of [large, thumb]) {
      const meta = await sharp(v.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Upright: the red block, top-left of the sensor image, is now top-right.
    const { data, info } = await sharp(large.data).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(px(info.width - 20, 20)[0]).toBeGreaterThan(180);
    expect(px(20, 20)[0]).toBeLessThan(180);
  });

  it('does not enlarge small photos', async () => {
    const { large, thumb } = await images.makeVariants(await canvas(320, 200).jpeg().toBuffer());
    expect([large.width, large.height]).toEqual([320, 200]);
    expect([thumb.width, thumb.height]).toEqual([320, 200]);
  });

  it('refuses a decompression bomb from its header, fast', async () => {
    const started = Date.now();
    const err = await images.makeVariants(pngDeclaring(20_000, 20_000)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('VALIDATION');
    expect((err as AppError).message).toBe('Photo has more than 100 megapixels');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('makes a content image AVIF and WebP at 600 and 1200 px, no metadata, an animated GIF as its first frame', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#e76f51'), await frame('#2a9d8f'), await frame('#264653')], { join: { animated: true } })
      .gif({ loop: 0, delay: 100 })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const cases: [Buffer, Record<VariantWidth, [number, number]>][] = [
      // Too small for either width: never enlarged.
      [gif, { 600: [40, 30], 1200: [40, 30] }],
      [await phonePhoto({ width: 2000, height: 1000, orientation: 1 }), { 600: [600, 300], 1200: [1200, 600] }],
      // Upright first (EXIF 6), then bounded to 4:3 portrait of each width.
      [await phonePhoto({ width: 4000, height: 3000, orientation: 6 }), { 600: [600, 800], 1200: [1200, 1600] }],
      // Narrower than 1200: the "1200" files keep its own width.
      [
        await sharp(await phonePhoto({ width: 900, height: 600, orientation: 1 }))
          .png()
          .toBuffer(),
        { 600: [600, 400], 1200: [900, 600] },
      ],
    ];
    for (const [input, sizes] of cases) {
      const out = await images.contentVariants(input);
      expect(out.map((v) => `${v.variant.format}@${v.variant.width}`).sort()).toEqual(['avif@1200', 'avif@600', 'webp@1200', 'webp@600']);
      for (const v of out) {
        const meta = await sharp(v.data).metadata();
        expect(meta.format).toBe(v.variant.format === 'avif' ? 'heif' : 'webp');
        if (v.variant.format === 'avif') expect(meta.compression).toBe('av1');
        expect(v.contentType).toBe(`image/${v.variant.format}`);
        expect([meta.width, meta.height]).toEqual(sizes[v.variant.width]);
        expect([v.width, v.height]).toEqual(sizes[v.variant.width]);
        expect(meta.pages ?? 1).toBe(1);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    }
  });

  it('encodes the AVIF variants with an effort a 2-core machine can afford', async () => {
    expect(avifOptions.effort).toBeLessThanOrEqual(3);
    const photo = await phonePhoto({ width: 4000, height: 3000, orientation: 1 });
    const started = Date.now();
    await images.contentVariants(photo);
    // All four files of a 12 MP photo: 0.5-0.9 s on the busy 2-core machine; a bound with room for its load.
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('refuses bytes that are not a decodable image', async () => {
    const truncated = (await phonePhoto({ width: 800, height: 600 })).subarray(0, 2_000);
    const err = await images.makeVariants(truncated).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('VALIDATION');
    expect((err as AppError).message).toMatch(/^Photo could not be decoded/);
  });
});

describe('the decode budget', () => {
  it('never lets concurrent decodes reserve more memory than the budget, and still makes every variant', async () => {
    const budgetBytes = 96 * 1024 * 1024;
    const small = createSharpImageProcessor({ budgetBytes });
    // 12 MP progressive JPEGs: about 66 MB reserved each, so only one at a time fits.
    const photo = await sharp(await phonePhoto({ width: 4000, height: 3000, orientation: 1 }))
      .jpeg({ progressive: true })
      .toBuffer();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, small.inFlightBytes())), 2);
    try {
      const results = await Promise.all(Array.from({ length: 4 }, () => small.makeVariants(photo)));
      expect(results.map((r) => r.large.width)).toEqual([1600, 1600, 1600, 1600]);
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(budgetBytes);
    expect(peak).toBeLessThan(2 * 60 * 1024 * 1024);
    expect(small.inFlightBytes()).toBe(0);
  });

  it('limits each type so that one decode fits the budget', () => {
    expect(maxPixelsFor('jpg')).toBe(100_000_000);
    expect(maxPixelsFor('png')).toBe(100_000_000);
    expect(maxPixelsFor('avif')).toBe(23_000_000);
    expect(maxPixelsFor('gif')).toBe(85_000_000);
    for (const ext of ['jpg', 'png', 'webp', 'gif', 'avif'] as const) {
      expect(decodeCostBytes(ext, maxPixelsFor(ext))).toBeLessThanOrEqual(DECODE_BUDGET_BYTES);
    }
  });
});
