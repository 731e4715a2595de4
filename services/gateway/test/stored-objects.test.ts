import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaKeys, mediaPath } from '@northrock/core/photo';
import { createLinkSigner } from '../src/modules/media/signed-links';
import { signOriginalPath } from '../src/modules/media/media.routes';
import { startHarness, TEST_JWT_SECRET, type Harness } from './harness';

let h: Harness;
const id = randomUUID();
const bytes = Buffer.from('not really an image, but stored bytes all the same');
let originalUrl: string;

beforeAll(async () => {
  h = await startHarness();
  await h.storage.put(`content/${id}-1200.webp`, bytes, 'image/webp');
  await h.storage.put(mediaKeys.large({ id }), bytes, 'image/webp');
  await h.storage.put(mediaKeys.original({ id, ext: 'jpg' }), bytes, 'image/jpeg');
  const token = await h.login();
  const { sessionId } = await h.auth.authenticate(h.orm.em.fork(), `Bearer ${token}`);
  originalUrl = signOriginalPath(createLinkSigner(TEST_JWT_SECRET), sessionId)(mediaPath(mediaKeys.original({ id, ext: 'jpg' })));
});
afterAll(async () => {
  await h?.close();
});

/** Every route that streams from the store, with the cache rule its kind promises (docs/security.md). */
const kinds = () => [
  { what: 'public content image', path: `/media/content/${id}-1200.webp`, type: 'image/webp', cache: 'public, max-age=31536000, immutable' },
  { what: 'lead photo variant', path: mediaPath(mediaKeys.large({ id })), type: 'image/webp', cache: 'public, max-age=31536000, immutable' },
  { what: 'lead photo original (signed link)', path: originalUrl, type: 'image/jpeg', cache: 'private, no-store' },
];

describe('stored objects: one way of answering for every kind', () => {
  it('GET: the bytes, their length and type, a strong ETag, Last-Modified and the kind’s cache rule', async () => {
    for (const k of kinds()) {
      const res = await fetch(h.baseUrl + k.path);
      expect(res.status, k.what).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), k.what).toBe(true);
      expect(res.headers.get('content-length'), k.what).toBe(String(bytes.length));
      expect(res.headers.get('content-type'), k.what).toBe(k.type);
      expect(res.headers.get('etag'), k.what).toMatch(/^"[^"]+"$/);
      expect(res.headers.get('last-modified'), k.what).toBeTruthy();
      expect(res.headers.get('cache-control'), k.what).toBe(k.cache);
    }
  });

  it('If-None-Match with the ETag (alone, in a list, weak or *) answers 304 without a body; another ETag gets the bytes', async () => {
    for (const k of kinds()) {
      const etag = (await fetch(h.baseUrl + k.path, { method: 'HEAD' })).headers.get('etag')!;
      for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
        const res = await fetch(h.baseUrl + k.path, { headers: { 'if-none-match': ifNoneMatch } });
        expect(res.status, `${k.what} ${ifNoneMatch}`).toBe(304);
        expect(await res.text()).toBe('');
        expect(res.headers.get('etag')).toBe(etag);
        expect(res.headers.get('cache-control')).toBe(k.cache);
      }
      const changed = await fetch(h.baseUrl + k.path, { headers: { 'if-none-match': '"something-else"' } });
      expect(changed.status, k.what).toBe(200);
      expect((await changed.arrayBuffer()).byteLength).toBe(bytes.length);
    }
  });

  it('HEAD answers the headers and the length without the body; other methods 405', async () => {
    for (const k of kinds()) {
      const res = await fetch(h.baseUrl + k.path, { method: 'HEAD' });
      expect(res.status, k.what).toBe(200);
      expect(res.headers.get('content-length'), k.what).toBe(String(bytes.length));
      expect(res.headers.get('etag'), k.what).toMatch(/^"/);
      expect(await res.text()).toBe('');
      const post = await fetch(h.baseUrl + k.path, { method: 'POST' });
      expect(post.status, k.what).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD');
      expect((await post.json()).detail).toBeTruthy();
    }
  });

  it('a missing object answers 404 {"detail"} that nothing keeps', async () => {
    const other = randomUUID();
    for (const path of [`/media/content/${other}-1200.webp`, mediaPath(mediaKeys.thumb({ id: other })), `/media/content/nothing-here.webp`]) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(h.baseUrl + path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('cache-control')).toBe('no-store');
        if (method === 'GET') expect((await res.json()).detail).toBe('No such media file');
      }
    }
  });
});
