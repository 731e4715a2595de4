import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page d’accueil en français (mêmes clés que content.ts). */
export const homeContent: Translation<typeof En.homeContent> = {
  seo: {
    title: 'Réparation de fondation et imperméabilisation de sous-sol à Thunder Bay, Sudbury et Winnipeg',
    description:
      'Réparation de fondation, pieux poussés et imperméabilisation de sous-sol dans le Nord de l’Ontario et au Manitoba. Plus de 25 ans d’expérience, plus de 2 000 projets, imperméabilisation extérieure en 3 à 5 jours. Soumission gratuite en moins de 24 heures.',
    keywords: [
      'réparation de fondation Sudbury',
      'imperméabilisation sous-sol Winnipeg',
      'réparation de fondation Winnipeg',
      'pieux poussés',
      'entrepreneur en fondation Nord de l’Ontario',
      'réparation de fondation Thunder Bay',
    ],
  },
  hero: {
    eyebrow: 'Spécialistes des fondations du Nord de l’Ontario et du Manitoba',
    title: 'Réparation de fondation et imperméabilisation pensées pour le Nord',
    lead: 'Des sous-sols secs et des fondations solides pour les maisons de Thunder Bay, de Sudbury, de Winnipeg et des villes entre les trois. Des réparations conçues par des ingénieurs, des équipes bien rodées et des garanties écrites : l’imperméabilisation extérieure est faite en 3 à 5 jours, pas en 7 à 10.',
    points: ['Plus de 25 ans dans le Nord', 'Soumission gratuite, réponse en moins de 24 heures', 'Garantie de 25 ans sur les systèmes d’acier'],
  },
  stats: { title: 'La confiance de tout le Nord', intro: 'Les chiffres derrière chaque contrat qu’on signe.' },
  reels: { title: 'Nos équipes à l’œuvre', intro: 'De courtes vidéos de chantiers récents à Thunder Bay, à Sudbury et à Winnipeg.' },
  markets: {
    title: 'Trois marchés, une seule norme',
    intro: 'Des équipes d’ici qui connaissent le sol sous votre maison, du roc du Bouclier canadien à l’argile de la rivière Rouge.',
  },
  services: {
    title: 'Nos principaux services de fondation et d’imperméabilisation',
    intro: 'De la fissure qui coule au mur qui a cédé, on règle la cause, pas seulement le symptôme.',
  },
  systems: {
    title: 'Les systèmes de pointe qu’on installe',
    intro:
      'De l’acier conçu en usine et des matériaux faits pour le froid, posés par des équipes formées. Nous sommes concessionnaire autorisé d’un fabricant américain de pieux.',
  },
  propertyTypes: {
    title: 'Les maisons et bâtiments sur lesquels on travaille',
    intro: 'Béton coulé, blocs, pierre centenaire ou chalet sur le roc : chacun reçoit la réparation qui lui convient.',
  },
  differentiators: {
    title: 'Pourquoi les propriétaires choisissent Northrock',
    intro: 'Ce qui distingue nos équipes, d’un chantier à l’autre.',
  },
  testimonials: { title: 'Ce que disent les propriétaires', intro: 'De vrais avis de familles avec qui on a travaillé.' },
  areas: {
    title: 'Où on travaille',
    intro: 'Thunder Bay, le Grand Sudbury, Winnipeg et les villes des environs. Vous ne savez pas si on se rend chez vous? Appelez-nous.',
  },
  cta: {
    title: 'Prêt pour un sous-sol sec et solide?',
    text: 'Décrivez-nous ce que vous voyez (fissures, eau, planchers en pente) et envoyez-nous quelques photos. On vous répond en moins de 24 heures, et la plupart des soumissions se font à distance.',
  },
};
