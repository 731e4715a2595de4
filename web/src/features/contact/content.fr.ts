import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page de contact et les textes fixes du formulaire, en français (mêmes clés que content.ts). */
export const contactContent: Translation<typeof En.contactContent> = {
  seo: {
    title: 'Contactez-nous pour une soumission gratuite',
    /** Avec les heures d’ouverture telles que le réglage les donne (« du lundi au vendredi, de 9 h à 17 h »). */
    description: (officeHours: string) =>
      `Demandez une soumission gratuite pour une réparation de fondation ou une imperméabilisation. Envoyez des photos des fissures ou de l’eau; on vous répond en moins de 24\u00a0heures. Appelez au 1-888-555-0137, ${officeHours}.`,
    keywords: ['soumission gratuite fondation', 'contacter Northrock', 'soumission imperméabilisation sous-sol', 'inspection de fondation Sudbury'],
  },
  hero: {
    title: 'Nous joindre',
    lead: 'Dites-nous ce qui se passe avec votre fondation ou votre sous-sol. On vous répond en moins de 24 heures, et la plupart des soumissions se font à distance, à partir de vos photos.',
  },
  formTitle: 'Obtenez votre soumission gratuite',
  infoTitle: 'Nos coordonnées',
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

/** Les textes du formulaire en français. */
export const contactMessages: Translation<typeof En.contactMessages> = {
  busy: 'Envoi des photos...',
  submit: 'Obtenir ma soumission gratuite',
  success: 'Merci! On communique avec vous d’ici 24 heures.',
  failure: 'L’envoi du formulaire a échoué. Veuillez réessayer.',
  uploadFailure: 'L’envoi des photos a échoué',
  photosHint: (maxFiles: number, maxMb: number) => `Images seulement. Maximum ${maxFiles} fichiers, ${maxMb}\u00a0Mo chacun.`,
  filesSelected: (n: number) => `${n} fichier(s) sélectionné(s)`,
  tooManyFiles: (maxFiles: number) => `Vous pouvez joindre au plus ${maxFiles} photos.`,
  fileTooLarge: (name: string, maxMb: number) => `${name} dépasse ${maxMb}\u00a0Mo.`,
  notAnImage: (name: string) => `${name} n’est pas une image.`,
};
