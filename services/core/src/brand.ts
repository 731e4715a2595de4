/**
 * The brand, in one place (docs/product.md, Part 2). Site settings stored in the database override
 * what the footer, contact card and emails show; routes and structured data use these.
 * Browser-safe.
 */
export const brand = {
  name: 'Northrock Foundation & Waterproofing',
  shortName: 'Northrock',
  slug: 'northrock',
  phone: '1-888-555-0137',
  phoneHref: 'tel:+18885550137',
  email: 'info@northrock.example',
  headquarters: 'Thunder Bay, Ontario',
  serviceArea: 'Northern & Northwestern Ontario and Manitoba',
  officeHours: 'Monday to Friday, 9am to 5pm',
  responsePromise: 'within 24 hours',
} as const;

/** The comparison page's path: `/why-{brand}`. */
export const whyPath = `/why-${brand.slug}`;
