import type { Translation } from '~/lib/locale';
import type { bookingContent as english } from './content';

/** La page `/fr/reserver` (docs/web.md, « Languages »). */
export const bookingContent: Translation<typeof english> = {
  seo: {
    title: 'Réserver une inspection de fondation gratuite',
    description:
      'Choisissez le moment d’une inspection gratuite de votre fondation à Thunder Bay, Sudbury ou Winnipeg : un estimateur vient voir les fissures, les infiltrations ou le tassement et explique les options.',
    keywords: ['réserver inspection fondation', 'estimation fondation gratuite', 'rendez-vous réparation fondation'],
  },
  hero: {
    title: 'Réserver une inspection gratuite',
    lead: 'Parlez-nous de la fondation et choisissez une plage : un estimateur vient la voir, gratuitement.',
  },
};
