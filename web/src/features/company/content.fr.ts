import { serviceAreas } from '@northrock/core/browser';
import type { Translation } from '~/lib/locale';
import type * as En from './content';
import type { Market, RegionNames } from './content';

/** Les faits sur l’entreprise repris sur plusieurs pages, en français (mêmes noms que content.ts). */

export const statCounters: Translation<typeof En.statCounters> = [
  { target: 2000, suffix: '+', label: 'Projets réalisés' },
  { target: 25, suffix: '+', label: 'Années d’expérience' },
  { target: 98, suffix: '\u00a0%', label: 'Clients satisfaits' },
  { target: 15, suffix: '+', label: 'Techniciens formés' },
];

/** Les noms de ville restent ceux de l’anglais : la page des régions desservies les relie aux régions par `city`. */
export const markets: Market[] = [
  {
    city: 'Thunder Bay',
    province: 'Ontario',
    path: '/fr/reparation-fondation-thunder-bay',
    summary:
      'Notre siège social. Le roc, le gel profond et la fonte des neiges qui descend des monts Nor’Wester : on connaît chaque quartier, de Current River à Westfort.',
    soil: 'Roc peu profond et till glaciaire',
  },
  {
    city: 'Winnipeg',
    province: 'Manitoba',
    path: '/fr/reparation-fondation-winnipeg',
    summary:
      'L’argile de la rivière Rouge gonfle et se rétracte au gré des printemps pluvieux et des mois d’août secs. On stabilise, on pose des pieux et on imperméabilise partout en ville, de Saint-Boniface aux villes voisines.',
    soil: 'Argile gonflante de la rivière Rouge',
  },
  {
    city: 'Sudbury',
    province: 'Ontario',
    path: '/fr/reparation-fondation-sudbury',
    summary: 'Des tranchées dans le roc, des nappes phréatiques élevées et de vieilles fondations de blocs dans le Grand Sudbury, de Lively à Val Caron.',
    soil: 'Crêtes de roc et nappe phréatique élevée',
  },
];

const regionNames: RegionNames = { 'Thunder Bay': 'Région de Thunder Bay', Sudbury: 'Grand Sudbury', Winnipeg: 'Région de Winnipeg' };

/** Les dix-huit villes de la page des régions desservies (les noms de ville ne changent pas : la même liste que l’anglais). */
export const serviceRegions: Translation<typeof En.serviceRegions> = serviceAreas.map((area) => ({ region: regionNames[area.towns[0]], towns: area.towns }));

export const allTowns: string[] = serviceRegions.flatMap((r) => [...r.towns]);
