import type { ServiceSlug } from '~/config/site-nav';

/** Related-service links under an article (docs/product.md §2.3): the two seeded articles, then by topic. */
const bySlug: Record<string, ServiceSlug[]> = {
  'advanced-exterior-waterproofing-thunder-bay': ['exterior-waterproofing', 'interior-waterproofing', 'foundation-repair-replacement'],
  'interior-waterproofing-systems': ['interior-waterproofing', 'exterior-waterproofing', 'everbrace-wall-restoration'],
};

export function relatedServicesFor(slug: string, category: string): ServiceSlug[] {
  const known = bySlug[slug];
  if (known) return known;
  return /waterproof|imperméab/i.test(category) ? ['exterior-waterproofing', 'interior-waterproofing'] : ['foundation-repair-replacement', 'push-pier-systems'];
}
