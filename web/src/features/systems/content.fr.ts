import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page « Nos systèmes » en français (mêmes clés que content.ts). */
export const systemsContent: Translation<typeof En.systemsContent> = {
  seo: {
    title: 'Nos systèmes : pieux d’acier, membranes et supports muraux',
    description:
      'Les systèmes de fondation et d’imperméabilisation que Northrock installe : membranes souples au froid, drainage, pieux poussés en acier, supports muraux en I et poteaux ajustables. Une installation systématisée jusqu’à deux fois plus rapide.',
    keywords: [
      'systèmes de réparation de fondation',
      'pieux poussés en acier',
      'membrane d’imperméabilisation -40',
      'poutres de soutien mural',
      'concessionnaire autorisé de pieux',
    ],
  },
  hero: {
    title: 'Nos systèmes',
    lead: 'Des produits éprouvés, installés de la même façon sur chaque chantier. C’est comme ça qu’on livre des résultats d’ingénierie jusqu’à deux fois plus vite.',
  },
  benefits: [
    {
      title: 'Des produits d’ingénierie',
      description: 'De l’acier et des membranes fabriqués en usine, aux capacités publiées, et non du bricolage fait sur place.',
    },
    { title: 'Pensés pour le froid', description: 'Des matériaux choisis pour le gel, l’argile et le roc, avec des membranes souples jusqu’à -40 °C.' },
    { title: 'Garantis pour des décennies', description: 'Garantie du fabricant de 25 ans sur chaque système d’acier qu’on installe.' },
  ],
  systemized: {
    title: 'Une installation systématisée : jusqu’à deux fois plus rapide',
    paragraphs: [
      'Chaque système a sa liste de contrôle d’installation écrite, des matériaux préparés d’avance et une équipe formée pour ce système seulement. Personne n’improvise sur votre terrain.',
      'Résultat : l’imperméabilisation extérieure en 3 à 5 jours au lieu des 7 à 10 habituels, les pieux poussés en 1 ou 2 jours, et la même qualité à Thunder Bay, à Sudbury et à Winnipeg.',
    ],
  },
  listTitle: 'Les systèmes qu’on installe',
  loading: 'Chargement des systèmes...',
  dealer: {
    title: 'Concessionnaire autorisé',
    text: 'Northrock est concessionnaire autorisé d’un fabricant américain de pieux. Nos installateurs sont formés par le fabricant, on achète l’acier directement, et chaque pieu, support mural et poteau est couvert par la garantie de 25 ans du fabricant.',
  },
};
