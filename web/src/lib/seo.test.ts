import { describe, expect, it } from 'vitest';
import { PUBLIC_LAYOUT_ID } from '~/lib/site-settings';
import { frenchPaths } from '~/config/localized-paths';
import { localeOfPath } from './locale';
import { englishPathOf, localizedPath } from './localized-path';
import { absoluteUrl, alternatePath, pageAddresses, pageMeta } from './seo';

const matches = [{ id: PUBLIC_LAYOUT_ID, loaderData: { publicUrl: 'https://northrock.example' } }];

describe('absoluteUrl', () => {
  it('prefixes site paths with the public origin and keeps absolute addresses as they are', () => {
    expect(absoluteUrl('https://northrock.example', '/media/content/a.webp')).toBe('https://northrock.example/media/content/a.webp');
    expect(absoluteUrl('http://localhost:3000', 'https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
    expect(absoluteUrl('http://localhost:3000', 'HTTP://cdn.example.com/x.jpg')).toBe('HTTP://cdn.example.com/x.jpg');
  });
});

describe('pageMeta', () => {
  it('an absolute share image stays absolute in og:image', () => {
    const tags = pageMeta(matches, { title: 'T', description: 'D', keywords: [], path: '/blog/x', image: 'https://cdn.example.com/p.jpg' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://cdn.example.com/p.jpg' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://northrock.example/blog/x' });
  });
});

describe('pages in two languages', () => {
  const frMatches = [...matches, { id: 'routes/public/about-fr' }];
  const links = (tags: ReturnType<typeof pageMeta>) =>
    tags.filter((t) => 'tagName' in t && t.tagName === 'link').map((t) => ({ ...t }) as Record<string, unknown>);

  it('an English page: canonical in English, hreflang both ways and x-default English, og:locale en_CA, WebPage in en-CA', () => {
    const tags = pageMeta(matches, { title: 'About', description: 'D', keywords: [], path: '/about' });
    expect(links(tags)).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://northrock.example/about' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-CA', href: 'https://northrock.example/about' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'fr-CA', href: 'https://northrock.example/fr/a-propos' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://northrock.example/about' },
    ]);
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_CA' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'fr_CA' });
    expect(tags).toContainEqual({ 'script:ld+json': expect.objectContaining({ '@type': 'WebPage', inLanguage: 'en-CA' }) });
  });

  it('the French route of the same module: French canonical and og:locale, the same alternates, inLanguage fr-CA', () => {
    const tags = pageMeta(frMatches, { title: 'À propos', description: 'D', keywords: [], path: '/about', jsonLd: { '@type': 'FAQPage' } });
    expect(links(tags)[0]).toEqual({ tagName: 'link', rel: 'canonical', href: 'https://northrock.example/fr/a-propos' });
    expect(
      links(tags)
        .slice(1)
        .map((l) => l.hrefLang),
    ).toEqual(['en-CA', 'fr-CA', 'x-default']);
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://northrock.example/fr/a-propos' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'fr_CA' });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'FAQPage', inLanguage: 'fr-CA' } });
    // A French path says the same on its own.
    expect(pageMeta(matches, { title: 'À propos', description: 'D', keywords: [], path: '/fr/a-propos' })).toEqual(
      pageMeta(frMatches, { title: 'À propos', description: 'D', keywords: [], path: '/about' }),
    );
  });

  it('a blog article keeps its slug; the home page is /fr; a page without a counterpart has no alternates', () => {
    expect(pageAddresses('/fr/blogue/sump-pumps')).toEqual({ en: '/blog/sump-pumps', fr: '/fr/blogue/sump-pumps' });
    expect(pageAddresses('/')).toEqual({ en: '/', fr: '/fr' });
    expect(pageAddresses('/fr/nope')).toBeNull();
    expect(pageAddresses('/projects')).toBeNull();
    expect(alternatePath('/fr/nope')).toBe('/');
    expect(alternatePath('/projects')).toBe('/fr');
    expect(alternatePath('/fr/services/systemes-pieux-pousses/')).toBe('/services/push-pier-systems');
  });

  it('every French path goes back to its English page and forth again', () => {
    for (const [en, fr] of Object.entries(frenchPaths)) {
      expect(localizedPath(en, 'fr')).toBe(fr);
      expect(englishPathOf(fr)).toBe(en);
      expect(localeOfPath(fr)).toBe('fr');
    }
    expect(localizedPath('/services#exterior-waterproofing', 'fr')).toBe('/fr/services#exterior-waterproofing');
  });

  it('a booking or visit link keeps its token in both languages', () => {
    expect(localizedPath('/book/abc.def', 'fr')).toBe('/fr/reserver/abc.def');
    expect(localizedPath('/visit/abc.def', 'fr')).toBe('/fr/visite/abc.def');
    expect(englishPathOf('/fr/visite/abc.def')).toBe('/visit/abc.def');
    expect(englishPathOf('/fr/reserver/x')).toBe('/book/x');
    expect(localizedPath('/visit/a/b', 'fr')).toBe('/visit/a/b');
  });
});
