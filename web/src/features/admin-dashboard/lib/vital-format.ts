import type { VitalMetric } from '@northrock/core/browser';

const seconds = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A metric's value as people read it: "240 ms", "2.1 s"; CLS unitless to two decimals ("0.04"); a dash without samples. */
export function vitalValue(metric: VitalMetric, value: number | null): string {
  if (value === null) return '-';
  if (metric === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${seconds.format(value / 1000)} s`;
}

/** A page template's name: `blog-post` reads "Blog post". */
export function templateLabel(template: string | null): string {
  if (!template) return 'All pages';
  const words = template.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ratingLabel = { good: 'good', needs_improvement: 'needs improvement', poor: 'poor' } as const;
export const ratingBadge = { good: 'green', needs_improvement: 'yellow', poor: 'amber' } as const;

export const deviceLabel = { phone: 'Phone', desktop: 'Desktop' } as const;
