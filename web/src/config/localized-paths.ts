import { whyPath } from '@northrock/core/brand';

/**
 * The French address of every static public page (docs/web.md, "Languages"): one URL per
 * language, French slugs where natural. Blog articles keep their slug under `/fr/blogue/`.
 */
export const frenchPaths: Record<string, string> = {
  '/': '/fr',
  '/services': '/fr/services',
  '/services/exterior-waterproofing': '/fr/services/impermeabilisation-exterieure',
  '/services/foundation-repair-replacement': '/fr/services/reparation-remplacement-fondation',
  '/services/push-pier-systems': '/fr/services/systemes-pieux-pousses',
  '/services/concentric-pier-systems': '/fr/services/systemes-pieux-concentriques',
  '/services/interior-waterproofing': '/fr/services/impermeabilisation-interieure',
  '/services/steel-post-beam-systems': '/fr/services/poteaux-poutres-acier',
  '/services/everbrace-wall-restoration': '/fr/services/restauration-murs-everbrace',
  '/thunder-bay-foundation-repair': '/fr/reparation-fondation-thunder-bay',
  '/winnipeg-foundation-repair': '/fr/reparation-fondation-winnipeg',
  '/sudbury-foundation-repair': '/fr/reparation-fondation-sudbury',
  '/about': '/fr/a-propos',
  [whyPath]: '/fr/pourquoi-northrock',
  '/blog': '/fr/blogue',
  '/contact': '/fr/contact',
  '/service-areas': '/fr/regions-desservies',
  '/testimonials': '/fr/temoignages',
  '/warranty': '/fr/garantie',
  '/our-systems': '/fr/nos-systemes',
  '/resources': '/fr/ressources',
  '/careers': '/fr/carrieres',
  '/privacy': '/fr/confidentialite',
  '/book': '/fr/reserver',
};

/**
 * Pages addressed by a slug or a signed token after a prefix: the French prefix of each English
 * one (`/book/<token>` -> `/fr/reserver/<token>`). The part after it is the same in both languages.
 */
export const frenchPrefixes: Record<string, string> = {
  '/blog/': '/fr/blogue/',
  '/book/': '/fr/reserver/',
  '/visit/': '/fr/visite/',
};
