import { brand } from '@northrock/core/brand';
import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page de comparaison « Pourquoi Northrock » en français (mêmes clés que content.ts). */
export const whyContent: Translation<typeof En.whyContent> = {
  seo: {
    title: `Pourquoi choisir ${brand.shortName}? Comparez les entrepreneurs en fondation`,
    description:
      'Voyez comment Northrock se compare aux autres entrepreneurs en fondation : expérience, solutions d’ingénierie, garantie, rapidité d’installation, formation des équipes et matériaux.',
    keywords: ['meilleur entrepreneur en fondation Sudbury', 'comparer entreprises d’imperméabilisation', 'avis Northrock', 'garantie réparation de fondation'],
  },
  hero: {
    title: `Pourquoi choisir ${brand.shortName}?`,
    lead: 'N’importe quel entrepreneur peut creuser une tranchée. Voici ce que vous obtenez quand l’équipe fait des fondations et de l’imperméabilisation tous les jours, dans le Nord, avec des garanties écrites.',
  },
  table: {
    title: `${brand.shortName} comparé aux autres entrepreneurs`,
    rows: [
      {
        icon: '★',
        feature: 'Expérience',
        us: 'Plus de 25 ans et plus de 2 000 projets dans le Nord de l’Ontario et au Manitoba',
        them: 'Souvent des entrepreneurs généraux qui font des fondations à l’occasion',
      },
      {
        icon: '⚙',
        feature: 'Solutions d’ingénierie',
        us: 'Des réparations calculées selon le sol et la charge, approuvées par un ingénieur au besoin',
        them: 'Des solutions toutes faites',
      },
      {
        icon: '✔',
        feature: 'Garantie',
        us: 'Garantie du fabricant de 25 ans sur l’acier; 5 ans transférables sur l’imperméabilisation extérieure',
        them: 'Des garanties courtes ou verbales',
      },
      {
        icon: '⏱',
        feature: 'Rapidité d’installation',
        us: 'Imperméabilisation extérieure en 3 à 5 jours, jusqu’à deux fois plus vite',
        them: '7 à 10 jours pour le même travail',
      },
      {
        icon: '👷',
        feature: 'Formation des équipes',
        us: 'Plus de 15 techniciens à temps plein, formés sur chaque système',
        them: 'Des sous-traitants qui changent d’un chantier à l’autre',
      },
      {
        icon: '❄',
        feature: 'Matériaux',
        us: 'Membranes pour climat froid, souples jusqu’à -40 °C, et acier conçu en usine',
        them: 'Produits d’usage général',
      },
    ],
  },
  cards: [
    {
      title: 'Bien fait du premier coup',
      description: 'On trouve la cause (eau, sol ou gel) avant de vous donner un prix, pour que la réparation dure.',
    },
    {
      title: 'Moins longtemps avec un terrain éventré',
      description: 'Des équipes bien rodées et des matériaux préparés d’avance : 3 à 5 jours au lieu de 7 à 10.',
    },
    {
      title: 'Des documents à garder',
      description: 'Portée des travaux écrite, prix fixe, photos avant-après et document de garantie à la fin du chantier.',
    },
  ],
};
