import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@northrock/core/platform/config';
import { startHarness, type Harness } from './harness';

let h: Harness;
let token: string;
let webp: Buffer;

beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
  webp = await readFile(join(repoRoot, 'web/public/images/avatars/daniel-beaulieu.webp'));
});
afterAll(async () => {
  await h?.close();
});

function upload(files: { name: string; bytes: Buffer; type: string }[], auth = true) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return fetch(`${h.baseUrl}/api/admin/images`, {
    method: 'POST',
    body: form,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('POST /api/admin/images', () => {
  it('stores one image and serves it publicly under /media/content, cached for good', async () => {
    const res = await upload([{ name: 'logo.webp', bytes: webp, type: 'image/webp' }]);
    expect(res.status).toBe(201);
    const { urls } = (await res.json()) as { urls: string[] };
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/media\/content\/[0-9a-f-]{36}\.webp$/);

    const served = await fetch(`${h.baseUrl}${urls[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
  });

  it('needs the admin token', async () => {
    expect((await upload([{ name: 'a.webp', bytes: webp, type: 'image/webp' }], false)).status).toBe(401);
  });

  it('refuses what is not an image, and more than one file', async () => {
    const text = await upload([{ name: 'a.webp', bytes: Buffer.from('hello, not an image'), type: 'image/webp' }]);
    expect(text.status).toBe(415);
    expect(((await text.json()) as { detail: string }).detail).toMatch(/is not an image/);
    const two = await upload([
      { name: 'a.webp', bytes: webp, type: 'image/webp' },
      { name: 'b.webp', bytes: webp, type: 'image/webp' },
    ]);
    expect(two.status).toBe(422);
    expect(((await two.json()) as { detail: string }).detail).toBe('Send exactly one image in the field "files"');
  });

  it('answers 404 for unknown or malformed content paths', async () => {
    expect((await fetch(`${h.baseUrl}/media/content/00000000-0000-4000-8000-000000000000.webp`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}/media/content/..%2Fsecret.webp`)).status).toBe(404);
  });
});
