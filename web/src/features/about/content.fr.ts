import type { Translation } from '~/lib/locale';
import type * as En from './content';

/** La page « À propos » en français (mêmes clés que content.ts). */
export const aboutContent: Translation<typeof En.aboutContent> = {
  seo: {
    title: 'À propos de Northrock : plus de 25 ans de réparation de fondations dans le Nord',
    description:
      'Découvrez Northrock Foundation & Waterproofing : une entreprise de Thunder Bay qui compte plus de 15 techniciens formés, plus de 2 000 projets et plus de 25 ans de réparation de fondations dans le Nord de l’Ontario et au Manitoba.',
    keywords: [
      'à propos de Northrock',
      'entreprise de fondation Thunder Bay',
      'équipe de réparation de fondation',
      'entrepreneur en imperméabilisation Sudbury',
    ],
  },
  hero: {
    title: 'À propos de Northrock Foundation & Waterproofing',
    lead: 'Une entreprise de Thunder Bay qui garde depuis plus de 25 ans les sous-sols secs et les fondations solides, partout dans le Nord de l’Ontario et au Manitoba.',
  },
  crew: {
    title: 'Notre équipe',
    paragraphs: [
      'Nos 15 techniciens et plus sont des employés à temps plein, pas des journaliers. Chaque équipe est formée sur les systèmes exacts qu’elle installe (membranes, pieux d’acier, supports muraux et poteaux) et suit la même liste de contrôle d’un chantier à l’autre.',
      'Nos estimateurs, contremaîtres et installateurs viennent de Thunder Bay, de Sudbury et de Winnipeg : les gens qui travaillent chez vous connaissent votre sol, votre gel et le comptoir des permis de votre municipalité.',
    ],
  },
  history: {
    title: 'Notre histoire',
    paragraphs: [
      'Northrock a vu le jour à Thunder Bay à la fin des années 1990, avec une seule pelle mécanique et une promesse toute simple : régler la cause d’un sous-sol humide, pas le symptôme. Le bouche-à-oreille nous a menés le long de la Transcanadienne jusqu’à Sudbury, puis vers l’ouest jusqu’à Winnipeg.',
      'En chemin, nous sommes devenus concessionnaire autorisé d’un fabricant américain de pieux et nous avons systématisé nos installations : c’est pourquoi on termine aujourd’hui l’imperméabilisation extérieure en 3 à 5 jours au lieu de 7 à 10. Plus de 2 000 projets plus tard, la plupart de nos contrats nous viennent encore de recommandations.',
    ],
  },
  mission: {
    title: 'Notre mission',
    text: 'Offrir à chaque propriétaire du Nord un sous-sol sec et une fondation saine, avec des conseils honnêtes, des réparations conçues par des ingénieurs et des garanties écrites.',
  },
  vision: {
    title: 'Notre vision',
    text: 'Être l’entrepreneur que les familles du Nord de l’Ontario et du Manitoba appellent en premier, et qu’elles recommandent à leurs voisins, pour tout ce qui se trouve sous le niveau du sol.',
  },
  differentiators: [
    { title: 'Expérience', description: 'Plus de 25 ans et plus de 2 000 projets à Thunder Bay, à Sudbury et à Winnipeg.' },
    { title: 'Solutions d’ingénierie', description: 'Des réparations calculées selon la charge et le sol, pas improvisées sur place.' },
    { title: 'Rapidité bien rodée', description: 'Une installation jusqu’à deux fois plus rapide : l’imperméabilisation extérieure en 3 à 5 jours.' },
    {
      title: 'Des garanties solides',
      description: 'Garantie du fabricant de 25 ans sur l’acier, 5 ans transférables sur l’imperméabilisation extérieure.',
    },
    { title: 'Des équipes formées', description: 'Plus de 15 techniciens à temps plein, formés sur chaque système qu’ils installent.' },
  ],
};
