import { describe, expect, it } from 'vitest';
import { shrinkPhoto, smaller } from './photo-shrink';
import { fitInside, shrinkRules } from './shrink-size';

describe('photo shrinking', () => {
  it('fits the long side in 2560 px, keeps the proportions, never enlarges', () => {
    expect(shrinkRules).toEqual({ maxSide: 2560, quality: 0.8, type: 'image/jpeg' });
    expect(fitInside(4032, 3024, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fitInside(3024, 4032, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(fitInside(1200, 800, 2560)).toEqual({ width: 1200, height: 800 });
  });

  it('keeps the original when the shrunk photo would not be smaller', () => {
    const original = { blob: new Blob([new Uint8Array(1000)]), name: 'a.jpg', type: 'image/jpeg' };
    const shrunk = { blob: new Blob([new Uint8Array(400)]), name: 'a.jpg', type: 'image/jpeg' };
    expect(smaller(original, shrunk)).toBe(shrunk);
    expect(smaller(original, { ...shrunk, blob: new Blob([new Uint8Array(1200)]) })).toBe(original);
    expect(smaller(original, { ...shrunk, blob: new Blob([]) })).toBe(original);
  });

  it('sends the photo as it is where no worker can decode it', async () => {
    const heic = new File([new Uint8Array(10)], 'IMG_0001.HEIC', { type: 'image/heic' });
    expect(await shrinkPhoto(heic)).toEqual({ blob: heic, name: 'IMG_0001.HEIC', type: 'image/heic' });
  });
});
