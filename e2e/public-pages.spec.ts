import { WCAG22_AA, axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { publicPages } from './support/routes';
import { frenchPaths } from '@northrock/web';

test.describe('every public route', () => {
  for (const route of publicPages) {
    test(`${route.path} renders its heading and key content`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const main = page.getByRole('main');
      for (const text of route.content) await expect(main.getByText(text).first()).toBeVisible();
      // Shared elements (docs/product.md §2.1, §2.3): phone link and Get Free Estimate on every page, footer from the server.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('banner').locator('a.header-phone')).toHaveAttribute('href', 'tel:+18885550137');
      await expect(page.getByRole('contentinfo')).toContainText('Northrock Foundation & Waterproofing');
      await expect(page).toHaveTitle(/Northrock/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.path === '/' ? '/$' : `${route.path}$`}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      // Heading levels in order: none skips a level below the one before it.
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} -> h${level}`] : []));
      expect(skips).toEqual([]);
    });
  }
});

test('the home page shows the first three testimonials and the service cards from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.testimonial')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Learn more about Exterior Waterproofing' })).toHaveAttribute('href', '/services/exterior-waterproofing');
  await expect(page.getByRole('link', { name: 'Foundation repair in Winnipeg' })).toHaveAttribute('href', '/winnipeg-foundation-repair');
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const path of ['/projects', '/no-such-page', '/blog/no-such-article']) {
    test(`${path} answers the site's own 404 page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

async function jsonLd(page: import('@playwright/test').Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const parsed = JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}
const typesOf = (item: Record<string, unknown>) => [item['@type']].flat();

test('a service page embeds Service JSON-LD listing the cities served', async ({ page }) => {
  await page.goto('/services/push-pier-systems');
  const items = await jsonLd(page);
  const service = items.find((i) => typesOf(i).includes('Service'));
  expect(service).toBeDefined();
  const areas = (service!.areaServed as { name: string }[]).map((a) => a.name);
  expect(areas).toEqual(expect.arrayContaining(['Thunder Bay', 'Sudbury', 'Winnipeg', 'Lockport']));
  expect(service!.provider).toMatchObject({ '@type': 'HomeAndConstructionBusiness', telephone: '+1-888-555-0137' });
});

test('a city page embeds business JSON-LD, and Thunder Bay FAQ data', async ({ page }) => {
  await page.goto('/thunder-bay-foundation-repair');
  const items = await jsonLd(page);
  const business = items.find((i) => typesOf(i).includes('HomeAndConstructionBusiness'));
  expect(typesOf(business!)).toContain('LocalBusiness');
  expect(business).toMatchObject({ telephone: '+1-888-555-0137', address: { addressLocality: 'Thunder Bay', addressRegion: 'ON', addressCountry: 'CA' } });
  expect((business!.areaServed as unknown[]).length).toBeGreaterThan(3);
  const faq = items.find((i) => typesOf(i).includes('FAQPage'));
  expect((faq!.mainEntity as unknown[]).length).toBe(7);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('pages are complete server-rendered HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.testimonial')).toHaveCount(3);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.goto('/our-systems');
    await expect(page.getByText('Loading systems...')).toHaveCount(0);
    expect(await page.locator('.card h3').count()).toBeGreaterThan(6);
    await page.goto('/contact');
    await expect(page.getByText('Contact Information')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'info@northrock.example' })).toBeVisible();
  });
});

test('sitemap.xml lists every public route and published post; robots.txt excludes the admin', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const route of publicPages) expect(xml).toContain(`<loc>${baseURL}${route.path}</loc>`);
  expect(xml).not.toContain('/admin');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('hashed assets are cached for a year, pages are compressed', async ({ page, request }) => {
  // The islands' entry, imported after the page's load event.
  const scriptResponse = page.waitForResponse((res) => /^\/assets\/.+\.js$/.test(new URL(res.url()).pathname));
  await page.goto('/');
  const script = new URL((await scriptResponse).url()).pathname;
  const asset = await request.get(script);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
});

/**
 * Content images: every one a <picture> with an AVIF source, WebP fallback, both with 600/1200
 * srcsets, and a size, on every public route in one tab, scripts on: quick navigations are
 * where an islands entry served from the cache once ran before the document was parsed and
 * hydrated a half-parsed header (React error 418); islands now start after the page's `load`
 * event (web/src/islands/assets.tsx, client.tsx), and the console guard fails this test should
 * hydration ever break again.
 */
test('content images are AVIF with a WebP fallback, 600 and 1200 px srcsets and a size, on every public route', async ({ page, request }) => {
  test.setTimeout(120_000);
  const checked = new Set<string>();
  let pictures = 0;
  for (const { path } of publicPages) {
    await page.goto(path);
    const images = await page.locator('main img, .hero__media img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
        const source = picture?.querySelector('source');
        return {
          src: img.getAttribute('src') ?? '',
          srcset: img.getAttribute('srcset'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          avif: source ? { type: source.getAttribute('type'), srcset: source.getAttribute('srcset'), sizes: source.getAttribute('sizes') } : null,
          sizes: img.getAttribute('sizes'),
        };
      }),
    );
    for (const img of images) {
      expect(img.width && img.height, `${path} ${img.src} has a width and height`).toBeTruthy();
      // Author avatars are 48 px: no widths to offer.
      if (img.src.startsWith('/images/avatars/')) continue;
      pictures += 1;
      const base = img.src.replace(/\.webp$/, '');
      expect(img.src, path).toMatch(/^\/images\/(services|projects|blog|materials|property-types)\/[\w-]+\.webp$/);
      expect(img.srcset, `${path} ${img.src}`).toBe(`${base}-600.webp 600w, ${base}.webp 1200w`);
      expect(img.avif, `${path} ${img.src}`).toEqual({ type: 'image/avif', srcset: `${base}-600.avif 600w, ${base}.avif 1200w`, sizes: img.sizes });
      for (const file of [`${base}.avif`, `${base}-600.avif`, `${base}-600.webp`]) {
        if (checked.has(file)) continue;
        checked.add(file);
        const res = await request.get(file);
        expect(res.status(), file).toBe(200);
        expect(res.headers()['content-type'], file).toBe(file.endsWith('.avif') ? 'image/avif' : 'image/webp');
      }
    }
  }
  expect(pictures).toBeGreaterThan(20);
});

test('a blog post preloads its LCP image as the AVIF srcset with fetchpriority="high", and Chromium shows the AVIF', async ({ page }) => {
  await page.goto('/blog/advanced-exterior-waterproofing-thunder-bay');
  const base = '/images/blog/advanced-exterior-waterproofing-thunder-bay';
  // React also preloads the small eager images (logo, author avatar) at normal priority.
  const preloads = await page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('href') ?? ''} ${l.getAttribute('imagesrcset') ?? ''} ${l.getAttribute('fetchpriority') ?? ''}`),
    );
  expect(preloads.filter((p) => p.includes(base))).toHaveLength(1);
  expect(preloads.filter((p) => p.endsWith('high'))).toHaveLength(1);
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('imagesrcset', `${base}-600.avif 600w, ${base}.avif 1200w`);
  await expect(preload).toHaveAttribute('imagesizes', '(min-width: 800px) 760px, 100vw');
  const hero = page.locator('article picture img, main picture img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.avif$/);
});

test.describe('accessibility (axe, WCAG 2.2 AA, on a 390 px phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Every public route in both languages: the French pages carry the same components with other texts.
  for (const path of [...publicPages.map((p) => p.path), ...Object.values(frenchPaths)]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page, WCAG22_AA)).toEqual([]);
    });
  }
});
