import { brand } from '@northrock/core/brand';

/** schema.org JSON-LD builders (Service, HomeAndConstructionBusiness, FAQPage). */
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
