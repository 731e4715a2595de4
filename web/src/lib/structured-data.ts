import { brand } from '@northrock/core/brand';
import type { Locale } from '~/lib/locale';
import { localizedPath } from '~/lib/localized-path';
import { translator } from '~/i18n/translator';

/** schema.org JSON-LD builders (Service, HomeAndConstructionBusiness, FAQPage, BreadcrumbList, JobPosting). */
type Json = Record<string, unknown>;

const areaList = (areas: readonly string[]) => areas.filter((a) => !a.startsWith('and ')).map((name) => ({ '@type': 'City', name }));

export function businessJsonLd(
  publicUrl: string,
  opts: { areaServed: readonly string[]; openingHours: readonly string[]; city?: string; region?: string; url?: string },
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': ['HomeAndConstructionBusiness', 'LocalBusiness'],
    '@id': `${publicUrl}/#business`,
    name: brand.name,
    url: `${publicUrl}${opts.url ?? '/'}`,
    telephone: brand.phone.replace(/^1-/, '+1-'),
    email: brand.email,
    logo: `${publicUrl}/brand/northrock-logo.svg`,
    image: `${publicUrl}/images/services/exterior-waterproofing.webp`,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressLocality: opts.city ?? 'Thunder Bay',
      addressRegion: opts.region ?? 'ON',
      addressCountry: 'CA',
    },
    openingHours: opts.openingHours,
    areaServed: areaList(opts.areaServed),
  };
}

export function serviceJsonLd(publicUrl: string, opts: { name: string; description: string; path: string; areaServed: readonly string[] }): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: opts.name,
    serviceType: opts.name,
    description: opts.description,
    url: `${publicUrl}${opts.path}`,
    provider: {
      '@type': 'HomeAndConstructionBusiness',
      name: brand.name,
      telephone: brand.phone.replace(/^1-/, '+1-'),
      url: `${publicUrl}/`,
    },
    areaServed: areaList(opts.areaServed),
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * `BreadcrumbList` of a page (service, city and blog pages): the home page, then `trail` (each
 * step's name in the page's language and its English or own path, put in `locale`).
 */
export function breadcrumbJsonLd(publicUrl: string, locale: Locale, trail: readonly { name: string; path: string }[]): Json {
  const steps = [{ name: translator(locale)('sections.breadcrumbHome'), path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${publicUrl}${localizedPath(step.path, locale)}`,
    })),
  };
}

/** Where the crews work: the three cities a role's `location` may name. */
const jobCities = [
  { name: 'Thunder Bay', region: 'ON' },
  { name: 'Sudbury', region: 'ON' },
  { name: 'Winnipeg', region: 'MB' },
] as const;

/**
 * When the roles on the careers page were posted and until when they stand (Google for Jobs
 * drops a posting past `validThrough`): move both when the roles change.
 */
const careersPosting = { datePosted: '2026-11-26', validThrough: '2027-05-31T23:59:59-05:00' } as const;

/**
 * One `JobPosting` per role of the careers page (Google for Jobs): title, description,
 * dates, full-time, Northrock as the hiring organization, and a `jobLocation` in each city
 * the role's location names before any parenthesis ("Thunder Bay (travel to Sudbury...)" is
 * based in Thunder Bay). No salary: the page states none. `offer` (what every role gets) is
 * added to each description.
 */
export function jobPostingsJsonLd(
  publicUrl: string,
  locale: Locale,
  roles: readonly { title: string; location: string; description: string }[],
  offer: readonly string[] = [],
): Json[] {
  const escape = (s: string) => s.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);
  return roles.map((role) => {
    const based = role.location.split('(')[0] ?? role.location;
    const cities = jobCities.filter((c) => based.includes(c.name));
    const description = `<p>${escape(role.description)}</p>${offer.length ? `<ul>${offer.map((o) => `<li>${escape(o)}</li>`).join('')}</ul>` : ''}`;
    return {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: role.title,
      description,
      datePosted: careersPosting.datePosted,
      validThrough: careersPosting.validThrough,
      employmentType: 'FULL_TIME',
      directApply: false,
      url: `${publicUrl}${localizedPath('/careers', locale)}`,
      hiringOrganization: {
        '@type': 'Organization',
        name: brand.name,
        sameAs: `${publicUrl}${localizedPath('/', locale)}`,
        logo: `${publicUrl}/brand/northrock-logo.svg`,
      },
      jobLocation: (cities.length ? cities : jobCities).map((c) => ({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: c.name, addressRegion: c.region, addressCountry: 'CA' },
      })),
      industry: 'Construction',
      ...(offer.length ? { jobBenefits: offer.join(', ') } : {}),
    };
  });
}
