import { brand } from '@northrock/core/brand';
import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page Carrières en français (mêmes clés que content.ts). */
export const careersContent: Translation<typeof En.careersContent> = {
  seo: {
    title: `Carrières chez ${brand.shortName}\u00a0: emplois en fondation et en imperméabilisation`,
    description:
      'Joignez-vous à Northrock à Thunder Bay, à Sudbury ou à Winnipeg : technicien en réparation de fondation, spécialiste en imperméabilisation, opérateur de pelle et estimateur de projets. Travail à l’année, formation et avantages sociaux.',
    keywords: [
      'emploi réparation de fondation',
      'emploi imperméabilisation Sudbury',
      'emploi opérateur de pelle mécanique',
      'carrière construction Nord de l’Ontario',
    ],
  },
  hero: {
    title: `Carrières chez ${brand.shortName}`,
    lead: 'Bâtissez une carrière à garder les maisons du Nord sèches et solides. On embauche des gens fiers de leur travail et on les forme sur les meilleurs systèmes du métier.',
  },
  perks: [
    {
      title: 'Avancement',
      description: 'Commencez comme manœuvre, devenez contremaître ou estimateur. On favorise la promotion interne et on paie les certifications.',
    },
    {
      title: 'Conciliation travail-vie personnelle',
      description: 'Des équipes et des horaires prévisibles, à la maison presque tous les soirs, et des travaux intérieurs qui vous occupent tout l’hiver.',
    },
    { title: 'Esprit d’équipe', description: 'De petites équipes qui veillent les unes sur les autres, et une entreprise qui les appuie sur chaque chantier.' },
  ],
  values: [
    { title: 'La sécurité d’abord', description: 'Chaque tranchée étayée, chaque membre de l’équipe rentre chez lui sain et sauf.' },
    { title: 'La qualité avant les raccourcis', description: 'On suit la liste de contrôle, même là où personne ne le verra.' },
    {
      title: 'Le respect des propriétaires et de leur terrain',
      description: 'Pelouses protégées, chantier nettoyé chaque jour, et des gens traités comme des voisins.',
    },
    { title: 'L’apprentissage continu', description: 'Formation des fabricants, nouvelles méthodes et mentorat sur le terrain.' },
    { title: 'Une communication honnête', description: 'Des soumissions claires, des réponses franches et aucune mauvaise surprise.' },
    { title: 'La fierté du travail bien fait', description: 'Du travail sur lequel on est fiers de mettre notre nom et notre garantie.' },
  ],
  roles: [
    {
      title: 'Technicien ou technicienne en réparation de fondation',
      location: 'Thunder Bay, Sudbury, Winnipeg',
      description:
        'Installer des pieux poussés, des supports muraux et des poteaux d’acier; réparer des fissures et reconstruire des murs avec une équipe formée.',
    },
    {
      title: 'Spécialiste en imperméabilisation',
      location: 'Thunder Bay, Sudbury',
      description: 'Préparer les murs et poser membranes, isolant, drainage et puisards, à l’intérieur comme à l’extérieur.',
    },
    {
      title: 'Opérateur ou opératrice de pelle mécanique',
      location: 'Thunder Bay, Winnipeg',
      description: 'Manœuvrer des mini-pelles et des pelles moyennes autour des maisons et des services publics. Permis valide exigé.',
    },
    {
      title: 'Estimateur ou estimatrice de projets',
      location: 'Thunder Bay (déplacements à Sudbury et à Winnipeg)',
      description: 'Évaluer les fondations sur place et à partir de photos, rédiger des portées de travaux et des prix clairs, et guider les propriétaires.',
    },
  ],
  offer: [
    'Salaire concurrentiel',
    'Avantages sociaux : assurance santé et régime de retraite',
    'Formation professionnelle',
    'Équipement fourni par l’entreprise',
    'Travail stable à l’année',
    'Possibilités d’avancement',
  ],
  banner: {
    title: 'Prêt à vous joindre à l’équipe?',
    text: 'Écrivez-nous par le formulaire de contact en précisant le poste qui vous intéresse, ou appelez et demandez à parler à notre responsable de l’embauche.',
  },
};
