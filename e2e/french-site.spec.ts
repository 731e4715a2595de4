import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { islandReady } from './support/islands';
import { query } from './support/leads';
import { personPause } from './support/person-pause';
import { frenchPaths, serviceRegions } from '@northrock/web';

/**
 * The French site (docs/web.md, "Languages"): every French route renders with and without
 * JavaScript, its metadata is French and points both ways, the switcher goes to the same page
 * in the other language, the sitemap's hreflang pairs are reciprocal, unknown French
 * addresses answer the French 404, and no sentence of a French page is its English page's.
 */
const blogSlug = 'advanced-exterior-waterproofing-thunder-bay';
const pairs: [en: string, fr: string][] = [...Object.entries(frenchPaths), [`/blog/${blogSlug}`, `/fr/blogue/${blogSlug}`]];

type Page = import('@playwright/test').Page;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => [JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[]].flat());
}

async function checkFrenchPage(page: Page, en: string, fr: string) {
  const response = await page.goto(fr);
  expect(response?.status(), fr).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/Northrock/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${fr}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', new RegExp(`${en === '/' ? '/' : en}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', new RegExp(`${fr}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`${en === '/' ? '/' : en}$`));
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA');
  expect(
    (await jsonLd(page)).some((item) => item.inLanguage === 'fr-CA'),
    fr,
  ).toBe(true);
  // The switcher: the same page in English, named in English.
  const english = page.getByRole('banner').locator('a[hreflang="en-CA"]').first();
  await expect(english).toHaveAttribute('href', en);
  await expect(english).toHaveAttribute('lang', 'en-CA');
  await expect(english).toHaveText('English');
}

test.describe('every French route, with JavaScript', () => {
  for (const [en, fr] of pairs) {
    test(`${fr} renders in French`, async ({ page }) => {
      await checkFrenchPage(page, en, fr);
      // And the English page's switcher goes back.
      await page.goto(en);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      await expect(page.getByRole('banner').locator('a[hreflang="fr-CA"]').first()).toHaveAttribute('href', fr);
    });
  }
});

test.describe('every French route, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [en, fr] of pairs) {
    test(`${fr} renders in French without JavaScript`, async ({ page }) => {
      await checkFrenchPage(page, en, fr);
    });
  }
});

test('the sitemap lists both languages, and every hreflang pair is reciprocal', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!])),
  }));
  const byLoc = new Map(urls.map((u) => [u.loc, u]));
  const paths = urls.map((u) => new URL(u.loc).pathname);
  for (const [en, fr] of pairs) {
    expect(paths, en).toContain(en);
    expect(paths, fr).toContain(fr);
  }
  for (const url of urls.filter((u) => Object.keys(u.alternates).length)) {
    expect(Object.keys(url.alternates).sort(), url.loc).toEqual(['en-CA', 'fr-CA', 'x-default']);
    expect(Object.values(url.alternates), url.loc).toContain(url.loc);
    expect(url.alternates['x-default']).toBe(url.alternates['en-CA']);
    for (const href of [url.alternates['en-CA']!, url.alternates['fr-CA']!]) {
      expect(byLoc.get(href)?.alternates, `${url.loc} -> ${href}`).toEqual(url.alternates);
    }
  }
});

test.describe('not found in French', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('an unknown French address answers the French 404 with status 404', async ({ page }) => {
    const response = await page.goto('/fr/cette-page-nexiste-pas');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByRole('main').getByRole('link', { name: /accueil/ })).toHaveAttribute('href', '/fr');
    await expect(page.getByRole('main').getByRole('link', { name: /estimation gratuite/ })).toHaveAttribute('href', '/fr/contact');
    expect((await page.goto('/fr/blogue/aucun-article'))?.status()).toBe(404);
  });
});

/** Text that may be the same in both languages: names, numbers, addresses, e-mail and phone. */
const sameInBothLanguages = /Northrock|EverBrace|Thunder Bay|Sudbury|Winnipeg|\d-\d{3}-\d{3}-\d{4}|@/;

/** The words of the place names the pages list (towns served, regions, provinces), lower case. */
const placeWords = new Set(
  [
    ...serviceRegions.flatMap((r) => r.towns),
    ...['Murillo', 'Dorion', 'Garson', 'Coniston', 'West St. Paul', 'Selkirk', 'Kenora', 'Dryden', 'North Bay'],
    ...['Ontario', 'Manitoba', 'ON', 'MB'],
  ]
    .flatMap((name) => name.toLowerCase().split(/[\s.-]+/))
    .filter(Boolean),
);

/**
 * A list of place names, numbers and short words ("Lively · Val Caron · Hanmer", "THUNDER BAY,
 * SUDBURY, WINNIPEG"): no word of four letters or more that is not a place name, so nothing to
 * translate. An English sentence in Title Case still has such words ("Exterior Waterproofing").
 */
const onlyPlaceNames = (sentence: string) => (sentence.match(/\p{L}+/gu) ?? []).every((word) => word.length < 4 || placeWords.has(word.toLowerCase()));

/** Every visible sentence of at least four words on the page's main content, header and footer. */
async function sentencesOf(page: Page, path: string): Promise<Set<string>> {
  await page.goto(path);
  const text = await page.locator('body').evaluate((body) => (body as HTMLElement).innerText);
  return new Set(
    text
      .split(/(?<=[.!?:])\s+|\n+/)
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter((s) => s.split(' ').length >= 4 && !sameInBothLanguages.test(s) && !onlyPlaceNames(s)),
  );
}

test('no visible sentence of a French page is the same as on its English page', async ({ page }) => {
  test.setTimeout(240_000);
  const leftovers: string[] = [];
  for (const [en, fr] of pairs) {
    const english = await sentencesOf(page, en);
    const french = await sentencesOf(page, fr);
    for (const sentence of french) if (english.has(sentence)) leftovers.push(`${fr}: ${sentence}`);
  }
  expect(leftovers).toEqual([]);
});

test('a French homeowner sends the form on /fr/contact with a photo: French texts, French thank-you, lead stored in French', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `e2e-fr-${Date.now()}@example.com`;
  await page.goto('/fr/contact');
  const shownAt = Date.now();
  await islandReady(page, 'contact-form');
  await expect(page.getByRole('complementary', { name: 'Nos coordonnées' })).toContainText('Heures d’ouverture');
  await page.getByLabel('Nom complet').fill('Josée Lafrenière');
  await page.getByLabel('Adresse courriel').fill(email);
  await page.getByLabel('Numéro de téléphone').fill('705 555-0188');
  await page.getByLabel('Ville').fill('Grand Sudbury');
  await page.getByLabel('Objet').fill('Fissure dans le mur du sous-sol');
  await page.getByLabel('Description').fill('Une longue fissure sur le mur nord, de l’eau au printemps.');
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 110, b: 95 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(/Photos/).setInputFiles([{ name: 'fissure.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
  await expect(page.getByText('1 fichier sélectionné')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'fissure.jpg : Envoyée' })).toBeVisible({ timeout: 20_000 });
  await personPause(shownAt);
  await page.getByRole('button', { name: 'Obtenir mon estimation gratuite' }).click();
  await expect(page.getByText('Merci! Nous communiquerons avec vous d’ici 24 heures.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Nom complet')).toHaveValue('');

  await expect
    .poll(
      async () =>
        (
          await query<{ language: string; form_page: string; photos: number }>(
            'select language, form_page, jsonb_array_length(photo_urls) as photos from contact_submissions where email = $1',
            [email],
          )
        )[0],
      { timeout: 20_000 },
    )
    .toEqual({ language: 'fr', form_page: '/fr/contact', photos: 1 });
});
