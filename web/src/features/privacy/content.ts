import { brand } from '@northrock/core/brand';

/**
 * The privacy page: what the site keeps about a homeowner, why and for how long. Every period
 * here is the one the product applies (services/core/src/modules/privacy/privacy.service.ts and
 * the RETENTION_* settings); docs/security.md, "Retention", is the maintainer's side.
 */
export const privacyContent = {
  seo: {
    title: 'Privacy: what we keep and for how long',
    description: `What ${brand.shortName} keeps when you send an estimate request, why, for how long, and how to have it erased.`,
    keywords: ['Northrock privacy', 'personal information', 'PIPEDA'],
  },
  hero: {
    title: 'Your information, kept no longer than needed',
    lead: 'We ask only for what we need to answer your request, use it only for that, and erase it when it is no longer needed.',
  },
  kept: [
    {
      title: 'Your estimate request',
      description:
        'Your name, e-mail, phone, address, city, message and photos: to call you back, plan the visit and quote the work. Our office staff see it; nobody else.',
    },
    {
      title: 'Where the request came from',
      description:
        'The page you first landed on, the site that linked to it and whether you used a phone or a computer: to know which of our pages help homeowners. No cookies and no tracking across sites.',
    },
    {
      title: 'Page visits',
      description: 'A count of visits per page and day, nothing about who visited: no address, no cookie, no browser details.',
    },
  ],
  /** How long each kind is kept, in the installation's retention settings (0 = kept). */
  periods: (retention: { resolvedMonths: number; spamDays: number }) => [
    {
      what: 'A request we have finished with (resolved)',
      howLong: retention.resolvedMonths
        ? `Erased ${retention.resolvedMonths} months after it was resolved; the count of requests stays, without anything that names you`
        : 'Kept until you ask us to erase it',
    },
    {
      what: 'A request held back as spam',
      howLong: retention.spamDays ? `Deleted after ${retention.spamDays} days` : 'Kept until you ask us to erase it',
    },
    { what: 'Photos and office notes about your request', howLong: 'Erased with the request' },
    { what: 'Records of what our staff changed on the site', howLong: 'One year' },
    { what: 'Page visit counts', howLong: 'Kept as counts only' },
  ],
  rights: {
    title: 'Asking to see or erase your information',
    body: `Call us or write to us: we will tell you what we hold about you and, if you ask, erase your name, e-mail, phone, address, message, photos and our notes at once. We never sell or share your information, and we use it only to answer your request.`,
  },
};
