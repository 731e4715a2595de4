import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page des garanties en français (mêmes clés que content.ts). */
export const warrantyContent: Translation<typeof En.warrantyContent> = {
  seo: {
    title: 'Garanties : réparation de fondation et imperméabilisation',
    description:
      'Garantie du fabricant de 25 ans sur les systèmes d’acier, garantie de 5 ans entièrement transférable sur l’imperméabilisation extérieure de tout le périmètre, et documents écrits remis à la fin des travaux.',
    keywords: ['garantie réparation de fondation', 'garantie imperméabilisation transférable', 'garantie pieux poussés', 'garantie Northrock'],
  },
  hero: {
    title: 'Des garanties qui nous engagent',
    lead: 'Chaque chantier se termine par un document de garantie écrit : ce qui est couvert, pendant combien de temps, et quoi faire si jamais vous avez besoin de nous.',
  },
  coverage: [
    {
      title: 'Systèmes d’acier : 25 ans',
      description: 'Garantie du fabricant sur les pieux poussés, les supports muraux, les poteaux d’acier ajustables et les systèmes de poutres d’acier en I.',
    },
    {
      title: 'Imperméabilisation : 5 ans, transférable',
      description: 'Imperméabilisation extérieure de tout le périmètre : matériaux et main-d’œuvre, garantie transférable au prochain propriétaire.',
    },
    {
      title: 'Remise par écrit à la fin',
      description: 'Les autres protections dépendent des travaux et sont détaillées par écrit, photos à l’appui, une fois le chantier terminé.',
    },
  ],
  products: [
    {
      product: 'Systèmes de pieux poussés',
      term: '25 ans',
      details: 'Garantie du fabricant sur les pieux et les supports d’acier contre les défauts et la perte d’appui.',
    },
    {
      product: 'Systèmes de pieux concentriques',
      term: '25 ans',
      details: 'Garantie du fabricant sur les sections de pieu en acier galvanisé et les têtes de pieu.',
    },
    {
      product: 'Supports muraux et systèmes de poutres d’acier en I',
      term: '25 ans',
      details: 'Garantie du fabricant sur les poutres, les ancrages et les supports EverBrace.',
    },
    { product: 'Poteaux d’acier ajustables', term: '25 ans', details: 'Garantie du fabricant sur les poteaux et leur quincaillerie de réglage.' },
    {
      product: 'Imperméabilisation extérieure de tout le périmètre',
      term: '5 ans, entièrement transférable',
      details: 'Matériaux et main-d’œuvre, y compris la membrane, l’isolant, le drainage et le remblai.',
    },
    {
      product: 'Imperméabilisation extérieure partielle, imperméabilisation intérieure, réparation de fissures et de murs',
      term: 'Selon les travaux',
      details: 'Les conditions dépendent de la portée des travaux et sont inscrites dans votre contrat et dans les documents de fin de chantier.',
    },
  ],
  claim: {
    title: 'Comment faire une réclamation',
    steps: [
      'Appelez-nous ou écrivez-nous par le formulaire de contact en indiquant votre adresse et la date des travaux.',
      'Joignez des photos de ce que vous constatez; on vous répond en moins de 24 heures.',
      'On inspecte et, si c’est couvert, on répare sans frais.',
    ],
  },
};
