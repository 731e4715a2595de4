import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page de contact en français (mêmes clés que content.ts); les textes du formulaire sont ceux du catalogue. */
export const contactContent: Translation<typeof En.contactContent> = {
  seo: {
    title: 'Contactez-nous pour une soumission gratuite',
    /** Avec les heures d’ouverture telles que le réglage les donne (« du lundi au vendredi, de 9 h à 17 h »). */
    description: (officeHours: string) =>
      `Demandez une soumission gratuite pour une réparation de fondation ou une imperméabilisation. Envoyez des photos des fissures ou de l’eau; on vous répond en moins de 24\u00a0heures. Appelez au 1-888-555-0137, ${officeHours}.`,
    keywords: ['soumission gratuite fondation', 'contacter Northrock', 'soumission imperméabilisation sous-sol', 'inspection de fondation Sudbury'],
  },
  hero: {
    eyebrow: 'Estimations gratuites',
    title: 'Nous joindre',
    lead: 'Dites-nous ce qui se passe avec votre fondation ou votre sous-sol. On vous répond en moins de 24 heures, et la plupart des soumissions se font à distance, à partir de vos photos.',
  },
  formTitle: 'Obtenez votre soumission gratuite',
  stepsTitle: 'Comment ça fonctionne',
  steps: [
    {
      step: 1,
      title: 'Prenez contact',
      description: 'Remplissez le formulaire ou appelez-nous. Des photos des fissures, de l’eau ou des planchers en pente nous aident le plus.',
    },
    { step: 2, title: 'Évaluation', description: 'On examine vos photos ou on passe chez vous, on trouve la cause et on mesure ce qui compte.' },
    { step: 3, title: 'Proposition', description: 'Vous recevez une portée des travaux écrite et un prix fixe, en quelques heures ou en deux ou trois jours.' },
    {
      step: 4,
      title: 'Réparation',
      description: 'Une équipe formée fait les travaux (la plupart en 1 à 5 jours) et vous remet la garantie.',
    },
  ],
};
