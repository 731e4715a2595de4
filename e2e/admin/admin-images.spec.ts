import { expect, test } from '../support/fixtures';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '@northrock/core/platform';
import { ADMIN, signIn, toast, unique } from './admin-support';

/**
 * Images of the content types: an image field uploads a file that the worker re-encodes, and
 * the public site serves an uploaded image as AVIF with a WebP fallback.
 */

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('an image field uploads a file: re-encoded, previewed and public', async ({ page, request }) => {
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  const source = join(repoRoot, 'web/public/images/projects/kenora-block-wall-rebuild.webp');
  await dialog.getByLabel('Upload image').setInputFiles(source);
  await expect(toast(page, 'Image uploaded')).toBeVisible();
  const url = await dialog.getByLabel('Image URL').inputValue();
  expect(url).toMatch(/^\/media\/content\/[0-9a-f-]{36}-1200\.webp$/);
  const preview = dialog.getByRole('img', { name: 'Preview of Image URL' });
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  // What the public gets is the worker's re-encode, not the file as chosen.
  expect((await served.body()).equals(await readFile(source))).toBe(false);
  // With its AVIF and 600 px siblings (services/core/src/platform/image-variants.ts).
  for (const [file, type] of [
    [url.replace('-1200.webp', '-1200.avif'), 'image/avif'],
    [url.replace('-1200.webp', '-600.avif'), 'image/avif'],
    [url.replace('-1200.webp', '-600.webp'), 'image/webp'],
  ] as const) {
    const sibling = await request.get(file);
    expect(sibling.status(), file).toBe(200);
    expect(sibling.headers()['content-type'], file).toBe(type);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('an uploaded image on a published post is served to the public as AVIF with a WebP fallback, its LCP preloaded', async ({ page, request }) => {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const source = await readFile(join(repoRoot, 'web/public/images/projects/kenora-block-wall-rebuild.webp'));
  const uploaded = await request.post('/api/admin/images', { headers, multipart: { files: { name: 'wall.webp', mimeType: 'image/webp', buffer: source } } });
  expect(uploaded.status()).toBe(201);
  const [url] = ((await uploaded.json()) as { urls: string[] }).urls;
  const base = url!.replace(/-1200\.webp$/, '');
  const slug = `uploaded-image-${unique()}`;
  const created = await request.post('/api/admin/blog', {
    headers,
    data: {
      title: `Uploaded image ${slug}`,
      slug,
      excerpt: 'A post whose image the office uploaded.',
      content: '<p>Body</p>',
      image: url,
      author_name: 'Office',
      author_role: 'Staff',
      author_avatar: '/images/avatars/daniel-beaulieu.webp',
      category: 'News',
      featured: false,
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto(`/blog/${slug}`);
    const picture = page.locator('main picture').filter({ has: page.locator(`img[src="${url}"]`) });
    await expect(picture.locator('source')).toHaveAttribute('type', 'image/avif');
    await expect(picture.locator('source')).toHaveAttribute('srcset', `${base}-600.avif 600w, ${base}-1200.avif 1200w`);
    await expect(picture.locator('img')).toHaveAttribute('srcset', `${base}-600.webp 600w, ${base}-1200.webp 1200w`);
    await expect(picture.locator('img')).toHaveAttribute('width', '1200');
    await expect(picture.locator('img')).toHaveAttribute('height', '800');
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveAttribute('imagesrcset', `${base}-600.avif 600w, ${base}-1200.avif 1200w`);
    await expect(preload).toHaveAttribute('type', 'image/avif');
    // Chromium takes the AVIF, and it decodes.
    const img = picture.locator('img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/-(600|1200)\.avif$/);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // The blog list's card too.
    await page.goto('/blog');
    await expect(page.locator(`picture:has(img[src="${url}"]) source[type="image/avif"]`)).toHaveAttribute(
      'srcset',
      `${base}-600.avif 600w, ${base}-1200.avif 1200w`,
    );
  } finally {
    expect((await request.delete(`/api/admin/blog/${id}`, { headers })).status()).toBe(200);
  }
});
