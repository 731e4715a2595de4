import { screen, within } from '@testing-library/react';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aboutContent as aboutEn } from '~/features/about/content';
import { careersContent as careersFr } from '~/features/careers/content.fr';
import { formatDate } from '~/lib/format';
import { PUBLIC_LAYOUT_ID } from '~/lib/site-settings';
import { renderWithRouter } from '~/test/render';
import About from './about';
import Blog from './blog';
import { meta as careersMeta } from './careers';
import City, { loader as cityLoader, meta as cityMeta } from './city';
import { loader as serviceLoader, meta as serviceMeta } from './service';

/**
 * Each public page speaks the language of its address (`/fr/...` is French). The French copy of
 * each feature is checked by its own type (`Translation<...>`); these check what the pages do
 * with the address: labels, links, slugs mapped back, structured data.
 */
const publicUrl = 'https://northrock.example';
const matches = [{ id: PUBLIC_LAYOUT_ID, loaderData: { publicUrl } }];

type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];
const loaderArgs = <F extends (...args: never[]) => unknown>(path: string) => ({ url: new URL(`${publicUrl}${path}`) }) as unknown as Args<F>;
const metaArgs = <F extends (...args: never[]) => unknown>(path: string, loaderData: unknown) =>
  ({ matches, loaderData, location: { pathname: path }, params: {} }) as unknown as Args<F>;

const jsonLdOf = (tags: MetaDescriptor[]) => tags.flatMap((t) => ('script:ld+json' in t ? [t['script:ld+json']].flat() : [])) as Record<string, unknown>[];
const canonicalOf = (tags: MetaDescriptor[]) => tags.find((t) => 'rel' in t && t.rel === 'canonical') as { href: string } | undefined;

describe('a page in the language of its address', () => {
  it('the French about page has the French copy and labels', () => {
    renderWithRouter(<About />, { path: '/fr/a-propos' });
    expect(screen.getByText('À propos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ce qui nous distingue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(aboutEn.hero.title);
    expect(screen.getByRole('img')).toHaveAttribute('alt', expect.stringContaining('Équipe Northrock'));
  });

  it('the English about page is unchanged', () => {
    renderWithRouter(<About />, { path: '/about' });
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(aboutEn.hero.title);
    expect(screen.getByRole('heading', { level: 2, name: 'What makes us different' })).toBeInTheDocument();
  });
});

describe('service pages', () => {
  it('find their service from the French address, and answer 404 for an unknown one', () => {
    expect(serviceLoader(loaderArgs<typeof serviceLoader>('/fr/services/systemes-pieux-pousses'))).toEqual({ slug: 'push-pier-systems' });
    expect(serviceLoader(loaderArgs<typeof serviceLoader>('/services/push-pier-systems'))).toEqual({ slug: 'push-pier-systems' });
    expect(() => serviceLoader(loaderArgs<typeof serviceLoader>('/fr/services/push-pier-systems'))).toThrow();
  });

  it('give the French page a French canonical, a French WebPage and a French breadcrumb trail', () => {
    const path = '/fr/services/systemes-pieux-pousses';
    const tags = serviceMeta(metaArgs<typeof serviceMeta>(path, { slug: 'push-pier-systems' }));
    expect(canonicalOf(tags)?.href).toBe(`${publicUrl}${path}`);
    const items = jsonLdOf(tags);
    expect(items.find((i) => i['@type'] === 'Service')).toMatchObject({ url: `${publicUrl}${path}` });
    expect(items.find((i) => i['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'fr-CA', url: `${publicUrl}${path}` });
    const trail = items.find((i) => i['@type'] === 'BreadcrumbList')!.itemListElement as { position: number; name: string; item: string }[];
    expect(trail.map((c) => [c.position, c.item])).toEqual([
      [1, `${publicUrl}/fr`],
      [2, `${publicUrl}/fr/services`],
      [3, `${publicUrl}${path}`],
    ]);
    expect(trail[0]!.name).toBe('Accueil');
  });

  it('keep the English page English', () => {
    const tags = serviceMeta(metaArgs<typeof serviceMeta>('/services/push-pier-systems', { slug: 'push-pier-systems' }));
    expect(canonicalOf(tags)?.href).toBe(`${publicUrl}/services/push-pier-systems`);
    const items = jsonLdOf(tags);
    expect(items.find((i) => i['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'en-CA' });
    const trail = items.find((i) => i['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(trail.map((c) => c.name)).toEqual(['Home', 'Services', 'Push Pier Foundation Systems']);
  });
});

describe('city pages', () => {
  it('map the French address back to the city, and render French headings and French service links', () => {
    const data = cityLoader(loaderArgs<typeof cityLoader>('/fr/reparation-fondation-sudbury'));
    expect(data).toEqual({ path: '/sudbury-foundation-repair' });
    expect(() => cityLoader(loaderArgs<typeof cityLoader>('/fr/reparation-fondation-toronto'))).toThrow();
    renderWithRouter(<City {...({ loaderData: data } as unknown as Parameters<typeof City>[0])} />, { path: '/fr/reparation-fondation-sudbury' });
    expect(screen.getByRole('heading', { name: 'Pourquoi les propriétaires de Sudbury choisissent Northrock' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/fr/services/systemes-pieux-pousses');
    expect(links).not.toContain('/services/push-pier-systems');
    expect(screen.getByRole('columnheader', { name: 'Entrepreneur typique' })).toBeInTheDocument();
  });

  it('carry a BreadcrumbList and the business at the French address', () => {
    const tags = cityMeta(metaArgs<typeof cityMeta>('/fr/reparation-fondation-thunder-bay', { path: '/thunder-bay-foundation-repair' }));
    const items = jsonLdOf(tags);
    const business = items.find((i) => [i['@type']].flat().includes('LocalBusiness'));
    expect(business).toMatchObject({ url: `${publicUrl}/fr/reparation-fondation-thunder-bay`, address: { addressLocality: 'Thunder Bay' } });
    expect(items.find((i) => i['@type'] === 'FAQPage')).toMatchObject({ inLanguage: 'fr-CA' });
    const trail = items.find((i) => i['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
    expect(trail.map((c) => c.item)).toEqual([`${publicUrl}/fr`, `${publicUrl}/fr/reparation-fondation-thunder-bay`]);
  });
});

describe('the blog', () => {
  const post = {
    id: 1,
    slug: 'interior-waterproofing-systems',
    title: 'Systèmes d’imperméabilisation intérieure',
    excerpt: 'Un résumé.',
    image: '/images/blog/a.webp',
    author_name: 'Marc',
    author_role: 'Estimateur',
    author_avatar: null,
    category: 'Imperméabilisation',
    created_at: '2026-11-26T15:00:00.000Z',
    featured: false,
  };

  it('dates articles in fr-CA on French pages', () => {
    expect(formatDate('2026-11-26T15:00:00.000Z', 'fr')).toBe('26 novembre 2026');
    expect(formatDate('2026-11-26T15:00:00.000Z')).toBe('November 26, 2026');
  });

  it('/fr/blogue links each article to its French address with a French byline and date', () => {
    renderWithRouter(<Blog {...({ loaderData: { posts: { blogPosts: [post] } } } as unknown as Parameters<typeof Blog>[0])} />, { path: '/fr/blogue' });
    const card = screen.getByRole('heading', { name: post.title }).closest('article') ?? document.body;
    expect(within(card).getByRole('link', { name: post.title })).toHaveAttribute('href', '/fr/blogue/interior-waterproofing-systems');
    expect(within(card).getByRole('link', { name: `Lire l’article: ${post.title}` })).toHaveAttribute('href', '/fr/blogue/interior-waterproofing-systems');
    expect(card).toHaveTextContent('Par Marc, Estimateur · 26 novembre 2026');
  });
});

describe('the careers page', () => {
  it('posts each role as a JobPosting in the language of the page', () => {
    const tags = careersMeta(metaArgs<typeof careersMeta>('/fr/carrieres', undefined));
    const postings = jsonLdOf(tags).filter((i) => i['@type'] === 'JobPosting');
    expect(postings.map((p) => p.title)).toEqual(careersFr.roles.map((r) => r.title));
    expect(postings[0]).toMatchObject({ url: `${publicUrl}/fr/carrieres`, employmentType: 'FULL_TIME' });
    expect(canonicalOf(tags)?.href).toBe(`${publicUrl}/fr/carrieres`);
  });
});
