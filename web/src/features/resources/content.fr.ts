import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page Ressources / FAQ en français (mêmes catégories et mêmes questions que content.ts). */
export const resourcesContent: Translation<typeof En.resourcesContent> = {
  seo: {
    title: 'FAQ, coûts et ressources : réparation de fondation et imperméabilisation',
    description:
      'Des réponses sur les coûts, les délais, les saisons, les garanties et le financement de la réparation de fondation et de l’imperméabilisation dans le Nord de l’Ontario et au Manitoba, de la fissure aux pieux poussés.',
    keywords: [
      'coût réparation de fondation',
      'prix imperméabilisation pied linéaire',
      'prix pieux poussés',
      'FAQ fondation',
      'questions imperméabilisation sous-sol',
    ],
  },
  hero: {
    title: 'Ressources et foire aux questions',
    lead: 'Des réponses franches sur le coût de la réparation de fondation et de l’imperméabilisation, la durée des travaux et le bon moment pour réserver, par les équipes qui font le travail.',
  },
  groups: [
    {
      category: 'Coûts et guides de prix',
      items: [
        {
          question: 'Combien coûtent la réparation de fissures et les petits travaux?',
          answer:
            'La réparation de fissures et les petits travaux coûtent habituellement de 3 000 $ à 5 000 $, selon le nombre et le type de fissures et l’accès.',
        },
        {
          question: 'Combien coûte le remplacement d’une fondation?',
          answer: 'Le remplacement complet d’un mur de fondation coûte de 1 500 $ à 2 000 $ le pied linéaire, étaiement, démolition et nouveau mur compris.',
        },
        {
          question: 'Combien coûtent les pieux poussés?',
          answer:
            'Les pieux poussés coûtent de 3 000 $ à 5 000 $ chacun. La plupart des maisons en demandent entre quatre et dix le long de la section qui s’affaisse.',
        },
        {
          question: 'Combien coûte l’imperméabilisation extérieure?',
          answer:
            'L’imperméabilisation extérieure coûte de 200 $ à 500 $ le pied linéaire, selon la profondeur, l’accès et les obstacles comme une terrasse ou une entrée de garage.',
        },
        {
          question: 'Combien coûte l’imperméabilisation intérieure?',
          answer:
            'L’imperméabilisation intérieure coûte environ 200 $ le pied linéaire pour le canal de drainage périphérique; la pompe de puisard et la batterie de secours font partie de la même soumission.',
        },
        {
          question: 'Combien coûte un système de poteaux et poutres d’acier?',
          answer: 'Les travaux de poteaux et poutres d’acier coûtent environ 4 000 $ par portée de 10 pieds.',
        },
        {
          question: 'Combien coûte la restauration d’un mur?',
          answer: 'La restauration d’un mur avec des poutres d’acier en I coûte de 1 000 $ à 1 500 $ le pied linéaire de mur.',
        },
      ],
    },
    {
      category: 'Délais et saisons',
      items: [
        {
          question: 'Combien de temps prend une réparation de fondation?',
          answer:
            'Une réparation de fondation prend généralement de 1 à 5 jours. Les pieux poussés se posent habituellement en 1 ou 2 jours, et l’imperméabilisation extérieure en 3 à 5 jours.',
        },
        {
          question: 'Quand pouvez-vous faire des travaux extérieurs?',
          answer:
            'Notre saison extérieure va de mars à décembre, tant que le sol peut être creusé. Les installations intérieures se font surtout de décembre à février.',
        },
        {
          question: 'Peut-on imperméabiliser quand il gèle?',
          answer:
            'Une fois posées, nos membranes restent souples jusqu’à -40 °C. Mais il faut un sol dégelé pour creuser : c’est pourquoi les chantiers d’hiver sont surtout des systèmes intérieurs.',
        },
      ],
    },
    {
      category: 'Soumissions, financement et garanties',
      items: [
        {
          question: 'En combien de temps vais-je recevoir ma soumission?',
          answer:
            'Une soumission prend de quelques heures à deux ou trois jours. Bien souvent, on la prépare à distance à partir de vos photos et de vos explications, et on vous répond toujours en moins de 24 heures.',
        },
        {
          question: 'Offrez-vous du financement?',
          answer:
            'On offre du financement maison dans certains cas, ainsi que des plans de paiement dans certaines situations. Demandez à votre estimateur ce qui s’applique à votre projet.',
        },
        {
          question: 'Quelles garanties offrez-vous?',
          answer:
            'Une garantie du fabricant de 25 ans sur les systèmes d’acier (pieux poussés, supports muraux, poteaux d’acier ajustables, poutres d’acier en I) et une garantie de 5 ans entièrement transférable sur l’imperméabilisation extérieure de tout le périmètre. Les autres protections dépendent des travaux et sont remises par écrit à la fin du chantier.',
        },
      ],
    },
    {
      category: 'Choisir la bonne réparation',
      items: [
        {
          question: 'Imperméabilisation extérieure ou intérieure : laquelle me faut-il?',
          answer:
            'L’imperméabilisation extérieure arrête l’eau avant qu’elle atteigne le mur : c’est la meilleure solution à long terme. L’imperméabilisation intérieure gère l’eau qui entre, coûte moins cher et peut se faire l’hiver ou là où on ne peut pas creuser.',
        },
        {
          question: 'Mon mur bombe. Dois-je le remplacer?',
          answer:
            'Pas toujours. Un mur qui bombe de moins de 2 pouces environ et qui est sain par ailleurs peut généralement être renforcé avec des poutres d’acier en I, pour moins cher qu’un remplacement.',
        },
        {
          question: 'Pourquoi une fondation s’affaisse-t-elle?',
          answer:
            'À cause d’un sol qui se rétracte, qui est lessivé ou qui a été mal compacté sous la semelle. Les pieux poussés reportent le poids de la maison jusqu’au roc ou à un sol portant, et elle cesse de bouger.',
        },
      ],
    },
  ],
};
