import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createObjectStore } from './storage';

/** The folder store (`DATA_DIR/media` without S3): what a removal leaves on the disk. */

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function folderStore() {
  const dir = mkdtempSync(join(tmpdir(), 'northrock-store-'));
  dirs.push(dir);
  const root = join(dir, 'media');
  const store = createObjectStore({ s3: undefined, mediaDir: root });
  await store.init();
  return { root, store };
}

describe('the folder store', () => {
  it('removes the folders its last object leaves empty, up to its root, and no folder still in use', async () => {
    const { root, store } = await folderStore();
    for (const key of ['variants/a1/large.webp', 'variants/a1/thumb.jpg', 'variants/b2/large.webp']) await store.put(key, Buffer.from('x'), 'image/webp');
    await store.remove(['variants/a1/large.webp', 'variants/a1/thumb.jpg']);
    expect(existsSync(join(root, 'variants/a1'))).toBe(false);
    expect(existsSync(join(root, 'variants/b2/large.webp'))).toBe(true);
    await store.remove(['variants/b2/large.webp', 'variants/gone/thumb.jpg']);
    expect(existsSync(join(root, 'variants'))).toBe(false);
    expect(existsSync(root)).toBe(true);
    // The folders come back as objects are written again.
    await store.put('variants/a1/large.webp', Buffer.from('y'), 'image/webp');
    expect((await store.getBuffer('variants/a1/large.webp')).toString()).toBe('y');
  });

  it('never loses a write into a folder that a removal is emptying at the same moment', async () => {
    const { store } = await folderStore();
    for (let i = 0; i < 50; i++) {
      await store.put(`variants/c${i}/large.webp`, Buffer.from('x'), 'image/webp');
      await Promise.all([store.remove([`variants/c${i}/large.webp`]), store.put(`variants/c${i}/thumb.jpg`, Buffer.from('t'), 'image/jpeg')]);
      expect((await store.getBuffer(`variants/c${i}/thumb.jpg`)).toString()).toBe('t');
    }
  });
});
