import type { ComparisonTableRow } from '~/components/sections/comparison-table';
import type { ServiceSlug } from '~/config/site-nav';
import type { Translation } from '~/lib/locale';
import type * as En from './content';
import type { CityPage } from './content';

/** Les trois pages de ville en français (mêmes clés que content.ts : les chemins anglais). */

export const dealerBadges: Translation<typeof En.dealerBadges> = [
  'Concessionnaire autorisé d’un fabricant américain de pieux',
  'Garantie du fabricant de 25 ans sur les systèmes d’acier',
  'Garantie transférable de 5 ans sur l’imperméabilisation extérieure',
  'Plans de réparation conçus par des ingénieurs et gestion des permis',
  'Plus de 15 techniciens formés dans notre équipe',
];

export const cityServices: { slug: ServiceSlug; title: string; description: string }[] = [
  {
    slug: 'exterior-waterproofing',
    title: 'Imperméabilisation extérieure',
    description: 'Membrane, isolant et drainage sur tout le périmètre, en 3 à 5 jours.',
  },
  {
    slug: 'foundation-repair-replacement',
    title: 'Réparation et remplacement de fondation',
    description: 'Fissures, murs effondrés et fondations de pierre, réparés en 1 à 5 jours.',
  },
  {
    slug: 'push-pier-systems',
    title: 'Systèmes de pieux poussés',
    description: 'Des pieux d’acier jusqu’au roc ou à un sol ferme arrêtent l’affaissement, en 1 ou 2 jours.',
  },
  {
    slug: 'interior-waterproofing',
    title: 'Imperméabilisation intérieure',
    description: 'Drain périphérique et puisard avec batterie de secours, posés même en plein hiver.',
  },
  {
    slug: 'steel-post-beam-systems',
    title: 'Poteaux et poutres d’acier',
    description: 'Des poteaux et des poutres d’acier ajustables pour les planchers affaissés ou mous.',
  },
  {
    slug: 'everbrace-wall-restoration',
    title: 'Restauration de murs EverBrace',
    description: 'Des poutres d’acier en I arrêtent les murs qui bombent et les redressent.',
  },
];

export const cityComparison: ComparisonTableRow[] = [
  { feature: 'Durée de l’imperméabilisation extérieure', us: '3 à 5 jours', them: '7 à 10 jours' },
  { feature: 'Garantie des systèmes d’acier', us: 'Garantie du fabricant de 25 ans', them: 'Souvent de 1 à 5 ans, ou aucune' },
  { feature: 'Expérience locale', us: 'Plus de 25 ans dans le Nord de l’Ontario et au Manitoba', them: 'Variable' },
  { feature: 'Plans de réparation', us: 'Conçus par des ingénieurs, par écrit, permis compris', them: 'Estimation verbale' },
  { feature: 'Matériaux adaptés au froid', us: 'Membranes souples jusqu’à -40 °C', them: 'Produits d’usage général' },
];

const shared = {
  reasons: (city: string) => [
    {
      title: 'Des équipes d’ici',
      description: `Des techniciens qui vivent et travaillent dans la région de ${city} et qui en connaissent le sol, la profondeur du gel et les règlements municipaux.`,
    },
    { title: 'Des travaux deux fois plus rapides', description: 'Nos équipes rodées font l’imperméabilisation extérieure en 3 à 5 jours au lieu de 7 à 10.' },
    {
      title: 'Des solutions d’ingénierie',
      description: 'Des réparations calculées selon la charge et le sol, approuvées par un ingénieur au besoin.',
    },
    {
      title: 'Des garanties écrites',
      description: '25 ans sur les systèmes d’acier, 5 ans transférables sur l’imperméabilisation extérieure de tout le périmètre.',
    },
  ],
};

export const cityPages: Record<string, CityPage> = {
  '/thunder-bay-foundation-repair': {
    path: '/fr/reparation-fondation-thunder-bay',
    city: 'Thunder Bay',
    province: 'Ontario',
    regionCode: 'ON',
    seo: {
      title: 'Réparation de fondation et imperméabilisation à Thunder Bay (Ontario)',
      description:
        'Réparation de fondation, pieux poussés et imperméabilisation de sous-sol à Thunder Bay, par une entreprise dont le siège social est ici. Réparations en 2 à 5 jours, membranes conçues pour -40 °C, soumission gratuite en moins de 24 heures.',
      keywords: [
        'réparation de fondation Thunder Bay',
        'imperméabilisation sous-sol Thunder Bay',
        'pieux poussés Thunder Bay',
        'fondation Oliver-Paipoonge',
        'imperméabilisation Shuniah',
      ],
    },
    hero: {
      title: 'Réparation de fondation et imperméabilisation à Thunder Bay',
      lead: 'Notre siège social est à Thunder Bay. Depuis plus de 25 ans, on répare et on imperméabilise les fondations de Current River à Westfort, et jusqu’à Shuniah et Oliver-Paipoonge.',
    },
    reasons: shared.reasons('Thunder Bay'),
    problems: [
      {
        title: 'Inondations à la fonte des neiges',
        description: 'Chaque avril, la neige accumulée et l’eau qui dévale l’escarpement poussent contre les murs du sous-sol.',
      },
      {
        title: 'Soulèvement par le gel',
        description: 'Le gel profond soulève les semelles et les marches, et ouvre des fissures qui coulent au printemps suivant.',
      },
      { title: 'Roc peu profond', description: 'Le roc près de la surface retient l’eau contre la fondation et exige une excavation soignée.' },
      {
        title: 'Murs de blocs et de pierre vieillissants',
        description: 'Les maisons plus anciennes près des centres-villes ont des murs de blocs et de moellons qui bombent et s’effritent.',
      },
    ],
    towns: ['Thunder Bay', 'Oliver-Paipoonge', 'Shuniah', 'Neebing', 'Kakabeka Falls', 'Nipigon', 'Murillo', 'Dorion'],
    faq: [
      {
        question: 'Combien coûte une réparation de fondation à Thunder Bay?',
        answer:
          'La plupart des réparations de fondation à Thunder Bay coûtent entre 3 000 $ et 15 000 $. Une petite réparation de fissure coûte de 500 $ à 2 000 $, et une stabilisation par pieux poussés, habituellement de 8 000 $ à 15 000 $, selon le nombre de pieux dont la maison a besoin.',
      },
      {
        question: 'Combien de temps prend une réparation de fondation?',
        answer:
          'La plupart des réparations prennent de 2 à 5 jours. Les pieux poussés se posent en général en 1 ou 2 jours, et l’imperméabilisation extérieure en 3 à 5 jours.',
      },
      {
        question: 'Combien de temps dure une imperméabilisation de sous-sol?',
        answer:
          'Un système d’imperméabilisation extérieure bien posé dure 20 à 30 ans, et souvent plus. Les travaux extérieurs sur tout le périmètre sont couverts par notre garantie de 5 ans entièrement transférable.',
      },
      {
        question: 'Quel est le meilleur moment pour les travaux extérieurs à Thunder Bay?',
        answer:
          'De mai à octobre, quand le sol est dégelé et assez sec pour creuser. On prend des rendez-vous de mars à décembre et on fait les travaux intérieurs pendant l’hiver.',
      },
      {
        question: 'Les matériaux vont-ils résister à un hiver à Thunder Bay?',
        answer:
          'Oui. Nos membranes d’étanchéité sont conçues pour -40 °C et restent souples malgré les cycles de gel et de dégel : elles recouvrent les petites fissures pendant que le sol bouge.',
      },
      {
        question: 'Vos soumissions sont-elles gratuites?',
        answer:
          'Oui. La soumission est gratuite et prend de quelques heures à deux ou trois jours. Bien souvent, on la prépare à distance à partir de vos photos et de vos explications; on vous répond en moins de 24 heures.',
      },
      {
        question: 'Offrez-vous du financement?',
        answer:
          'On offre du financement maison dans certains cas et des plans de paiement dans certaines situations. Posez la question lors de votre soumission : on vous dira ce qui convient à votre projet.',
      },
    ],
  },
  '/winnipeg-foundation-repair': {
    path: '/fr/reparation-fondation-winnipeg',
    city: 'Winnipeg',
    province: 'Manitoba',
    regionCode: 'MB',
    seo: {
      title: 'Réparation de fondation et imperméabilisation à Winnipeg (Manitoba)',
      description:
        'Réparation de fondation à Winnipeg et à Saint-Boniface, adaptée à l’argile de la rivière Rouge : pieux poussés, restauration de murs, poteaux d’acier et imperméabilisation de sous-sol. Soumission gratuite en moins de 24 heures.',
      keywords: [
        'réparation de fondation Winnipeg',
        'imperméabilisation sous-sol Winnipeg',
        'réparation de fondation Saint-Boniface',
        'fondation argile rivière Rouge',
        'réparation de fondation Headingley',
        'imperméabilisation East St. Paul',
      ],
    },
    hero: {
      title: 'Réparation de fondation et imperméabilisation à Winnipeg',
      lead: 'L’argile de la rivière Rouge se rétracte pendant les étés secs et gonfle aux printemps pluvieux, et les fondations de Winnipeg encaissent chaque cycle. De Saint-Boniface aux villes des alentours, on stabilise, on relève et on imperméabilise les maisons.',
    },
    reasons: shared.reasons('Winnipeg'),
    problems: [
      {
        title: 'Argile gonflante',
        description: 'Les sols argileux gonflent et se rétractent selon l’humidité : d’une année à l’autre, les semelles se soulèvent puis s’affaissent.',
      },
      {
        title: 'Murs de sous-sol bombés',
        description: 'L’argile gorgée d’eau pousse les murs de blocs et de béton coulé vers l’intérieur et y laisse des fissures horizontales.',
      },
      {
        title: 'Planchers et poteaux qui s’enfoncent',
        description: 'Des poutres centrales posées sur des semelles qui s’enfoncent donnent des planchers en pente et des portes qui coincent.',
      },
      {
        title: 'Nappe phréatique haute au printemps',
        description: 'Les inondations de surface et la nappe qui monte font entrer l’eau par le joint entre le mur et la dalle.',
      },
    ],
    towns: ['Winnipeg', 'St. Andrews', 'Lockport', 'Headingley', 'East St. Paul', 'St. Clements', 'West St. Paul', 'Selkirk'],
  },
  '/sudbury-foundation-repair': {
    path: '/fr/reparation-fondation-sudbury',
    city: 'Sudbury',
    province: 'Ontario',
    regionCode: 'ON',
    seo: {
      title: 'Réparation de fondation et imperméabilisation à Sudbury (Ontario)',
      description:
        'Réparation de fondation, pieux poussés et imperméabilisation de sous-sol dans le Grand Sudbury, pour les maisons bâties sur le roc ou près d’une nappe phréatique élevée. Soumission gratuite en moins de 24 heures.',
      keywords: [
        'réparation de fondation Sudbury',
        'imperméabilisation sous-sol Sudbury',
        'pieux poussés Lively',
        'fondation Val Caron',
        'entrepreneur en fondation Grand Sudbury',
        'fissure de fondation Sudbury',
      ],
    },
    hero: {
      title: 'Réparation de fondation et imperméabilisation à Sudbury',
      lead: 'De Lively à Val Caron, les maisons du Grand Sudbury reposent sur des crêtes de roc, du remblai ou une nappe phréatique élevée. On les répare et on les imperméabilise avec des méthodes pensées pour ce terrain-là.',
    },
    reasons: shared.reasons('Sudbury'),
    problems: [
      {
        title: 'Nappe phréatique élevée',
        description: 'Dans les quartiers bas et sur les terrains remblayés, l’eau remonte contre les murs après chaque dégel.',
      },
      {
        title: 'Maisons bâties sur du remblai',
        description: 'Les terrains nivelés avec du remblai entre les affleurements rocheux s’affaissent de façon inégale sous la semelle.',
      },
      {
        title: 'Fissures dans les fondations de blocs',
        description: 'Les sous-sols en blocs de l’après-guerre fissurent en escalier sous la pression du gel et du sol.',
      },
      {
        title: 'Du roc contre le mur',
        description: 'Le remblai de roc dynamité retient l’eau et arrache l’ancien enduit hydrofuge du mur.',
      },
    ],
    towns: ['Sudbury', 'Lively', 'Val Caron', 'Hanmer', 'Chelmsford', 'Azilda', 'Garson', 'Coniston'],
  },
};
