import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page des régions desservies en français (mêmes clés que content.ts). */
export const serviceAreasContent: Translation<typeof En.serviceAreasContent> = {
  seo: {
    title: 'Régions desservies : Thunder Bay, Grand Sudbury et Winnipeg',
    description:
      'Northrock répare et imperméabilise les fondations dans 18 villes de la région de Thunder Bay, du Grand Sudbury et de la région de Winnipeg. Soumission gratuite en moins de 24 heures.',
    keywords: [
      'réparation de fondation près de chez moi',
      'réparation de fondation Grand Sudbury',
      'imperméabilisation sous-sol Winnipeg',
      'région de Thunder Bay',
      'entrepreneur en fondation Nord de l’Ontario',
    ],
  },
  hero: {
    title: 'Régions desservies',
    lead: 'On dessert dix-huit villes dans la région de Thunder Bay, le Grand Sudbury et la région de Winnipeg, et on se déplace plus loin pour les projets d’envergure.',
  },
  beyond:
    'Vous êtes en dehors de ces villes? On travaille régulièrement partout dans le Nord et le Nord-Ouest de l’Ontario et au Manitoba, notamment à North Bay, à Kenora et à Selkirk. Appelez-nous ou envoyez-nous votre adresse : on vous dira quand une équipe passera près de chez vous.',
};
