import { brand } from '@northrock/core/brand';
import type { Translation } from '~/lib/locale';
import type * as En from './content';

/**
 * La page de confidentialité en français : les mêmes durées que content.ts (celles que le
 * produit applique).
 */
export const privacyContent: Translation<typeof En.privacyContent> = {
  seo: {
    title: 'Confidentialité : ce qu’on garde et pendant combien de temps',
    description: `Ce que ${brand.shortName} conserve quand vous demandez une soumission, pourquoi, pendant combien de temps, et comment le faire effacer.`,
    keywords: ['Northrock confidentialité', 'renseignements personnels', 'LPRPDE'],
  },
  hero: {
    title: 'Vos renseignements, gardés pas plus longtemps que nécessaire',
    lead: 'On ne demande que ce qu’il faut pour répondre à votre demande, on s’en sert uniquement pour ça, et on l’efface quand on n’en a plus besoin.',
  },
  kept: [
    {
      title: 'Votre demande de soumission',
      description:
        'Votre nom, votre courriel, votre téléphone, votre adresse, votre ville, votre message et vos photos : pour vous rappeler, planifier la visite et chiffrer les travaux. Notre personnel de bureau les voit; personne d’autre.',
    },
    {
      title: 'D’où vient la demande',
      description:
        'La première page que vous avez consultée, le site qui vous y a mené et le type d’appareil (téléphone ou ordinateur) : pour savoir lesquelles de nos pages aident les propriétaires. Aucun témoin (cookie) et aucun suivi d’un site à l’autre.',
    },
    {
      title: 'Visites des pages',
      description: 'Un nombre de visites par page et par jour, rien sur qui a visité : ni adresse, ni témoin, ni détails sur le navigateur.',
    },
  ],
  periods: (retention: { resolvedMonths: number; spamDays: number }) => [
    {
      what: 'Une demande qu’on a terminée (réglée)',
      howLong: retention.resolvedMonths
        ? `Effacée ${retention.resolvedMonths}\u00a0mois après son règlement; le nombre de demandes reste, sans rien qui permette de vous identifier`
        : 'Conservée jusqu’à ce que vous nous demandiez de l’effacer',
    },
    {
      what: 'Une demande retenue comme pourriel',
      howLong: retention.spamDays ? `Supprimée après ${retention.spamDays}\u00a0jours` : 'Conservée jusqu’à ce que vous nous demandiez de l’effacer',
    },
    { what: 'Les photos et les notes du bureau sur votre demande', howLong: 'Effacées avec la demande' },
    { what: 'Le registre des changements faits au site par notre personnel', howLong: 'Un an' },
    { what: 'Le nombre de visites des pages', howLong: 'Conservé sous forme de nombres seulement' },
  ],
  rights: {
    title: 'Consulter ou faire effacer vos renseignements',
    body: 'Appelez-nous ou écrivez-nous : on vous dira ce qu’on détient à votre sujet et, si vous le demandez, on effacera aussitôt votre nom, votre courriel, votre téléphone, votre adresse, votre message, vos photos et nos notes. On ne vend ni ne partage jamais vos renseignements, et on s’en sert uniquement pour répondre à votre demande.',
  },
};
