import type { Translation } from '~/lib/locale';
import type * as En from './overview-content';

/** La page d’aperçu des services, en français (mêmes clés que overview-content.ts). */
export const servicesOverview: Translation<typeof En.servicesOverview> = {
  seo: {
    title: 'Services de réparation de fondation et d’imperméabilisation',
    description:
      'Imperméabilisation extérieure et intérieure, réparation et remplacement de fondation, pieux poussés et concentriques, poteaux et poutres d’acier et restauration de murs dans le Nord de l’Ontario et au Manitoba.',
    keywords: [
      'réparation de fondation',
      'imperméabilisation de sous-sol',
      'pieux poussés',
      'restauration de murs de fondation',
      'entrepreneur en fondation Nord de l’Ontario',
    ],
  },
  hero: {
    title: 'Nos services de réparation de fondation et d’imperméabilisation',
    lead: 'Tout ce qui se passe sous le niveau du sol, par une seule entreprise : on trouve la cause, on conçoit la réparation et on garantit le résultat par écrit.',
  },
  featuredTitle: 'Services vedettes',
  allTitle: 'Tous nos services',
  cards: [
    {
      title: 'Imperméabilisation',
      description: 'Membrane, isolant et drainage par l’extérieur en 3 à 5 jours, ou drainage intérieur et puisard toute l’année.',
      keywords: ['imperméabilisation extérieure', 'imperméabilisation intérieure', 'pompes de puisard'],
      serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'North Bay', 'St. Clements', 'East St. Paul'],
      path: '/fr/services/impermeabilisation-exterieure',
    },
    {
      title: 'Réparation et remplacement de fondation',
      description: 'Réparation de fissures structurales, reconstruction de murs et restauration de fondations de pierre, le plus souvent en 1 à 5 jours.',
      keywords: ['réparation de fissures', 'remplacement de mur', 'fondations de pierre'],
      serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'et les environs'],
      path: '/fr/services/reparation-remplacement-fondation',
    },
    {
      title: 'Pieux et reprise en sous-œuvre',
      description: 'Des pieux poussés et concentriques enfoncés jusqu’au roc ou à un sol portant arrêtent l’affaissement et relèvent vers le niveau.',
      keywords: ['pieux poussés', 'pieux concentriques', 'reprise en sous-œuvre'],
      serviceAreas: ['Thunder Bay', 'Oliver-Paipoonge', 'Nipigon', 'Sudbury', 'Lively', 'Winnipeg', 'St. Andrews', 'Lockport', 'Headingley'],
      path: '/fr/services/systemes-pieux-pousses',
    },
    {
      title: 'Restauration de murs',
      description: 'Les poutres d’acier en I EverBrace, posées par l’intérieur, arrêtent les murs qui bombent et les redressent avec le temps.',
      keywords: ['murs bombés', 'poutres d’acier en I', 'renfort de mur'],
      serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'et les environs'],
      path: '/fr/services/restauration-murs-everbrace',
    },
    {
      title: 'Soutien des planchers',
      description: 'Poteaux d’acier ajustables, poutres et nouvelles semelles pour remettre à niveau les planchers affaissés ou mous.',
      keywords: ['planchers affaissés', 'poteaux d’acier', 'remplacement de poutre'],
      serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'et les environs'],
      path: '/fr/services/poteaux-poutres-acier',
    },
  ],
  conditionsTitle: 'Pensé pour les conditions du Nord',
  conditions: [
    {
      title: 'Roc ou argile',
      description:
        'Le roc du Bouclier canadien à Thunder Bay et à Sudbury, l’argile gonflante de la rivière Rouge à Winnipeg : chacun demande une réparation différente.',
    },
    {
      title: 'Gel et dégel',
      description: 'Des mois sous zéro et des redoux soudains font fissurer le béton; nos membranes restent souples jusqu’à -40 °C.',
    },
    {
      title: 'Nappe phréatique élevée',
      description: 'La fonte des neiges fait monter l’eau contre les murs; notre drainage est conçu pour la pointe, pas pour la moyenne.',
    },
    {
      title: 'Des saisons de construction courtes',
      description: 'Les travaux extérieurs se font de mars à décembre : nos équipes rodées finissent en 3 à 5 jours, et l’intérieur occupe l’hiver.',
    },
    { title: 'Permis : on s’en occupe', description: 'On gère les permis et l’approbation d’un ingénieur dans chaque municipalité qu’on dessert.' },
  ],
  marketsTitle: 'Nos trois marchés',
};
