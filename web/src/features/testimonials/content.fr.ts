import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page des témoignages en français (mêmes clés que content.ts). */
export const testimonialsContent: Translation<typeof En.testimonialsContent> = {
  seo: {
    title: 'Avis et témoignages de nos clients',
    description:
      'Lisez les avis de propriétaires de Thunder Bay, de Sudbury et de Winnipeg sur la réparation de fondation et l’imperméabilisation par Northrock. Plus de 2 000 projets réalisés, des évaluations 5 étoiles.',
    keywords: ['avis Northrock', 'avis réparation de fondation Sudbury', 'témoignages imperméabilisation', 'avis fondation Winnipeg'],
  },
  hero: {
    title: 'Ce que disent nos clients',
    lead: 'Des propriétaires du Nord de l’Ontario et du Manitoba, dans leurs propres mots.',
  },
  trust: [
    { value: '2 000+', label: 'Projets réalisés' },
    { value: '5 étoiles', label: 'Évaluations' },
    { value: '100 %', label: 'Satisfaction garantie' },
  ],
  loading: 'Chargement des témoignages...',
  cta: {
    title: 'Joignez-vous à plus de 2 000 propriétaires satisfaits',
    text: 'Demandez une soumission gratuite et voyez pourquoi nos clients nous recommandent à leurs voisins.',
  },
};
