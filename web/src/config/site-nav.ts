import { whyPath } from '@northrock/core/brand';
// Relative imports: app/routes.ts reads this file before the `~` alias exists.
import type { Locale } from '../lib/locale';
import { frenchPaths } from './localized-paths';

/**
 * The public site map in one place: the header, the mobile menu, the footer and the
 * sitemap read it (docs/product.md §2.1, §2.2). Page copy lives in each feature's `content.ts`.
 */
export interface NavLinkItem {
  to: string;
  label: string;
}

export const serviceSlugs = [
  'exterior-waterproofing',
  'foundation-repair-replacement',
  'push-pier-systems',
  'concentric-pier-systems',
  'interior-waterproofing',
  'steel-post-beam-systems',
  'everbrace-wall-restoration',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const isServiceSlug = (slug: string): slug is ServiceSlug => (serviceSlugs as readonly string[]).includes(slug);

export const servicePath = (slug: string) => (isServiceSlug(slug) ? `/services/${slug}` : `/services#${slug}`);

/** Services dropdown, flagship first (docs/product.md §2.1). */
export const serviceLinks: NavLinkItem[] = [
  { to: '/services/exterior-waterproofing', label: 'Exterior Waterproofing' },
  { to: '/services/foundation-repair-replacement', label: 'Foundation Repair & Replacement' },
  { to: '/services/push-pier-systems', label: 'Push Pier Systems' },
  { to: '/services/concentric-pier-systems', label: 'Concentric Pier Systems' },
  { to: '/services/interior-waterproofing', label: 'Interior Waterproofing' },
  { to: '/services/steel-post-beam-systems', label: 'Steel Post & Beam Systems' },
  { to: '/services/everbrace-wall-restoration', label: 'EverBrace Wall Restoration' },
];

export const resourceLinks: NavLinkItem[] = [
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/warranty', label: 'Warranty' },
  { to: '/our-systems', label: 'Our Systems' },
  { to: '/resources', label: 'Resources & FAQ' },
  { to: '/careers', label: 'Careers' },
];

export const cityLinks: NavLinkItem[] = [
  { to: '/thunder-bay-foundation-repair', label: 'Thunder Bay Foundation Repair' },
  { to: '/winnipeg-foundation-repair', label: 'Winnipeg Foundation Repair' },
  { to: '/sudbury-foundation-repair', label: 'Sudbury Foundation Repair' },
];

export const homeLink: NavLinkItem = { to: '/', label: 'Home' };
/** Header order (docs/product.md §2.1); the two dropdowns sit after Home. */
export const headerLinks: NavLinkItem[] = [
  { to: '/service-areas', label: 'Service Areas' },
  { to: whyPath, label: 'Why Choose Us' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

export const estimateLink: NavLinkItem = { to: '/contact', label: 'Get Free Estimate' };

/** Footer columns (docs/product.md §2.1: /services, /projects and the three city pages among them). */
/** The privacy page (footer's legal line). */
export const privacyLink: NavLinkItem = { to: '/privacy', label: 'Privacy' };

export const footerCompanyLinks: NavLinkItem[] = [
  { to: '/services', label: 'All Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/about', label: 'About Us' },
  { to: whyPath, label: 'Why Northrock' },
  { to: '/service-areas', label: 'Service Areas' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

/** Every static public route, for the sitemap (blog articles come from the database). */
export const publicStaticPaths: string[] = [
  '/',
  '/services',
  ...serviceLinks.map((l) => l.to),
  ...cityLinks.map((l) => l.to),
  '/about',
  whyPath,
  '/blog',
  '/contact',
  '/book',
  '/service-areas',
  ...resourceLinks.map((l) => l.to),
  '/privacy',
];

/**
 * The French label of every link above, keyed by its English path (docs/web.md, "Languages");
 * `navLinks` puts a list in a language (French label, French path). A link missing here shows
 * its English label (web/src/config/site-nav.test.ts checks there is none).
 */
export const frenchNavLabels: Record<string, string> = {
  '/': 'Accueil',
  '/services': 'Tous les services',
  '/services/exterior-waterproofing': 'Imperméabilisation extérieure',
  '/services/foundation-repair-replacement': 'Réparation et remplacement de fondation',
  '/services/push-pier-systems': 'Systèmes de pieux poussés',
  '/services/concentric-pier-systems': 'Systèmes de pieux concentriques',
  '/services/interior-waterproofing': 'Imperméabilisation intérieure',
  '/services/steel-post-beam-systems': 'Poteaux et poutres d’acier',
  '/services/everbrace-wall-restoration': 'Restauration de murs EverBrace',
  '/testimonials': 'Témoignages',
  '/warranty': 'Garantie',
  '/our-systems': 'Nos systèmes',
  '/resources': 'Ressources et FAQ',
  '/careers': 'Carrières',
  '/thunder-bay-foundation-repair': 'Réparation de fondation à Thunder Bay',
  '/winnipeg-foundation-repair': 'Réparation de fondation à Winnipeg',
  '/sudbury-foundation-repair': 'Réparation de fondation à Sudbury',
  '/service-areas': 'Régions desservies',
  [whyPath]: 'Pourquoi Northrock',
  '/about': 'À propos',
  '/blog': 'Blogue',
  '/contact': 'Nous joindre',
  '/projects': 'Projets',
  '/privacy': 'Confidentialité',
};

/** French labels where the same path has another label in one place (header "Why Choose Us", footer "About Us"). */
const frenchLabelOf = (link: NavLinkItem) =>
  link === estimateLink ? 'Estimation gratuite' : link.label === 'Why Choose Us' ? 'Pourquoi nous choisir' : (frenchNavLabels[link.to] ?? link.label);

/** A list of links in `locale`: French labels and French paths (config/localized-paths.ts) on French pages. */
export function navLinks(links: readonly NavLinkItem[], locale: Locale): NavLinkItem[] {
  return locale === 'en' ? [...links] : links.map((link) => ({ to: frenchPaths[link.to] ?? link.to, label: frenchLabelOf(link) }));
}

/** Every menu of the header and the mobile menu, in one language (the header island's `nav` prop). */
export function headerNav(locale: Locale) {
  const [home] = navLinks([homeLink], locale);
  const [estimate] = navLinks([estimateLink], locale);
  return {
    home: home!,
    services: navLinks(serviceLinks, locale),
    resources: navLinks(resourceLinks, locale),
    links: navLinks(headerLinks, locale),
    estimate: estimate!,
  };
}
export type HeaderNav = ReturnType<typeof headerNav>;
