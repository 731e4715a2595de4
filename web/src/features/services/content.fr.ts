import type { ServiceSlug } from '~/config/site-nav';
import type { ServicePage } from './content';

/** Le texte français des sept pages de service (mêmes clés et mêmes slugs que content.ts). */

const coreAreas = ['Thunder Bay', 'Sudbury', 'Winnipeg', 'et les environs'];

export const servicePages: Record<ServiceSlug, ServicePage> = {
  'exterior-waterproofing': {
    slug: 'exterior-waterproofing',
    title: 'Imperméabilisation extérieure du sous-sol',
    eyebrow: 'Notre service phare',
    intro:
      'On arrête l’eau là où elle commence : à l’extérieur de votre fondation. On creuse, on scelle les murs avec une membrane qui reste souple au froid, on ajoute de l’isolant et une couche de drainage, puis on remblaie. Un système sur tout le périmètre, posé en 3 à 5 jours plutôt que les 7 à 10 habituels.',
    seo: {
      title: 'Imperméabilisation extérieure de sous-sol à Thunder Bay, Sudbury et Winnipeg',
      description:
        'Imperméabilisation extérieure de la fondation sur tout le périmètre : membrane souple jusqu’à -40 °C, isolant et drainage. Travaux faits en 3 à 5 jours, garantie transférable de 5 ans.',
      keywords: [
        'imperméabilisation extérieure',
        'imperméabilisation sous-sol Thunder Bay',
        'membrane de fondation',
        'imperméabilisation sous-sol Sudbury',
        'infiltration d’eau sous-sol Winnipeg',
        'sous-sol humide Grand Sudbury',
      ],
    },
    heroPoints: ['Posée en 3 à 5 jours', 'Membrane souple jusqu’à -40 °C', 'Garantie transférable de 5 ans'],
    features: {
      title: 'Pourquoi imperméabiliser par l’extérieur',
      intro:
        'C’est la seule méthode qui empêche l’eau de toucher le béton lui-même. Avec nos hivers de gel profond et nos dégels printaniers, ça fait toute la différence.',
      items: [
        {
          title: 'Un sous-sol sec pour de bon',
          description:
            'L’eau n’atteint jamais le mur : elle ne peut donc pas s’infiltrer par les fissures, les trous de tirants ou le joint entre le mur et la dalle.',
        },
        {
          title: 'Un béton protégé',
          description:
            'Un mur qui reste sec ne subit plus le gel-dégel, l’efflorescence ni la rouille des armatures, qui raccourcissent la vie d’une fondation.',
        },
        {
          title: 'Un sous-sol plus chaud et plus sain',
          description: 'La couche d’isolant réduit les pertes de chaleur par les murs et met fin à l’air humide qui sent le renfermé et nourrit la moisissure.',
        },
        {
          title: 'Conçue pour -40 °C',
          description: 'Notre membrane scellée garde sa souplesse jusqu’à -40 °C et recouvre les microfissures pendant que le sol bouge au fil des saisons.',
        },
        {
          title: 'Plus rapide que la moyenne',
          description: 'Nos équipes, bien rodées, terminent une maison typique en 3 à 5 jours, alors que la plupart des entrepreneurs en prennent 7 à 10.',
        },
        {
          title: 'Une maison qui vaut plus à la revente',
          description: 'Les travaux sur tout le périmètre viennent avec une garantie écrite de 5 ans, transférable au prochain propriétaire.',
        },
      ],
    },
    process: {
      title: 'Notre méthode d’imperméabilisation extérieure en 6 étapes',
      intro: 'Chaque chantier suit la même liste de contrôle : rien n’est oublié, et votre terrain est remis comme on l’a trouvé.',
      steps: [
        {
          step: 1,
          title: 'Évaluation et excavation',
          description:
            'On localise les services publics, on protège l’aménagement paysager et on creuse jusqu’à la semelle le long des murs touchés ou de tout le périmètre.',
        },
        {
          step: 2,
          title: 'Préparation des surfaces',
          description: 'Les murs sont grattés et lavés; les fissures et les trous de tirants sont réparés pour que la membrane adhère à un béton sain.',
        },
        {
          step: 3,
          title: 'Pose de la membrane',
          description: 'Une membrane d’étanchéité sans joints, souple au froid, est appliquée de la semelle jusqu’au niveau du sol.',
        },
        {
          step: 4,
          title: 'Isolant et couche de protection',
          description: 'Un isolant rigide et un panneau à alvéoles protègent la membrane du remblai et du gel.',
        },
        {
          step: 5,
          title: 'Système de drainage',
          description: 'Un nouveau drain français posé dans de la pierre nette amène l’eau au puisard ou vers l’extérieur, loin de la semelle.',
        },
        {
          step: 6,
          title: 'Remblayage et remise en état',
          description: 'On remblaie par couches compactées, on donne au terrain une pente qui éloigne l’eau de la maison et on nettoie chaque jour.',
        },
      ],
    },
    whenNeeded: {
      title: 'Quand choisir l’imperméabilisation extérieure',
      intro: 'Optez pour l’extérieur si vous voulez arrêter l’eau avant qu’elle touche le mur :',
      items: [
        'De l’eau sur le plancher après la fonte des neiges ou une grosse pluie',
        'Des murs humides ou couverts d’une poudre blanche (efflorescence) et une odeur de renfermé',
        'Vous finissez le sous-sol et vous le voulez sec pour des décennies',
        'Le vieux drain français est écrasé, bouché par les racines ou inexistant',
        'Des fissures qui laissent entrer de l’eau, pas seulement de l’humidité',
      ],
    },
    extra: [
      {
        title: 'Pourquoi les propriétaires nous confient leurs travaux extérieurs',
        paragraphs: [
          'Depuis plus de 25 ans, on imperméabilise des fondations partout dans le Nord de l’Ontario et au Manitoba. Nos équipes suivent la même liste de contrôle sur chaque chantier : c’est ce qui nous permet de finir en 3 à 5 jours, avec le même résultat à Thunder Bay, à Sudbury ou à Winnipeg.',
          'La saison des travaux extérieurs va de mars à décembre. Si vous nous appelez l’hiver, on évalue la situation à partir de vos photos, on réserve votre place pour le printemps, et on peut faire les travaux intérieurs de décembre à février.',
        ],
      },
    ],
    investment:
      'L’imperméabilisation extérieure coûte généralement de 200 $ à 500 $ le pied linéaire, selon la profondeur, l’accès et les obstacles. Un projet complet typique se situe entre 25 000 $ et 55 000 $.',
    warranty: 'Garantie de 5 ans entièrement transférable sur l’imperméabilisation extérieure de tout le périmètre, matériaux et main-d’œuvre compris.',
    serviceAreas: ['Thunder Bay', 'Oliver-Paipoonge', 'Shuniah', 'Sudbury', 'Lively', 'Winnipeg', 'East St. Paul', 'et les environs'],
    related: ['interior-waterproofing', 'foundation-repair-replacement'],
  },

  'foundation-repair-replacement': {
    slug: 'foundation-repair-replacement',
    title: 'Réparation et remplacement de fondation',
    eyebrow: 'Réparations structurales',
    intro:
      'D’une simple fissure structurale jusqu’à une fondation de pierre qui s’effrite, on répare ce qui peut être sauvé et on reconstruit le reste, avec des solutions conçues par des ingénieurs, des systèmes d’acier et des équipes qui font ce travail tous les jours.',
    seo: {
      title: 'Réparation et remplacement de fondation dans le Nord de l’Ontario et au Manitoba',
      description:
        'Remplacement de murs de fondation, stabilisation de murs bombés, restauration de fondations de pierre, réparation de fissures, pieux poussés et planchers affaissés. La plupart des réparations prennent de 1 à 5 jours.',
      keywords: [
        'réparation de fondation',
        'réparation de fondation Sudbury',
        'remplacement de fondation',
        'mur de sous-sol bombé',
        'réparation fondation de pierre',
        'réparation de fissures de fondation Winnipeg',
      ],
    },
    heroPoints: ['La plupart des réparations en 1 à 5 jours', 'Solutions conçues par des ingénieurs', 'Garantie de 25 ans sur les systèmes d’acier'],
    features: {
      title: 'Ce qu’on répare et ce qu’on remplace',
      intro: 'Six types de réparations règlent presque tous les problèmes de fondation qu’on voit dans le Nord :',
      items: [
        {
          title: 'Reconstruction et remplacement de murs',
          description: 'Quand un mur a cédé, on étaye la maison, on démolit le vieux mur et on coule ou on monte un mur neuf sur une semelle solide.',
        },
        {
          title: 'Stabilisation de murs bombés',
          description:
            'Des poutres d’acier en I ou des supports muraux retiennent les murs poussés vers l’intérieur par le gel et l’argile gorgée d’eau, et peuvent les redresser avec le temps.',
        },
        {
          title: 'Restauration de fondations de pierre',
          description: 'Les maisons centenaires sur moellons sont rejointoyées, renforcées ou reconstruites par sections, sans mettre la maison en danger.',
        },
        {
          title: 'Réparation de fissures structurales',
          description: 'Les fissures en escalier, horizontales ou qui s’élargissent sont scellées et renforcées : elles cessent de bouger et de couler.',
        },
        {
          title: 'Levage par pieux poussés',
          description: 'Des pieux d’acier enfoncés jusqu’au roc ou à un sol portant relèvent un coin affaissé vers le niveau.',
        },
        {
          title: 'Réparation de planchers affaissés',
          description: 'Des poteaux d’acier ajustables et de nouvelles poutres raffermissent par en dessous les planchers mous ou en pente.',
        },
      ],
    },
    process: {
      title: 'Le déroulement d’une réparation de fondation',
      intro: 'Des étapes claires, une portée des travaux écrite et un prix fixe avant le premier coup de pelle.',
      steps: [
        {
          step: 1,
          title: 'Inspection sur place',
          description: 'On mesure les fissures, le niveau des planchers et la déformation des murs, puis on trouve la cause : sol, eau, gel ou usure.',
        },
        {
          step: 2,
          title: 'Plan d’ingénierie',
          description:
            'Vous recevez un plan de réparation et un prix par écrit, avec les plans d’un ingénieur quand la structure l’exige. On s’occupe des permis.',
        },
        {
          step: 3,
          title: 'Réparation',
          description: 'La plupart des travaux prennent de 1 à 5 jours, par une équipe formée sur le système exact qu’on installe.',
        },
        { step: 4, title: 'Documents remis', description: 'À la fin : photos avant-après, mesures et votre garantie écrite.' },
      ],
    },
    whenNeeded: {
      title: 'Les signes qu’une fondation a besoin d’être réparée',
      intro: 'Demandez une inspection si vous remarquez l’un de ces signes :',
      items: [
        'Des fissures horizontales ou en escalier, ou plus larges que 3 mm',
        'Un mur qui bombe, penche ou s’est déplacé en haut ou en bas',
        'Des portes et des fenêtres qui coincent, ou des espaces autour des moulures',
        'Des planchers en pente ou qui rebondissent, et du gypse fissuré à l’étage',
        'Du mortier qui s’effrite ou des pierres qui se détachent dans une vieille fondation',
      ],
    },
    investment:
      'La réparation de fissures et les petits travaux coûtent habituellement de 3 000 $ à 5 000 $. Le remplacement complet d’une fondation coûte de 1 500 $ à 2 000 $ le pied linéaire.',
    warranty:
      'Garantie du fabricant de 25 ans sur les systèmes d’acier (pieux poussés, supports muraux, poteaux d’acier ajustables, poutres d’acier en I); les autres protections dépendent des travaux et sont remises par écrit à la fin du chantier.',
    serviceAreas: coreAreas,
    related: ['push-pier-systems', 'steel-post-beam-systems'],
  },

  'push-pier-systems': {
    slug: 'push-pier-systems',
    title: 'Systèmes de pieux poussés',
    eyebrow: 'Reprise en sous-œuvre',
    intro:
      'Quand le sol sous votre semelle s’affaisse, les pieux poussés transfèrent le poids de la maison jusqu’au roc ou à un sol ferme et portant. Comme concessionnaire autorisé d’un fabricant américain de pieux, on installe en 1 ou 2 jours des pieux d’acier conçus en usine.',
    seo: {
      title: 'Pieux poussés et reprise en sous-œuvre de fondation',
      description:
        'Des pieux d’acier enfoncés jusqu’au roc ou à un sol portant arrêtent l’affaissement et remettent la fondation vers le niveau. Installation en 1 ou 2 jours, garantie du fabricant de 25 ans.',
      keywords: [
        'pieux poussés',
        'reprise en sous-œuvre',
        'fondation qui s’affaisse',
        'redressement de fondation',
        'pieux fondation Sudbury',
        'pieux Winnipeg',
      ],
    },
    heroPoints: ['Installés en 1 ou 2 jours', 'Enfoncés jusqu’au roc ou à un sol portant', 'Garantie du fabricant de 25 ans'],
    features: {
      title: 'Pourquoi des pieux poussés en acier',
      intro: 'Les pieux poussés se servent du poids de votre maison pour enfoncer chaque section jusqu’à ce qu’elle rencontre une vraie résistance.',
      items: [
        {
          title: 'Chaque pieu est testé sous charge',
          description: 'On enfonce chaque pieu jusqu’à ce qu’il prouve qu’il peut porter la charge : la capacité est mesurée, pas devinée.',
        },
        {
          title: 'Un retour vers le niveau',
          description: 'Une fois les pieux en appui, des vérins hydrauliques peuvent soulever la section affaissée et refermer les fissures.',
        },
        {
          title: 'Peu de dérangement',
          description: 'De petites excavations à chaque pieu, pas de machinerie lourde sur la pelouse, et la plupart des chantiers finis en 1 ou 2 jours.',
        },
        {
          title: 'De l’acier conçu en usine',
          description: 'De l’acier galvanisé de notre fabricant partenaire américain, couvert par une garantie du fabricant de 25 ans.',
        },
      ],
    },
    process: {
      title: 'L’installation de pieux poussés en 4 étapes',
      intro: 'Une petite équipe, de l’acier qui arrive de l’usine et des mesures à chaque étape.',
      steps: [
        { step: 1, title: 'Excavation à la semelle', description: 'On creuse de petites fosses à l’emplacement de chaque pieu pour dégager la semelle.' },
        { step: 2, title: 'Pose des supports', description: 'Des supports d’acier robustes sont fixés à la semelle pour porter la maison.' },
        {
          step: 3,
          title: 'Fonçage des pieux',
          description: 'Les sections de pieu sont enfoncées hydrauliquement jusqu’au roc ou à un sol portant, puis testées sous charge.',
        },
        {
          step: 4,
          title: 'Levage, blocage et remblai',
          description: 'On relève vers le niveau quand c’est possible, on bloque chaque pieu et on remet le sol en place.',
        },
      ],
    },
    whenNeeded: {
      title: 'Quand faut-il des pieux poussés?',
      intro: 'Un affaissement se voit partout dans la maison. Les pieux poussés sont la solution quand vous constatez :',
      items: [
        'Un affaissement : un coin ou un mur qui s’est enfoncé',
        'Des planchers inégaux qui penchent vers un côté de la maison',
        'Des murs fissurés : en escalier dans les blocs, en diagonale dans le béton coulé et le gypse',
        'Des portes et des fenêtres qui coincent, qui ne sont plus d’équerre ou qui laissent un espace en haut',
      ],
    },
    extra: [
      {
        title: 'C’est quoi, une reprise en sous-œuvre?',
        paragraphs: [
          'La reprise en sous-œuvre prolonge l’appui d’une fondation plus bas que la semelle d’origine, jusqu’à un sol ou un roc qui ne bougera pas. Dans le Nord de l’Ontario, c’est souvent le roc, à quelques mètres sous terre; dans la vallée de la rivière Rouge, c’est un sol plus ferme sous l’argile qui travaille.',
          'Les pieux poussés sont la façon la plus rapide et la plus propre de reprendre en sous-œuvre une maison existante : pas de nouvelles semelles de béton, pas de semaines de cure, et la capacité de chaque pieu est prouvée pendant la pose.',
        ],
      },
    ],
    investment: 'Les pieux poussés coûtent de 3 000 $ à 5 000 $ chacun; la plupart des maisons en demandent entre quatre et dix.',
    warranty: 'Garantie du fabricant de 25 ans sur chaque pieu d’acier.',
    serviceAreas: ['Thunder Bay', 'Oliver-Paipoonge', 'Nipigon', 'Sudbury', 'Lively', 'Winnipeg', 'St. Andrews', 'Lockport', 'Headingley'],
    related: ['foundation-repair-replacement', 'steel-post-beam-systems'],
  },

  'concentric-pier-systems': {
    slug: 'concentric-pier-systems',
    title: 'Systèmes de pieux concentriques',
    eyebrow: 'Structures légères',
    intro:
      'Les pieux concentriques sont enfoncés à la verticale, directement sous la charge. Ils conviennent aux structures légères, trop peu lourdes pour qu’un pieu poussé prenne appui sur leur poids : agrandissements, galeries, garages, chalets et semelles intérieures.',
    seo: {
      title: 'Pieux concentriques pour agrandissements, galeries et chalets',
      description:
        'Des pieux d’acier concentriques soutiennent les structures légères et les charges intérieures directement sous la semelle. Installation en 4 étapes, acier garanti 25 ans par le fabricant.',
      keywords: ['pieux concentriques', 'réparation fondation galerie', 'agrandissement qui s’affaisse', 'fondation de chalet', 'pieu intérieur sous-sol'],
    },
    heroPoints: ['Faits pour les charges légères', 'Posés directement sous la semelle', 'Garantie du fabricant de 25 ans'],
    features: {
      title: 'Pourquoi des pieux concentriques',
      intro: 'Centré sous la charge, le pieu concentrique transmet le poids tout droit vers le bas, sans effet de levier sur la semelle.',
      items: [
        {
          title: 'Un appui centré',
          description: 'Le pieu se trouve juste sous la semelle ou le poteau : la charge descend en ligne droite jusqu’au sol ferme.',
        },
        {
          title: 'Efficace sous les structures légères',
          description: 'Idéal quand le bâtiment est trop léger pour qu’on enfonce un pieu poussé en s’appuyant sur son propre poids.',
        },
        {
          title: 'À l’intérieur comme à l’extérieur',
          description: 'L’équipement compact entre dans les vides sanitaires, les sous-sols et les cours étroites.',
        },
        { title: 'Un acier qui dure', description: 'Des sections d’acier galvanisé couvertes par une garantie du fabricant de 25 ans.' },
      ],
    },
    process: {
      title: 'L’installation de pieux concentriques en 4 étapes',
      intro: 'Un travail simple et mesuré, habituellement terminé en une journée ou deux.',
      steps: [
        { step: 1, title: 'Repérage et excavation', description: 'On dégage la semelle ou l’emplacement du poteau et on creuse en dessous.' },
        { step: 2, title: 'Fonçage du pieu', description: 'Les sections d’acier sont enfoncées hydrauliquement, à la verticale, jusqu’à un sol compétent.' },
        { step: 3, title: 'Transfert de la charge', description: 'On pose une tête de pieu et on transfère le poids de la structure sur le pieu.' },
        {
          step: 4,
          title: 'Remblai et documentation',
          description: 'On remblaie, on note la profondeur et la charge de chaque pieu et on vous remet la garantie.',
        },
      ],
    },
    whenNeeded: {
      title: 'Quand choisir des pieux concentriques',
      intro: 'On recommande les pieux concentriques pour :',
      items: [
        'Les galeries, terrasses et marches qui se détachent de la maison',
        'Les agrandissements et les verrières qui s’affaissent à côté de la maison principale',
        'Les garages détachés, chalets et camps sur des semelles légères',
        'Les semelles intérieures isolées et les poutres centrales qui se sont enfoncées',
      ],
    },
    comparison: {
      title: 'Pieux concentriques ou pieux poussés?',
      intro: 'Les deux sont des pieux d’acier enfoncés jusqu’à un sol ferme; c’est le poids de la structure qui détermine lequel convient.',
      usLabel: 'Pieux concentriques',
      themLabel: 'Pieux poussés',
      rows: [
        { feature: 'Idéal pour', us: 'Structures légères et charges intérieures', them: 'Maisons complètes et murs lourds' },
        { feature: 'Emplacement', us: 'Directement sous la charge', them: 'À côté de la semelle, sur un support' },
        { feature: 'Force d’enfoncement', us: 'Vérin hydraulique et poids d’appoint', them: 'Le poids même de la maison' },
        { feature: 'Levage', us: 'Léger relèvement des structures légères', them: 'Peut relever des sections lourdes vers le niveau' },
        { feature: 'Durée habituelle', us: '1 ou 2 jours', them: '1 ou 2 jours' },
      ],
    },
    investment: 'Prix établi par pieu après une évaluation; la plupart des galeries et des agrandissements demandent de deux à six pieux.',
    warranty: 'Garantie du fabricant de 25 ans sur l’acier.',
    serviceAreas: coreAreas,
    related: ['push-pier-systems', 'foundation-repair-replacement'],
  },

  'interior-waterproofing': {
    slug: 'interior-waterproofing',
    title: 'Imperméabilisation intérieure du sous-sol',
    eyebrow: 'Imperméabiliser par l’intérieur',
    intro:
      'Quand il est impossible de creuser dehors (une entrée de garage, une terrasse, le mur du voisin ou le cœur de l’hiver), on gère l’eau de l’intérieur avec un canal de drainage périphérique, une pompe de puisard avec batterie de secours et des pare-vapeur.',
    seo: {
      title: 'Imperméabilisation intérieure du sous-sol et pompes de puisard',
      description:
        'Drainage périphérique intérieur, pompes de puisard avec batterie de secours, pare-vapeur et déshumidification en option. Environ 200 $ le pied linéaire; installation à longueur d’année.',
      keywords: [
        'imperméabilisation intérieure',
        'imperméabilisation sous-sol Winnipeg',
        'pompe de puisard avec batterie de secours',
        'drainage de sous-sol',
        'sous-sol humide Winnipeg',
        'pare-vapeur sous-sol',
      ],
    },
    heroPoints: ['Posée toute l’année, même en hiver', 'Pompe de puisard avec batterie de secours', 'Aucune excavation de votre terrain'],
    features: {
      title: 'Ce que comprend un système intérieur',
      intro: 'Quatre éléments travaillent ensemble pour recueillir l’eau et l’évacuer de la maison :',
      items: [
        {
          title: 'Canal de drainage périphérique',
          description: 'Un canal posé sous la dalle, le long de la semelle, capte l’eau au joint du mur et du plancher avant qu’elle se répande.',
        },
        {
          title: 'Pompe de puisard avec batterie de secours',
          description:
            'Un puisard scellé et une pompe principale, avec une batterie de secours qui continue de pomper pendant une panne de courant en plein orage.',
        },
        { title: 'Pare-vapeur', description: 'Des membranes murales à alvéoles dirigent les infiltrations vers le drain et gardent les murs finis au sec.' },
        {
          title: 'Déshumidification en option',
          description: 'Un déshumidificateur écoénergétique maintient un taux d’humidité où la moisissure ne peut pas pousser.',
        },
      ],
    },
    process: {
      title: 'L’installation d’un système intérieur',
      intro: 'Habituellement deux ou trois jours, avec contrôle de la poussière et dalle refaite à la fin.',
      steps: [
        { step: 1, title: 'Évaluation', description: 'On trouve par où l’eau entre et on dimensionne le drain et le puisard selon votre sous-sol.' },
        { step: 2, title: 'Tranchée et drain', description: 'On coupe la dalle le long du périmètre et on pose le canal de drainage dans de la pierre nette.' },
        { step: 3, title: 'Puisard et secours', description: 'Le bassin, la pompe, le clapet antiretour et la batterie de secours sont installés et testés.' },
        { step: 4, title: 'Membrane et finition', description: 'Les membranes murales sont posées, la dalle est recoulée et les lieux sont nettoyés.' },
      ],
    },
    whenNeeded: {
      title: 'Quand l’imperméabilisation intérieure est le bon choix',
      intro: 'L’intérieur est la solution sensée quand :',
      items: [
        'Une entrée de garage, une terrasse, un agrandissement ou un voisin trop proche empêche de creuser',
        'L’eau monte par le plancher ou au joint entre le mur et la dalle',
        'Les travaux doivent se faire l’hiver : les installations intérieures ont lieu surtout de décembre à février',
        'Vous voulez un sous-sol sec pour moins cher que des travaux extérieurs',
      ],
    },
    investment:
      'L’imperméabilisation intérieure coûte environ 200 $ le pied linéaire, canal de drainage compris; le puisard et la batterie de secours sont inclus dans la même soumission.',
    warranty: 'La protection dépend des travaux et vous est remise par écrit à la fin du chantier.',
    serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'North Bay', 'St. Clements', 'East St. Paul'],
    related: ['exterior-waterproofing', 'foundation-repair-replacement'],
  },

  'steel-post-beam-systems': {
    slug: 'steel-post-beam-systems',
    title: 'Systèmes de poteaux et poutres d’acier',
    eyebrow: 'Soutien des planchers',
    intro:
      'Un plancher affaissé, mou ou en pente vient presque toujours d’une poutre trop faible, de poteaux de bois pourris ou d’une semelle qui s’enfonce. Des poteaux d’acier ajustables et de nouvelles poutres remontent le plancher et le gardent en place.',
    seo: {
      title: 'Poteaux et poutres d’acier pour planchers affaissés',
      description:
        'Poteaux d’acier ajustables, nouvelles poutres et semelles adéquates pour redresser les planchers affaissés ou qui rebondissent. Environ 4 000 $ par portée de 10 pieds, garantie du fabricant de 25 ans sur les poteaux d’acier.',
      keywords: [
        'réparation plancher affaissé',
        'poteaux d’acier ajustables',
        'remplacement de poutre sous-sol',
        'plancher qui rebondit',
        'redressement de plancher',
      ],
    },
    heroPoints: ['Travaux faits en 1 ou 2 jours', 'Poteaux d’acier ajustables', 'Garantie du fabricant de 25 ans'],
    features: {
      title: 'Les problèmes de plancher qu’on règle',
      intro: 'La plupart des problèmes de plancher commencent au sous-sol ou dans le vide sanitaire, sous le centre de la maison :',
      items: [
        { title: 'Rez-de-chaussée affaissé', description: 'Un creux au milieu de la maison, causé par une poutre trop faible ou une portée trop longue.' },
        { title: 'Planchers mous qui rebondissent', description: 'Des solives qui franchissent une trop grande distance sans appui fléchissent à chaque pas.' },
        {
          title: 'Poteaux de bois pourris ou calés',
          description: 'Les vieux poteaux posés sur un sol humide s’écrasent et pourrissent; une pile de cales est un signal d’alarme.',
        },
        {
          title: 'Gypse fissuré et portes qui coincent',
          description: 'Les fissures à l’étage et les portes qui frottent viennent souvent d’une ligne de poutres qui s’affaisse.',
        },
      ],
    },
    process: {
      title: 'Notre façon de soutenir un plancher',
      intro: 'Relever graduellement, bien soutenir et garder le tout ajustable pour l’avenir.',
      steps: [
        { step: 1, title: 'Mesures', description: 'On relève le niveau des planchers et on vérifie la poutre, les poteaux et les semelles qui les portent.' },
        {
          step: 2,
          title: 'Les semelles d’abord',
          description: 'Au besoin, on coule de nouvelles semelles pour que les poteaux reposent sur quelque chose de solide.',
        },
        {
          step: 3,
          title: 'Poteaux et poutre d’acier',
          description: 'Des poteaux d’acier ajustables et, s’il le faut, une nouvelle poutre sont installés au bon espacement.',
        },
        {
          step: 4,
          title: 'Relèvement graduel',
          description: 'Le plancher est relevé lentement vers le niveau pour protéger les finis, puis bloqué en place.',
        },
      ],
    },
    whenNeeded: {
      title: 'Quand nous appeler',
      intro: 'Demandez une évaluation si vous remarquez que :',
      items: [
        'Une bille roule toute seule sur le plancher ou les meubles sont bancals',
        'Le plancher semble mou ou rebondit quand quelqu’un passe',
        'Les poteaux du sous-sol penchent, pourrissent ou reposent sur des cales',
        'Des fissures au-dessus des cadres de porte du rez-de-chaussée reviennent sans cesse',
      ],
    },
    investment: 'Les travaux de poteaux et poutres d’acier coûtent environ 4 000 $ par portée de 10 pieds.',
    warranty: 'Garantie du fabricant de 25 ans sur les poteaux d’acier ajustables.',
    serviceAreas: coreAreas,
    related: ['foundation-repair-replacement', 'push-pier-systems'],
  },

  'everbrace-wall-restoration': {
    slug: 'everbrace-wall-restoration',
    title: 'Restauration de murs EverBrace',
    eyebrow: 'Système de poutres d’acier en I',
    intro:
      'Le gel et l’argile gorgée d’eau poussent les murs du sous-sol vers l’intérieur jusqu’à ce qu’ils fissurent et bombent. Le système de poutres d’acier en I EverBrace renforce le mur par l’intérieur, arrête le mouvement et peut le redresser avec le temps, pour une fraction du prix d’un mur neuf.',
    seo: {
      title: 'Restauration de murs EverBrace : poutres d’acier en I pour murs bombés',
      description:
        'Stabilisez et redressez les murs de sous-sol bombés avec des poutres d’acier en I. Installation en 4 étapes, de 1 000 $ à 1 500 $ le pied linéaire, garantie du fabricant de 25 ans.',
      keywords: ['réparation mur bombé', 'support mural en acier', 'renfort de mur de sous-sol', 'restauration de mur de fondation', 'EverBrace'],
    },
    heroPoints: ['Aucune excavation', 'Arrête le bombement et le corrige', 'Garantie du fabricant de 25 ans'],
    features: {
      title: 'Pourquoi le système de poutres d’acier en I',
      intro: 'Des poutres d’acier verticales, ancrées en haut et en bas, reprennent la poussée du sol à la place du mur.',
      items: [
        { title: 'Arrête le mouvement', description: 'Chaque poutre est ancrée à la dalle et à la charpente au-dessus : le mur reste en place.' },
        { title: 'Redresse avec le temps', description: 'On peut resserrer les poutres d’une saison à l’autre pour ramener le mur vers l’aplomb.' },
        { title: 'Posé par l’intérieur', description: 'Pas besoin de creuser le terrain, et les travaux peuvent se faire en toute saison.' },
        { title: 'Compatible avec la finition', description: 'Les poutres sont minces : on peut construire autour et finir le sous-sol quand même.' },
      ],
    },
    process: {
      title: 'La restauration de mur en 4 étapes',
      intro: 'Habituellement une ou deux journées pour un seul mur.',
      steps: [
        {
          step: 1,
          title: 'Mesure du bombement',
          description: 'On mesure la déformation le long du mur pour fixer l’espacement des poutres et un point de référence.',
        },
        { step: 2, title: 'Ancrage à la dalle', description: 'Chaque poutre est encastrée dans la dalle ou posée sur une plaque d’assise en acier.' },
        { step: 3, title: 'Fixation à la charpente', description: 'Des supports en tête relient chaque poutre aux solives ou à la lisse d’assise.' },
        {
          step: 4,
          title: 'Mise en tension et suivi',
          description: 'Les poutres sont serrées pour arrêter le mouvement, puis ajustées au cours des saisons suivantes.',
        },
      ],
    },
    whenNeeded: {
      title: 'Quand la restauration de mur convient',
      intro: 'Les poutres d’acier en I sont la bonne solution quand :',
      items: [
        'Un mur de blocs ou de béton coulé bombe vers l’intérieur de moins de 50 mm (2 po) environ',
        'Des fissures horizontales courent au milieu du mur',
        'Des fissures en escalier apparaissent aux coins d’un mur de blocs',
        'Le mur est encore assez solide pour être renforcé plutôt que reconstruit',
      ],
    },
    extra: [
      {
        title: 'Jumelée à l’imperméabilisation intérieure',
        paragraphs: [
          'Un mur qui bombe veut presque toujours dire un sol gorgé d’eau. On jumelle souvent la restauration du mur avec un canal de drainage intérieur et un puisard : la pression d’eau qui a poussé le mur est soulagée du même coup. Une seule équipe, une seule visite.',
        ],
      },
    ],
    comparison: {
      title: 'Restaurer le mur ou le remplacer au complet?',
      intro: 'Si le mur peut être sauvé, le renforcer coûte beaucoup moins cher et dérange beaucoup moins.',
      usLabel: 'Restauration par poutres d’acier en I',
      themLabel: 'Remplacement complet du mur',
      rows: [
        { feature: 'Coût', us: 'De 1 000 $ à 1 500 $ le pied linéaire', them: 'De 1 500 $ à 2 000 $ le pied linéaire' },
        { feature: 'Durée', us: '1 ou 2 jours', them: 'De plusieurs jours à quelques semaines' },
        { feature: 'Travaux d’excavation', us: 'Aucune : posé par l’intérieur', them: 'Excavation complète à l’extérieur' },
        { feature: 'Saison', us: 'En toute saison', them: 'De mars à décembre' },
        { feature: 'Idéal quand', us: 'Bombement de moins de 2 po environ, mur sain', them: 'Mur effondré ou très déplacé' },
      ],
    },
    investment: 'La restauration de mur coûte de 1 000 $ à 1 500 $ le pied linéaire de mur renforcé.',
    warranty: 'Garantie du fabricant de 25 ans sur les systèmes de poutres d’acier en I.',
    serviceAreas: coreAreas,
    related: ['foundation-repair-replacement', 'interior-waterproofing'],
  },
};
