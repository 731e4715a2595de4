import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page du blogue en français; les articles viennent de la base de données. */
export const blogContent: Translation<typeof En.blogContent> = {
  seo: {
    title: 'Blogue sur les fondations et l’imperméabilisation',
    description:
      'Des articles sur l’imperméabilisation extérieure et intérieure, la réparation de fondation et la construction en climat froid dans le Nord de l’Ontario et au Manitoba, par les équipes de Northrock.',
    keywords: [
      'blogue réparation de fondation',
      'articles imperméabilisation sous-sol',
      'imperméabilisation Sudbury',
      'imperméabilisation intérieure ou extérieure',
    ],
  },
  hero: {
    title: 'Blogue sur les fondations et l’imperméabilisation',
    lead: 'Des conseils pratiques des équipes qui creusent, scellent et soutiennent les fondations partout dans le Nord.',
  },
  loading: 'Chargement des articles...',
  empty: 'Aucun article n’est encore publié. Revenez bientôt!',
};
