import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mediaKeys, mediaPath, parseContentPath, parseOriginalKey, parseOriginalPath, parseUploadPath, parseVariantPath, uploadPath } from './media-paths';

describe('media paths', () => {
  const id = randomUUID();

  it('round-trips every shape between its path and its object key', () => {
    const ref = { id, ext: 'png' };
    expect(parseUploadPath(uploadPath(ref))).toEqual(ref);
    expect(parseOriginalPath(mediaPath(mediaKeys.original(ref)))).toEqual(ref);
    expect(parseOriginalKey(mediaKeys.original(ref))).toEqual(ref);
    expect(parseVariantPath(mediaPath(mediaKeys.large(ref)))).toBe(mediaKeys.large(ref));
    expect(parseVariantPath(mediaPath(mediaKeys.thumb(ref)))).toBe(mediaKeys.thumb(ref));
    expect(parseContentPath(`/media/content/${id}-1200.webp`)).toEqual({ key: `content/${id}-1200.webp`, ext: 'webp' });
    expect(parseContentPath(`/media/content/${id}.jpg`)).toEqual({ key: `content/${id}.jpg`, ext: 'jpg' });
  });

  it('matches whole paths only: no traversal, no other types, no other names', () => {
    for (const path of [
      `/media/uploads/${id}.svg`,
      `/media/uploads/../originals/${id}.jpg`,
      `/media/uploads/${id}.jpg/..`,
      `/media/uploads/${id.toUpperCase()}.jpg`,
      `/media/originals/${id}.jpg?token=x`,
      `/media/variants/${id}/original.jpg`,
      `/media/content/${id}-800.webp`,
      `/media/content/..%2F${id}.webp`,
    ]) {
      expect([parseUploadPath(path), parseOriginalPath(path), parseVariantPath(path), parseContentPath(path)], path).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect(parseOriginalKey(`content-originals/${id}.jpg`)).toBeUndefined();
  });
});
