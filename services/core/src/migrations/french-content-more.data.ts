/**
 * What Migration20261126185000_french_content_more wrote, frozen as it was on 2026-11-26: each seeded
 * row's French (`*_fr`) beside the English it was seeded with (the row is updated only while its
 * English is still the seed's), and for a blog post its slug and seed date. A migration carries its
 * own data: the seeds (services/core/src/seeds/content.ts) go on changing, and importing them pulled
 * the modules into the migrations (an import circle through platform/db.ts). Generated once from
 * the seeds of that day; never edit it.
 */
export const frozenFrenchContent: Record<string, readonly Record<string, string>[]> = {
  services: [
    {
      title: 'Exterior Waterproofing',
      title_fr: 'Imperméabilisation extérieure',
      description:
        'Our flagship sealed-insulation system: we excavate to the footing, seal the wall with a membrane that stays flexible to -40°C, add rigid insulation and drainage board, and lay new weeping tile in clear stone. Systemized crews finish most homes in 3-5 days instead of the usual 7-10. Full-perimeter jobs carry a 5-year fully transferable warranty on materials and workmanship.',
      description_fr:
        'Notre système phare d’isolation scellée : nous creusons jusqu’à la semelle, scellons le mur avec une membrane qui reste souple jusqu’à -40 °C, ajoutons un isolant rigide et un panneau de drainage, puis posons un nouveau drain français dans de la pierre nette. Grâce à nos équipes rodées, la plupart des maisons sont terminées en 3 à 5 jours plutôt que les 7 à 10 habituels. Les travaux sur tout le périmètre sont couverts par une garantie de 5 ans, entièrement transférable, sur les matériaux et la main-d’œuvre.',
    },
    {
      title: 'Foundation Repair & Replacement',
      title_fr: 'Réparation et remplacement de fondations',
      description:
        'Wall reconstruction and replacement, bowing wall stabilization, structural crack repair and sagging floor repair for poured, block and stone foundations. Every plan is engineered for the ground the house sits on, from Thunder Bay bedrock to Winnipeg clay, and most repairs are completed in 1-5 days.',
      description_fr:
        'Reconstruction et remplacement de murs, stabilisation de murs bombés, réparation de fissures structurales et redressement de planchers affaissés, pour les fondations en béton coulé, en blocs ou en pierre. Chaque plan est conçu pour le sol sur lequel repose la maison, du roc de Thunder Bay à l’argile de Winnipeg, et la plupart des réparations se font en 1 à 5 jours.',
    },
    {
      title: 'Push Pier Systems',
      title_fr: 'Systèmes de pieux poussés',
      description:
        'Steel push piers are driven through unstable soil to bedrock or load-bearing strata, then used to stabilize a settling foundation and, where the structure allows, lift it back toward level. Most installations take 1-2 days, and the steel is covered by a 25-year manufacturer warranty.',
      description_fr:
        'Des pieux d’acier sont enfoncés à travers le sol instable jusqu’au roc ou à une couche portante, puis servent à stabiliser une fondation qui s’affaisse et, quand la structure le permet, à la remonter vers le niveau. La plupart des installations prennent 1 ou 2 jours, et l’acier est couvert par une garantie du fabricant de 25 ans.',
    },
    {
      title: 'Concentric Pier Systems',
      title_fr: 'Systèmes de pieux concentriques',
      description:
        'Concentric piers are installed directly beneath the footing, so the load travels straight down the pier instead of through an offset bracket. They suit heavy walls, interior footings and tight lot lines where a side-mounted push pier is not the right fit.',
      description_fr:
        'Les pieux concentriques sont posés directement sous la semelle : la charge descend tout droit dans le pieu au lieu de passer par un support décalé. Ils conviennent aux murs lourds, aux semelles intérieures et aux terrains étroits, là où un pieu poussé fixé sur le côté n’est pas la bonne solution.',
    },
    {
      title: 'Interior Waterproofing',
      title_fr: 'Imperméabilisation intérieure',
      description:
        'A perimeter drainage channel under the slab edge, a sump pump with battery backup, vapor barriers on the walls and optional dehumidification keep the basement dry without excavating. At about $200 per linear foot it is usually installed December to February, when exterior digging is out of season.',
      description_fr:
        'Un drain périphérique sous le bord de la dalle, une pompe de puisard avec batterie de secours, des pare-vapeur sur les murs et, au besoin, un déshumidificateur gardent le sous-sol au sec sans creuser à l’extérieur. À environ 200 $ le pied linéaire, ce système s’installe surtout de décembre à février, quand on ne creuse plus dehors.',
    },
    {
      title: 'Steel Post & Beam Systems',
      title_fr: 'Systèmes de poteaux et de poutres d’acier',
      description:
        'Adjustable steel posts on new footings and steel beams replace rotting wood posts and undersized beams that let floors sag and bounce. Posts are raised gradually to bring floors back toward level, at about $4,000 per 10-foot span with a 25-year manufacturer warranty on the steel.',
      description_fr:
        'Des poteaux d’acier ajustables sur de nouvelles semelles et des poutres d’acier remplacent les poteaux de bois pourris et les poutres trop faibles qui font plier et rebondir les planchers. Les poteaux sont remontés peu à peu pour ramener le plancher vers le niveau, pour environ 4 000 $ par portée de 10 pieds, avec une garantie du fabricant de 25 ans sur l’acier.',
    },
    {
      title: 'EverBrace Wall Restoration',
      title_fr: 'Restauration de murs EverBrace',
      description:
        'EverBrace steel I-beam panels are anchored to the basement floor and the floor framing to stop bowing block and stone walls from moving further, with no excavation. At $1,000-$1,500 per linear foot it often costs well below full replacement and pairs naturally with interior waterproofing.',
      description_fr:
        'Les poutres d’acier en I EverBrace sont ancrées au plancher du sous-sol et à la charpente du plancher pour empêcher les murs de blocs ou de pierre bombés de bouger davantage, sans excavation. À 1 000 $ à 1 500 $ le pied linéaire, c’est souvent bien moins cher qu’un remplacement complet, et ça se combine tout naturellement avec l’imperméabilisation intérieure.',
    },
  ],
  materials: [
    {
      name: 'Cold-Climate Waterproofing Membrane',
      name_fr: 'Membrane d’imperméabilisation pour climat froid',
      description:
        'A rubberized membrane bonded from footing to grade that stays flexible down to -40°C, so frost, wall movement and hairline cracks do not break the seal the way old tar coatings do.',
      description_fr:
        'Une membrane caoutchoutée collée de la semelle jusqu’au niveau du sol, qui reste souple jusqu’à -40 °C : le gel, les mouvements du mur et les fissures capillaires ne brisent pas l’étanchéité comme avec les vieux enduits de goudron.',
    },
    {
      name: 'Rigid Insulation & Drainage Board',
      name_fr: 'Isolant rigide et panneau de drainage',
      description:
        'Rigid insulation board seals and protects the membrane and keeps the wall warm, while a dimpled drainage board gives water a free path down to the weeping tile instead of pressing against the foundation.',
      description_fr:
        'Les panneaux d’isolant rigide recouvrent et protègent la membrane et gardent le mur au chaud, tandis qu’un panneau de drainage à alvéoles laisse l’eau descendre librement jusqu’au drain français au lieu de pousser contre la fondation.',
    },
    {
      name: 'Weeping Tile & Clear-Stone Drainage',
      name_fr: 'Drain français et drainage en pierre nette',
      description:
        'New perforated weeping tile at footing level, bedded in clear stone and wrapped in filter fabric, carries groundwater to a sump or approved outlet before hydrostatic pressure can build.',
      description_fr:
        'Un nouveau drain français perforé au niveau de la semelle, posé dans de la pierre nette et enveloppé d’une membrane filtrante, évacue l’eau souterraine vers un puisard ou une sortie approuvée avant que la pression hydrostatique ne s’accumule.',
    },
    {
      name: 'Galvanized Steel Push Piers',
      name_fr: 'Pieux poussés en acier galvanisé',
      description:
        'Manufacturer-engineered piers supplied through our authorized dealer partnership with a US piering manufacturer, driven to bedrock or load-bearing strata and backed by a 25-year manufacturer warranty.',
      description_fr:
        'Des pieux conçus par le fabricant, fournis grâce à notre statut de concessionnaire autorisé d’un fabricant américain de pieux, enfoncés jusqu’au roc ou à une couche portante et couverts par une garantie du fabricant de 25 ans.',
    },
    {
      name: 'EverBrace Steel I-Beam Panels',
      name_fr: 'Poutres d’acier en I EverBrace',
      description:
        'Heavy steel I-beams anchored to the floor and the floor framing that hold bowing block and stone walls in place and can be tightened over time, covered by the 25-year warranty on steel systems.',
      description_fr:
        'De robustes poutres d’acier en I, ancrées au plancher et à sa charpente, retiennent les murs de blocs ou de pierre bombés et peuvent être resserrées avec le temps; elles sont couvertes par la garantie de 25 ans sur les systèmes d’acier.',
    },
    {
      name: 'Adjustable Steel Support Posts',
      name_fr: 'Poteaux de soutien ajustables en acier',
      description:
        'Screw-jack steel posts set on new concrete footings that replace rotting wood posts and let us raise sagging floors gradually, with a 25-year manufacturer warranty.',
      description_fr:
        'Des poteaux d’acier à vis posés sur de nouvelles semelles de béton remplacent les poteaux de bois pourris et nous permettent de remonter peu à peu les planchers affaissés, avec une garantie du fabricant de 25 ans.',
    },
  ],
  property_types: [
    {
      type: 'Older Homes with Stone or Block Foundations',
      type_fr: 'Maisons anciennes sur fondations de pierre ou de blocs',
      description:
        'Pre-war and mid-century homes in neighbourhoods like Wolseley, Port Arthur and Sudbury’s older districts often sit on rubble stone or concrete block. We stabilize bowing walls, restore them with steel I-beam panels or rebuild them in poured concrete, then waterproof so the repair lasts.',
      description_fr:
        'Les maisons d’avant-guerre et d’après-guerre de quartiers comme Wolseley, Port Arthur ou les vieux secteurs du Grand Sudbury reposent souvent sur de la pierre des champs ou des blocs de béton. Nous stabilisons les murs bombés, les renforçons avec des poutres d’acier en I ou les reconstruisons en béton coulé, puis nous les imperméabilisons pour que la réparation dure.',
    },
    {
      type: 'Newer Poured-Concrete Homes',
      type_fr: 'Maisons récentes en béton coulé',
      description:
        'Poured walls still crack and leak when the original damp-proofing fails or weeping tile clogs. Structural crack repair, full-perimeter exterior waterproofing and push piers for settlement keep newer homes dry and level.',
      description_fr:
        'Les murs de béton coulé fissurent et coulent eux aussi quand l’enduit d’origine lâche ou que le drain français se bouche. Réparation de fissures structurales, imperméabilisation extérieure sur tout le périmètre et pieux poussés contre l’affaissement gardent les maisons récentes sèches et de niveau.',
    },
    {
      type: 'Cottages & Camps on Bedrock and Lakefront',
      type_fr: 'Chalets et camps sur le roc et au bord de l’eau',
      description:
        'Camps on the Canadian Shield and lakefront lots need foundations that respect bedrock, high water and shifting shoreline soil. We level and support cottages with steel posts and piers, and waterproof crawl spaces and basements near the water.',
      description_fr:
        'Un camp sur le Bouclier canadien ou un terrain riverain demande une fondation qui tient compte du roc, des hautes eaux et d’un sol de rive qui bouge. Nous mettons les chalets de niveau et les soutenons avec des poteaux d’acier et des pieux, et nous imperméabilisons vides sanitaires et sous-sols près de l’eau.',
    },
    {
      type: 'Light Commercial & Multi-Unit Buildings',
      type_fr: 'Petits commerces et immeubles à logements',
      description:
        'Storefronts, small apartment blocks and duplexes get engineered repair plans, scheduling that keeps tenants and businesses running, and the written documentation owners and property managers need at completion.',
      description_fr:
        'Pour les commerces, les petits immeubles et les duplex : un plan de réparation conçu par des ingénieurs, un horaire qui laisse locataires et entreprises fonctionner, et, à la fin des travaux, les documents écrits dont les propriétaires et les gestionnaires ont besoin.',
    },
  ],
  differentiators: [
    {
      title: '25+ Years in Northern Foundations',
      title_fr: 'Plus de 25 ans dans les fondations du Nord',
      tagline: 'Built for bedrock, clay and -40°C winters',
      tagline_fr: 'Pensé pour le roc, l’argile et les hivers à -40 °C',
      description:
        'For more than 25 years and 2,000+ projects our crews have worked the ground of Northern Ontario and Manitoba: Shield bedrock around Thunder Bay and Sudbury, expansive clay in Winnipeg, high spring groundwater and deep frost everywhere.',
      description_fr:
        'Depuis plus de 25 ans et plus de 2 000 projets, nos équipes connaissent le terrain du Nord de l’Ontario et du Manitoba : le roc du Bouclier autour de Thunder Bay et de Sudbury, l’argile gonflante de Winnipeg, la nappe d’eau haute au printemps et le gel profond partout.',
    },
    {
      title: 'Engineered Solutions',
      title_fr: 'Des solutions conçues par des ingénieurs',
      tagline: 'A repair designed for your soil, not a one-size fix',
      tagline_fr: 'Une réparation pensée pour votre sol, pas une recette toute faite',
      description:
        'Every proposal starts with the cause: soil, drainage, load and the way the foundation was built. Repairs are engineered to match, and we handle the permits, so you pay for the fix your house needs and nothing it does not.',
      description_fr:
        'Chaque proposition part de la cause : le sol, le drainage, la charge et la façon dont la fondation a été bâtie. La réparation est conçue en conséquence et nous nous occupons des permis : vous payez ce dont votre maison a besoin, rien de plus.',
    },
    {
      title: 'Systemized Installation',
      title_fr: 'Une installation bien rodée',
      tagline: 'Up to 2x faster: exterior waterproofing in 3-5 days, not 7-10',
      tagline_fr: 'Jusqu’à deux fois plus vite : l’imperméabilisation extérieure en 3 à 5 jours, pas 7 à 10',
      description:
        'Our crews follow the same proven sequence on every job, with the right equipment and materials on site from day one. That is how we finish a typical exterior waterproofing project in 3-5 days while others take 7-10, which matters in a short northern build season.',
      description_fr:
        'Nos équipes suivent la même séquence éprouvée sur chaque chantier, avec le bon équipement et les bons matériaux sur place dès le premier jour. C’est ainsi qu’un projet typique d’imperméabilisation extérieure se termine chez nous en 3 à 5 jours, quand d’autres en prennent 7 à 10 : ça compte, avec la courte saison de construction du Nord.',
    },
    {
      title: 'Warranties in Writing',
      title_fr: 'Des garanties écrites',
      tagline: '25-year steel warranty, 5-year transferable waterproofing warranty',
      tagline_fr: '25 ans sur l’acier, 5 ans transférables sur l’imperméabilisation',
      description:
        'Push piers, wall supports, adjustable steel posts and steel I-beam systems carry a 25-year manufacturer warranty. Full-perimeter exterior waterproofing carries a 5-year fully transferable warranty on materials and workmanship, and you receive written documentation at completion.',
      description_fr:
        'Les pieux poussés, les supports muraux, les poteaux d’acier ajustables et les poutres d’acier en I sont couverts par une garantie du fabricant de 25 ans. L’imperméabilisation extérieure sur tout le périmètre est couverte par une garantie de 5 ans, entièrement transférable, sur les matériaux et la main-d’œuvre, et vous recevez tous les documents par écrit à la fin des travaux.',
    },
    {
      title: 'Trained Crews, Proven Materials',
      title_fr: 'Des équipes formées, des matériaux éprouvés',
      tagline: '15+ technicians and an authorized dealer partnership',
      tagline_fr: 'Plus de 15 techniciens et un concessionnaire autorisé',
      description:
        'Our 15+ technicians are trained in-house on the systems they install, and our steel piering and wall systems come through an authorized dealer partnership with a US piering manufacturer. It is a big reason 98% of our customers say they are satisfied.',
      description_fr:
        'Nos quelque 15 techniciens sont formés chez nous aux systèmes qu’ils installent, et nos pieux et systèmes muraux en acier nous viennent d’un fabricant américain dont nous sommes concessionnaire autorisé. C’est une des grandes raisons pour lesquelles 98 % de nos clients se disent satisfaits.',
    },
  ],
  testimonials: [
    {
      text: 'Every spring the north wall of our basement took on water. Northrock dug the whole perimeter, put on the new membrane, insulation and weeping tile, and had the yard backfilled in four days. We have been bone dry through a full spring melt, and the warranty paperwork was in our hands the day they finished.',
      text_fr:
        'Chaque printemps, le mur nord de notre sous-sol prenait l’eau. Northrock a creusé tout le tour de la maison, posé la nouvelle membrane, l’isolant et le drain français, et remblayé la cour en quatre jours. Nous sommes restés parfaitement au sec pendant toute une fonte des neiges, et nous avions les papiers de la garantie en main le jour même où ils ont fini.',
    },
    {
      text: 'Our back corner had dropped enough that the patio door would not close. I sent photos on a Sunday night and had a call back Monday morning. The crew installed push piers in two days, lifted the corner, and the door closes properly again. They explained every step before they did it.',
      text_fr:
        'Le coin arrière de la maison avait tellement baissé que la porte-patio ne fermait plus. J’ai envoyé des photos un dimanche soir et on m’a rappelé le lundi matin. L’équipe a installé des pieux poussés en deux jours, a remonté le coin, et la porte ferme comme il faut. Ils nous expliquaient chaque étape avant de la faire.',
    },
    {
      text: 'We did not want our front garden dug up, so Northrock recommended an interior drainage channel and a sump pump with battery backup. They installed it in January, kept the house clean, and during the April thaw the pump did its job while the neighbours were bailing.',
      text_fr:
        'On ne voulait pas qu’on creuse notre jardin en façade, alors Northrock nous a proposé un drain intérieur et une pompe de puisard avec batterie de secours. Ils l’ont installé en janvier en gardant la maison propre, et au dégel d’avril la pompe a fait son travail pendant que les voisins écopaient.',
    },
    {
      text: 'The kitchen floor in our 1950s house had a noticeable dip and two of the old wood posts were rotting at the base. Northrock replaced them with adjustable steel posts on new footings and brought the floor back up gradually. No more rattling dishes when someone walks across the room.',
      text_fr:
        'Le plancher de la cuisine de notre maison des années 1950 avait un creux bien visible et deux des vieux poteaux de bois pourrissaient à la base. Northrock les a remplacés par des poteaux d’acier ajustables sur de nouvelles semelles et a remonté le plancher peu à peu. La vaisselle ne vibre plus quand quelqu’un traverse la pièce.',
    },
    {
      text: 'Our block wall had a horizontal crack and was bowing in. The EverBrace beams went in cleanly and the wall has not moved since. Rain pushed our start back by a few days, which was frustrating, but the office kept us updated and the work itself was excellent.',
      text_fr:
        'Notre mur de blocs avait une fissure horizontale et bombait vers l’intérieur. Les poutres EverBrace ont été posées proprement et le mur n’a pas bougé depuis. La pluie a retardé le début des travaux de quelques jours, ce qui était frustrant, mais le bureau nous tenait au courant et le travail lui-même était excellent.',
    },
    {
      text: 'Two other contractors told us our old foundation wall had to be patched again. Northrock showed us why patching would not hold, rebuilt the wall properly and waterproofed it while they were there. The estimate matched the final bill, and the site was left cleaner than they found it.',
      text_fr:
        'Deux autres entrepreneurs nous avaient dit qu’il fallait encore colmater notre vieux mur de fondation. Northrock nous a montré pourquoi un colmatage ne tiendrait pas, a reconstruit le mur comme il faut et l’a imperméabilisé par la même occasion. La facture finale correspondait à l’estimation, et le terrain était plus propre qu’à leur arrivée.',
    },
  ],
  video_reels: [
    {
      title: 'Exterior Waterproofing, Thunder Bay',
      title_fr: 'Imperméabilisation extérieure à Thunder Bay',
      description:
        'Excavation, membrane flexible to -40°C, rigid insulation, drainage board, weeping tile and backfill: our sealed-insulation system, step by step, in a 3-5 day install.',
      description_fr:
        'Excavation, membrane souple jusqu’à -40 °C, isolant rigide, panneau de drainage, drain français et remblai : notre système d’isolation scellée, étape par étape, posé en 3 à 5 jours.',
    },
    {
      title: 'Push Pier Stabilization, Sudbury',
      title_fr: 'Stabilisation par pieux poussés à Sudbury',
      description: 'Steel push piers are driven to load-bearing strata, then the load is transferred to lift and stabilize a settled foundation.',
      description_fr:
        'Des pieux d’acier sont enfoncés jusqu’à une couche portante, puis la charge leur est transférée pour remonter et stabiliser une fondation affaissée.',
    },
    {
      title: 'Interior Drainage & Sump, Winnipeg',
      title_fr: 'Drain intérieur et puisard à Winnipeg',
      description:
        'How a perimeter drainage channel collects seepage and carries it to a sump pump with battery backup, installed in the winter months without excavation.',
      description_fr:
        'Comment un drain périphérique recueille les infiltrations et les amène à une pompe de puisard avec batterie de secours, installée en hiver sans excavation.',
    },
  ],
  blog_posts: [
    {
      title: 'Advanced Exterior Waterproofing in Thunder Bay: How Our Sealed-Insulation System Works',
      title_fr: 'L’imperméabilisation extérieure avancée à Thunder Bay : comment fonctionne notre système d’isolation scellée',
      excerpt:
        'Why Thunder Bay basements leak, and how our sealed-insulation system (a membrane flexible to -40°C, rigid insulation, drainage board and new weeping tile) keeps them dry with a 3-5 day install instead of 7-10.',
      excerpt_fr:
        'Pourquoi les sous-sols de Thunder Bay prennent l’eau, et comment notre système d’isolation scellée (une membrane souple jusqu’à -40 °C, un isolant rigide, un panneau de drainage et un nouveau drain français) les garde au sec, posé en 3 à 5 jours plutôt que 7 à 10.',
      content:
        '<p>Thunder Bay basements live a hard life. In a single year the ground around your foundation can swing from -40°C in January to +30°C in July, freeze and thaw dozens of times each spring and fall, and sit saturated for weeks while the snowpack melts. Foundations built on Shield bedrock or dense clay have nowhere for that water to go, so it finds the weakest point in the wall. This article explains how our sealed-insulation exterior waterproofing system stops it for good, what the work involves, how long it takes and what it typically costs.</p>\n\n<h2>Why Thunder Bay foundations let water in</h2>\n<p>Most leaking basements we inspect share the same handful of causes. Knowing which ones apply to your house is the first step toward a repair that lasts.</p>\n<ul>\n<li><strong>Failed damp-proofing.</strong> Many homes built before the 1990s were finished with a thin tar or asphalt coating. After a few decades of frost it turns brittle, cracks and stops shedding water.</li>\n<li><strong>Hydrostatic pressure.</strong> When snowmelt and spring rain saturate the backfill, water pushes against the wall with real force, driving it through cracks, tie holes and the joint between wall and footing.</li>\n<li><strong>Clogged or collapsed weeping tile.</strong> Old clay tile shifts, fills with silt or gets crushed by roots, so the drainage that was supposed to relieve the pressure no longer works.</li>\n<li><strong>Freeze-thaw cycling.</strong> Water that gets into a hairline crack freezes, expands and opens the crack a little wider every season.</li>\n<li><strong>Perched water on bedrock.</strong> Where bedrock sits close to the footing, water collects on top of the rock and sits against the base of the wall.</li>\n</ul>\n<p>Patching cracks from the inside treats the symptom. Exterior waterproofing deals with the cause by keeping water away from the wall in the first place.</p>\n\n<h2>What "sealed-insulation" means</h2>\n<p>A conventional exterior job applies a coating and puts the dirt back. Our system builds a complete assembly on the outside of the wall: a membrane that seals the concrete, rigid insulation that protects the membrane and keeps the wall warm, a drainage board that gives water a free path downward, and new weeping tile that carries it away. Each layer protects the one behind it, and together they keep both water and frost off the foundation.</p>\n\n<h2>Our six-step process</h2>\n<ol>\n<li><strong>Assessment and excavation.</strong> We confirm the cause, locate services and dig down to the footing along the walls being waterproofed, protecting landscaping and hard surfaces as we go.</li>\n<li><strong>Surface preparation.</strong> The wall is cleaned down to sound concrete, old coatings and loose parging are removed, and cracks and tie holes are repaired so the membrane bonds to a solid surface.</li>\n<li><strong>Membrane installation.</strong> A rubberized membrane that stays flexible to -40°C is applied from the footing up to grade, lapped at every seam and sealed at the footing joint.</li>\n<li><strong>Insulation and protection layer.</strong> Rigid insulation board goes over the membrane, sealing it in, shielding it from backfill stones and moving the freezing point away from the concrete.</li>\n<li><strong>Drainage system.</strong> A dimpled drainage board and new perforated weeping tile, bedded in clear stone and wrapped in filter fabric, carry water down and away to a sump or approved outlet.</li>\n<li><strong>Backfill and restoration.</strong> We backfill in compacted lifts, grade the soil away from the house and restore the surface, then hand you your warranty documentation.</li>\n</ol>\n\n<h2>Built for -40 to +30°C</h2>\n<p>Materials that work in milder climates often fail here. A membrane that turns stiff in deep cold will crack the first time the wall moves, and an uninsulated wall lets frost reach the concrete every winter. The membranes we use stay flexible to -40°C, and the insulation layer keeps the whole assembly within a far narrower temperature range than the soil around it. That is why a properly installed system is expected to keep working for 20 to 30 years.</p>\n<blockquote><p>"Most of the leaks we fix were not caused by one big crack. They come from a coating that gave up years ago and drainage that stopped draining. Replace both properly and the basement stays dry." <em>Mike Tessier, Project Manager, Thunder Bay</em></p></blockquote>\n\n<h2>3-5 days instead of 7-10</h2>\n<p>Exterior waterproofing is often quoted at 7 to 10 days with the yard open the whole time. Our crews follow the same systemized sequence on every job, arrive with the right equipment and materials on day one, and complete a typical home in <strong>3 to 5 days</strong>. Less time with an open excavation means less exposure to rain, less disruption for your family and a faster return to normal.</p>\n\n<h2>What does it cost?</h2>\n<p>As a guide, exterior waterproofing runs <strong>$200 to $500 per linear foot</strong>. A typical full-perimeter project for a Thunder Bay home falls between <strong>$25,000 and $55,000</strong>. Where your project lands in that range depends on:</p>\n<ul>\n<li>the length of wall and the depth to the footing,</li>\n<li>access for equipment, and whether decks, steps or driveways have to be worked around,</li>\n<li>how much crack repair and surface preparation the wall needs,</li>\n<li>the condition of the existing drainage and where the new weeping tile can discharge.</li>\n</ul>\n<p>Estimates usually take a few hours to a couple of days, and many can be prepared virtually from photos and a few details about the house. In-house financing is available in specific cases, and payment plans can be arranged in select situations.</p>\n\n<h2>When can the work be done?</h2>\n<p>We excavate from <strong>March to December</strong>, with May to October the easiest months for digging and restoring a yard. If your basement needs attention in the middle of winter, an interior system may be the better choice for now; see <a href="/blog/interior-waterproofing-systems">our guide to interior waterproofing systems</a>.</p>\n\n<h2>The warranty</h2>\n<p>Full-perimeter exterior waterproofing is covered by a <strong>5-year fully transferable warranty on materials and workmanship</strong>. If you sell the house, the coverage goes with it, which buyers and home inspectors appreciate. If your project also includes steel systems such as push piers or wall supports, those carry a 25-year manufacturer warranty. You receive written documentation at completion.</p>\n\n<h2>Exterior or interior?</h2>\n<p>Exterior waterproofing is the most complete fix: it stops water before it reaches the wall and protects the concrete from frost. <a href="/services/interior-waterproofing">Interior waterproofing</a> manages water that has already come through and makes sense when excavation is impractical or out of season. If the wall itself is cracked, bowing or settling, we pair waterproofing with <a href="/services/foundation-repair-replacement">foundation repair and replacement</a> so the system goes onto a sound structure.</p>\n\n<h2>Next steps</h2>\n<p>If your basement takes on water every spring, or you are about to finish it and want to do it once, we can help. Read more about our <a href="/services/exterior-waterproofing">exterior waterproofing service</a>, call us toll-free at <a href="tel:+18885550137">1-888-555-0137</a>, or send a few photos through our estimate form. We contact every enquiry within 24 hours.</p>\n<p><a href="/contact">Get Free Estimate</a></p>',
      content_fr:
        '<p>À Thunder Bay, les sous-sols en voient de toutes les couleurs. En une seule année, le sol autour de votre fondation peut passer de -40 °C en janvier à +30 °C en juillet, geler et dégeler des dizaines de fois chaque printemps et chaque automne, et rester détrempé pendant des semaines à la fonte des neiges. Sur le roc du Bouclier ou dans une argile dense, cette eau n’a nulle part où aller : elle trouve le point faible du mur. Cet article explique comment notre système d’imperméabilisation extérieure à isolation scellée l’arrête pour de bon, en quoi consistent les travaux, combien de temps ils prennent et ce qu’ils coûtent habituellement.</p>\n\n<h2>Pourquoi l’eau entre dans les fondations de Thunder Bay</h2>\n<p>La plupart des sous-sols qui coulent que nous inspectons ont les mêmes quelques causes. Savoir lesquelles touchent votre maison, c’est le premier pas vers une réparation qui dure.</p>\n<ul>\n<li><strong>Un enduit hydrofuge usé.</strong> Bien des maisons bâties avant les années 1990 ont reçu une mince couche de goudron ou d’asphalte. Après quelques décennies de gel, elle devient cassante, fissure et ne repousse plus l’eau.</li>\n<li><strong>La pression hydrostatique.</strong> Quand la fonte des neiges et les pluies du printemps détrempent le remblai, l’eau pousse fort contre le mur et s’infiltre par les fissures, les trous de tiges et le joint entre le mur et la semelle.</li>\n<li><strong>Un drain français bouché ou écrasé.</strong> Les vieux drains en terre cuite se déplacent, se remplissent de limon ou sont écrasés par les racines : le drainage censé soulager la pression ne fait plus son travail.</li>\n<li><strong>Les cycles de gel et de dégel.</strong> L’eau qui entre dans une fissure capillaire gèle, prend de l’expansion et ouvre la fissure un peu plus chaque saison.</li>\n<li><strong>L’eau retenue sur le roc.</strong> Là où le roc est proche de la semelle, l’eau s’accumule sur la pierre et reste collée au bas du mur.</li>\n</ul>\n<p>Colmater les fissures par l’intérieur traite le symptôme. L’imperméabilisation extérieure s’attaque à la cause en empêchant l’eau d’atteindre le mur.</p>\n\n<h2>Ce que veut dire « isolation scellée »</h2>\n<p>Un travail extérieur classique, c’est un enduit, puis on remet la terre. Notre système monte un assemblage complet sur la face extérieure du mur : une membrane qui scelle le béton, un isolant rigide qui protège la membrane et garde le mur au chaud, un panneau de drainage qui laisse l’eau descendre librement, et un nouveau drain français qui l’évacue. Chaque couche protège celle d’en dessous, et ensemble elles tiennent l’eau et le gel loin de la fondation.</p>\n\n<h2>Nos six étapes</h2>\n<ol>\n<li><strong>Évaluation et excavation.</strong> Nous confirmons la cause, localisons les services souterrains et creusons jusqu’à la semelle le long des murs à imperméabiliser, en protégeant l’aménagement paysager et les surfaces dures.</li>\n<li><strong>Préparation des surfaces.</strong> Le mur est nettoyé jusqu’au béton sain, les vieux enduits et le crépi qui se détache sont enlevés, et les fissures et les trous de tiges sont réparés pour que la membrane adhère à une surface solide.</li>\n<li><strong>Pose de la membrane.</strong> Une membrane caoutchoutée qui reste souple jusqu’à -40 °C est appliquée de la semelle jusqu’au niveau du sol, avec un chevauchement à chaque joint et un scellant au joint de la semelle.</li>\n<li><strong>Isolant et couche de protection.</strong> Des panneaux d’isolant rigide recouvrent la membrane : ils l’enferment, la protègent des pierres du remblai et éloignent le point de gel du béton.</li>\n<li><strong>Système de drainage.</strong> Un panneau de drainage à alvéoles et un nouveau drain français perforé, posé dans de la pierre nette et enveloppé d’une membrane filtrante, amènent l’eau vers le bas puis vers un puisard ou une sortie approuvée.</li>\n<li><strong>Remblai et remise en état.</strong> Nous remblayons par couches compactées, donnons au terrain une pente qui éloigne l’eau de la maison et remettons la surface en état, puis nous vous remettons les documents de garantie.</li>\n</ol>\n\n<h2>Conçu pour -40 °C à +30 °C</h2>\n<p>Des matériaux qui font l’affaire sous des climats plus doux lâchent souvent ici. Une membrane qui durcit par grand froid craque au premier mouvement du mur, et un mur sans isolant laisse le gel atteindre le béton chaque hiver. Nos membranes restent souples jusqu’à -40 °C, et la couche d’isolant garde tout l’assemblage dans un écart de température bien plus étroit que le sol qui l’entoure. C’est pourquoi un système bien posé devrait fonctionner de 20 à 30 ans.</p>\n<blockquote><p>« La plupart des fuites que nous réparons ne viennent pas d’une grosse fissure. Elles viennent d’un enduit qui a lâché il y a des années et d’un drain qui ne draine plus. Remplacez les deux comme il faut, et le sous-sol reste sec. » <em>Mike Tessier, chargé de projets, Thunder Bay</em></p></blockquote>\n\n<h2>De 3 à 5 jours plutôt que de 7 à 10</h2>\n<p>On estime souvent une imperméabilisation extérieure à 7 à 10 jours, avec la cour ouverte tout ce temps. Nos équipes suivent la même séquence rodée sur chaque chantier, arrivent avec le bon équipement et les bons matériaux dès le premier jour, et terminent une maison typique en <strong>3 à 5 jours</strong>. Moins de temps avec une tranchée ouverte, c’est moins d’exposition à la pluie, moins de dérangement pour la famille et un retour plus rapide à la normale.</p>\n\n<h2>Combien ça coûte?</h2>\n<p>À titre indicatif, l’imperméabilisation extérieure coûte de <strong>200 $ à 500 $ le pied linéaire</strong>. Pour une maison de Thunder Bay, un projet typique sur tout le périmètre se situe entre <strong>25 000 $ et 55 000 $</strong>. Votre prix dans cette fourchette dépend :</p>\n<ul>\n<li>de la longueur des murs et de la profondeur jusqu’à la semelle;</li>\n<li>de l’accès pour l’équipement, et des galeries, marches ou entrées à contourner;</li>\n<li>des réparations de fissures et de la préparation dont le mur a besoin;</li>\n<li>de l’état du drainage existant et de l’endroit où le nouveau drain français peut se déverser.</li>\n</ul>\n<p>Une estimation prend habituellement de quelques heures à quelques jours, et bien souvent elle peut se faire à distance, à partir de photos et de quelques détails sur la maison. Un financement maison est offert dans certains cas, et des plans de paiement peuvent être convenus dans certaines situations.</p>\n\n<h2>Quand les travaux peuvent-ils se faire?</h2>\n<p>Nous creusons de <strong>mars à décembre</strong>; de mai à octobre, c’est plus facile de creuser et de remettre la cour en état. Si votre sous-sol a besoin d’attention en plein hiver, un système intérieur peut être le meilleur choix pour l’instant : voyez <a href="/fr/blogue/interior-waterproofing-systems">notre guide des systèmes d’imperméabilisation intérieure</a>.</p>\n\n<h2>La garantie</h2>\n<p>L’imperméabilisation extérieure sur tout le périmètre est couverte par une <strong>garantie de 5 ans, entièrement transférable, sur les matériaux et la main-d’œuvre</strong>. Si vous vendez la maison, la garantie la suit, ce qu’apprécient les acheteurs et les inspecteurs en bâtiment. Si votre projet comprend aussi des systèmes d’acier, comme des pieux poussés ou des supports muraux, ceux-ci ont une garantie du fabricant de 25 ans. Vous recevez tous les documents par écrit à la fin des travaux.</p>\n\n<h2>Par l’extérieur ou par l’intérieur?</h2>\n<p>L’imperméabilisation extérieure est la solution la plus complète : elle arrête l’eau avant qu’elle n’atteigne le mur et protège le béton du gel. <a href="/fr/services/impermeabilisation-interieure">L’imperméabilisation intérieure</a> gère l’eau qui est déjà passée et se justifie quand il est difficile ou hors saison de creuser. Si le mur lui-même est fissuré, bombé ou affaissé, nous jumelons l’imperméabilisation à la <a href="/fr/services/reparation-remplacement-fondation">réparation ou au remplacement de la fondation</a> pour poser le système sur une structure saine.</p>\n\n<h2>Et maintenant?</h2>\n<p>Si votre sous-sol prend l’eau chaque printemps, ou si vous allez le finir et voulez le faire une seule fois, nous pouvons vous aider. Découvrez notre <a href="/fr/services/impermeabilisation-exterieure">service d’imperméabilisation extérieure</a>, appelez-nous sans frais au <a href="tel:+18885550137">1-888-555-0137</a> ou envoyez-nous quelques photos avec notre formulaire d’estimation. Nous répondons à chaque demande dans les 24 heures.</p>\n<p><a href="/fr/contact">Obtenir une estimation gratuite</a></p>',
      slug: 'advanced-exterior-waterproofing-thunder-bay',
      created_at: '2026-01-20T15:00:00.000Z',
    },
    {
      title: 'Interior Waterproofing Systems: How They Work and When to Choose Them',
      title_fr: 'Les systèmes d’imperméabilisation intérieure : comment ils fonctionnent et quand les choisir',
      excerpt:
        'A perimeter drainage channel, a sump pump with battery backup, vapor barriers and optional dehumidification: how interior waterproofing works, what it costs and when it beats digging outside.',
      excerpt_fr:
        'Un drain périphérique, une pompe de puisard avec batterie de secours, des pare-vapeur et, au besoin, un déshumidificateur : comment fonctionne l’imperméabilisation intérieure, ce qu’elle coûte et quand elle vaut mieux que de creuser dehors.',
      content:
        '<p>Not every wet basement needs an excavator. When the yard is hard to reach, the ground is frozen or the budget points elsewhere, an interior waterproofing system can manage water reliably from inside the house. In Winnipeg, Sudbury and Thunder Bay we install interior systems every winter. This guide explains how they work, what they cost and how to decide between interior and exterior waterproofing.</p>\n\n<h2>Signs an interior system may help</h2>\n<ul>\n<li>Water or a damp line appears where the floor meets the wall, especially during the spring thaw.</li>\n<li>Efflorescence (white, chalky deposits) on the lower part of the walls.</li>\n<li>A musty smell or humidity that a portable dehumidifier cannot keep up with.</li>\n<li>An old sump pit with no backup, or no sump at all, in an area with high groundwater.</li>\n</ul>\n<p>Any of these can also point to a drainage or structural problem outside, which is why every recommendation starts with an assessment.</p>\n\n<h2>How an interior system works</h2>\n<p>Exterior waterproofing keeps water off the wall. An interior system accepts that some water will reach the foundation and controls where it goes: it collects water at the base of the wall, before it reaches your floor, and pumps it out of the house. It has four parts.</p>\n\n<h3>Perimeter drainage channel</h3>\n<p>We cut a narrow strip of the basement slab along the walls, dig a shallow trench beside the footing and lay a perforated drainage channel in clear stone. Water that seeps through the wall or up at the joint between wall and floor, which is the most common leak point, drops into the channel instead of spreading across the floor. The slab is then patched with new concrete.</p>\n\n<h3>Sump pump with battery backup</h3>\n<p>The channel slopes to a sealed sump pit with a new pump that discharges the water outside, well away from the foundation. The heaviest water usually arrives during spring thaw and summer storms, which is also when the power is most likely to go out, so every system we install includes a <strong>battery backup</strong> that keeps pumping when the grid does not.</p>\n\n<h3>Vapor barriers</h3>\n<p>Concrete walls pass moisture even when they do not drip. A vapor barrier on the walls directs any seepage down into the drainage channel behind it and keeps damp air off finishes, framing and stored belongings.</p>\n\n<h3>Optional dehumidification</h3>\n<p>For finished basements, or any space that still feels damp in summer, we can add a dehumidifier sized for the area. It keeps humidity in check, reduces musty odours and helps protect drywall, flooring and furniture.</p>\n\n<h2>Interior or exterior: which is right for you?</h2>\n<p>Both approaches work when they are matched to the house. As a rule of thumb:</p>\n<ul>\n<li><strong>Choose interior waterproofing</strong> when excavation is difficult (tight lot lines, driveways, decks, mature trees), when you need the work done in winter, when water enters mainly at the floor joint, or when the budget does not allow a full exterior job.</li>\n<li><strong>Choose <a href="/services/exterior-waterproofing">exterior waterproofing</a></strong> when you want to stop water before it reaches the wall, when the wall needs protection from frost, when the basement is being finished and you want the most complete solution, or when the existing weeping tile has failed.</li>\n<li><strong>Fix the structure first</strong> when walls are bowing, cracking horizontally or settling. Water management works best on a sound foundation, so we combine it with <a href="/services/foundation-repair-replacement">foundation repair</a> or <a href="/services/everbrace-wall-restoration">EverBrace wall restoration</a> where needed.</li>\n</ul>\n<blockquote><p>"Interior systems are not the budget version of exterior waterproofing. They solve a different problem, and for a lot of Winnipeg homes on heavy clay they are exactly the right answer." <em>Jenna Halvorsen, Project Manager, Winnipeg</em></p></blockquote>\n\n<h2>What does it cost?</h2>\n<p>Interior waterproofing costs <strong>about $200 per linear foot</strong> of wall treated. Exterior waterproofing, by comparison, runs $200 to $500 per linear foot, with a typical full-perimeter project between $25,000 and $55,000. The final price of an interior system depends on:</p>\n<ul>\n<li>how many walls need the drainage channel,</li>\n<li>whether finished walls or flooring have to be removed and replaced,</li>\n<li>the location of the sump pit and the route of the discharge line,</li>\n<li>whether a dehumidifier is included.</li>\n</ul>\n<p>Estimates usually take a few hours to a couple of days and can often be prepared virtually from photos. In-house financing is available in specific cases, and payment plans in select situations.</p>\n\n<h2>Why we install in winter</h2>\n<p>Our exterior crews excavate from March to December. Interior systems need no digging outside, so we usually install them from <strong>December to February</strong>. That has real advantages: your system is in and tested before the spring melt, your landscaping is never touched, and scheduling is easier than at the height of the summer season.</p>\n\n<h2>What installation looks like</h2>\n<ol>\n<li><strong>Assessment.</strong> We find where water is getting in and check the walls for structural problems before anything is cut.</li>\n<li><strong>Preparation.</strong> We protect the work area, move belongings and set up dust control.</li>\n<li><strong>Channel and pit.</strong> The slab is cut along the walls, the drainage channel is laid in clear stone and the sump pit is set at the low point.</li>\n<li><strong>Pump and discharge.</strong> The sump pump, battery backup and discharge line are installed and tested with water.</li>\n<li><strong>Finishing.</strong> The slab is patched, vapor barriers go on the walls and the optional dehumidifier is set up.</li>\n</ol>\n<p>Most interior systems are completed in a few working days, and the basement is usable again as soon as the new concrete has set.</p>\n\n<h2>Warranty and documentation</h2>\n<p>Coverage on interior waterproofing is job-specific and is written into your proposal before work begins, so you know exactly what is covered. If your project includes steel systems such as EverBrace wall supports or adjustable steel posts, those carry a 25-year manufacturer warranty. You receive written documentation at completion.</p>\n\n<h2>Where we install interior systems</h2>\n<p>We install interior waterproofing in Thunder Bay, Sudbury, Winnipeg, North Bay, St. Clements and East St. Paul. Learn more on our <a href="/services/interior-waterproofing">interior waterproofing service page</a>, or read how our <a href="/blog/advanced-exterior-waterproofing-thunder-bay">sealed-insulation exterior system</a> works if you are weighing both options.</p>\n\n<h2>Next steps</h2>\n<p>If water is showing up at the base of your walls, call us toll-free at <a href="tel:+18885550137">1-888-555-0137</a> or send a few photos through our estimate form. We contact every enquiry within 24 hours.</p>\n<p><a href="/contact">Get Free Estimate</a></p>',
      content_fr:
        '<p>Un sous-sol humide n’a pas toujours besoin d’une pelle mécanique. Quand la cour est difficile d’accès, que le sol est gelé ou que le budget va ailleurs, un système d’imperméabilisation intérieure peut gérer l’eau de façon fiable depuis l’intérieur de la maison. À Winnipeg, à Sudbury et à Thunder Bay, nous en installons chaque hiver. Ce guide explique comment ces systèmes fonctionnent, ce qu’ils coûtent et comment choisir entre l’imperméabilisation intérieure et extérieure.</p>\n\n<h2>Les signes qu’un système intérieur peut aider</h2>\n<ul>\n<li>De l’eau ou une ligne d’humidité apparaît là où le plancher rejoint le mur, surtout au dégel du printemps.</li>\n<li>De l’efflorescence (des dépôts blancs et poudreux) sur le bas des murs.</li>\n<li>Une odeur de moisi ou une humidité qu’un déshumidificateur portatif n’arrive pas à suivre.</li>\n<li>Un vieux puisard sans pompe de secours, ou pas de puisard du tout, dans un secteur où la nappe d’eau est haute.</li>\n</ul>\n<p>Chacun de ces signes peut aussi trahir un problème de drainage ou de structure à l’extérieur : c’est pourquoi chaque recommandation commence par une évaluation.</p>\n\n<h2>Comment fonctionne un système intérieur</h2>\n<p>L’imperméabilisation extérieure tient l’eau loin du mur. Un système intérieur accepte qu’un peu d’eau atteigne la fondation et décide où elle va : il la recueille au pied du mur, avant qu’elle n’arrive sur votre plancher, et la pompe hors de la maison. Il compte quatre éléments.</p>\n\n<h3>Le drain périphérique</h3>\n<p>Nous découpons une mince bande de la dalle du sous-sol le long des murs, creusons une tranchée peu profonde à côté de la semelle et posons un drain perforé dans de la pierre nette. L’eau qui traverse le mur ou remonte par le joint entre le mur et le plancher, l’endroit où les fuites sont les plus fréquentes, tombe dans le drain au lieu de s’étendre sur le plancher. La dalle est ensuite refaite avec du béton neuf.</p>\n\n<h3>La pompe de puisard avec batterie de secours</h3>\n<p>Le drain descend en pente vers un puisard scellé muni d’une pompe neuve, qui rejette l’eau dehors, bien loin de la fondation. Le plus gros de l’eau arrive habituellement au dégel du printemps et pendant les orages d’été, justement quand les pannes de courant sont les plus probables : chaque système que nous installons comprend donc une <strong>batterie de secours</strong> qui continue de pomper quand le réseau flanche.</p>\n\n<h3>Les pare-vapeur</h3>\n<p>Un mur de béton laisse passer l’humidité même quand il ne dégoutte pas. Un pare-vapeur sur les murs dirige les infiltrations vers le drain derrière lui et garde l’air humide loin des finis, de la charpente et de vos effets rangés.</p>\n\n<h3>Le déshumidificateur, au besoin</h3>\n<p>Pour un sous-sol fini, ou toute pièce qui reste humide l’été, nous pouvons ajouter un déshumidificateur adapté à la surface. Il contrôle l’humidité, réduit les odeurs de moisi et aide à protéger les murs de gypse, les planchers et les meubles.</p>\n\n<h2>Par l’intérieur ou par l’extérieur : que choisir?</h2>\n<p>Les deux approches fonctionnent quand elles sont adaptées à la maison. En règle générale :</p>\n<ul>\n<li><strong>Choisissez l’imperméabilisation intérieure</strong> quand il est difficile de creuser (terrain étroit, entrée, galerie, grands arbres), quand les travaux doivent se faire l’hiver, quand l’eau entre surtout par le joint du plancher ou quand le budget ne permet pas des travaux extérieurs complets.</li>\n<li><strong>Choisissez <a href="/fr/services/impermeabilisation-exterieure">l’imperméabilisation extérieure</a></strong> quand vous voulez arrêter l’eau avant qu’elle n’atteigne le mur, quand le mur doit être protégé du gel, quand vous finissez le sous-sol et voulez la solution la plus complète, ou quand le drain français existant a lâché.</li>\n<li><strong>Réglez d’abord la structure</strong> quand les murs bombent, fissurent à l’horizontale ou s’affaissent. La gestion de l’eau fonctionne mieux sur une fondation saine : au besoin, nous la combinons à la <a href="/fr/services/reparation-remplacement-fondation">réparation de fondation</a> ou à la <a href="/fr/services/restauration-murs-everbrace">restauration de murs EverBrace</a>.</li>\n</ul>\n<blockquote><p>« Un système intérieur n’est pas la version économique de l’imperméabilisation extérieure. Il règle un autre problème, et pour bien des maisons de Winnipeg bâties sur l’argile lourde, c’est exactement la bonne réponse. » <em>Jenna Halvorsen, chargée de projets, Winnipeg</em></p></blockquote>\n\n<h2>Combien ça coûte?</h2>\n<p>L’imperméabilisation intérieure coûte <strong>environ 200 $ le pied linéaire</strong> de mur traité. En comparaison, l’imperméabilisation extérieure coûte de 200 $ à 500 $ le pied linéaire, et un projet typique sur tout le périmètre se situe entre 25 000 $ et 55 000 $. Le prix final d’un système intérieur dépend :</p>\n<ul>\n<li>du nombre de murs qui ont besoin du drain;</li>\n<li>des murs finis ou des planchers à enlever et à remettre;</li>\n<li>de l’emplacement du puisard et du trajet du tuyau de refoulement;</li>\n<li>de l’ajout ou non d’un déshumidificateur.</li>\n</ul>\n<p>Une estimation prend habituellement de quelques heures à quelques jours et peut souvent se faire à distance, à partir de photos. Un financement maison est offert dans certains cas, et des plans de paiement dans certaines situations.</p>\n\n<h2>Pourquoi nous installons l’hiver</h2>\n<p>Nos équipes extérieures creusent de mars à décembre. Un système intérieur ne demande aucune excavation dehors : nous l’installons donc surtout de <strong>décembre à février</strong>. Les avantages sont bien réels : votre système est posé et testé avant la fonte des neiges, votre aménagement paysager n’est jamais touché et il est plus facile de trouver une date qu’en pleine saison estivale.</p>\n\n<h2>Comment se passe l’installation</h2>\n<ol>\n<li><strong>Évaluation.</strong> Nous trouvons par où l’eau entre et vérifions que les murs n’ont pas de problème de structure avant de couper quoi que ce soit.</li>\n<li><strong>Préparation.</strong> Nous protégeons l’aire de travail, déplaçons vos effets et installons un contrôle de la poussière.</li>\n<li><strong>Drain et puisard.</strong> La dalle est coupée le long des murs, le drain est posé dans de la pierre nette et le puisard est placé au point le plus bas.</li>\n<li><strong>Pompe et refoulement.</strong> La pompe de puisard, la batterie de secours et le tuyau de refoulement sont installés, puis testés avec de l’eau.</li>\n<li><strong>Finition.</strong> La dalle est refaite, les pare-vapeur sont posés sur les murs et le déshumidificateur, s’il y a lieu, est mis en place.</li>\n</ol>\n<p>La plupart des systèmes intérieurs se font en quelques jours ouvrables, et le sous-sol est de nouveau utilisable dès que le béton neuf a pris.</p>\n\n<h2>Garantie et documents</h2>\n<p>La couverture de l’imperméabilisation intérieure dépend de chaque projet et elle est inscrite dans votre proposition avant le début des travaux : vous savez exactement ce qui est couvert. Si votre projet comprend des systèmes d’acier, comme des supports muraux EverBrace ou des poteaux d’acier ajustables, ceux-ci ont une garantie du fabricant de 25 ans. Vous recevez tous les documents par écrit à la fin des travaux.</p>\n\n<h2>Où nous installons des systèmes intérieurs</h2>\n<p>Nous installons des systèmes d’imperméabilisation intérieure à Thunder Bay, à Sudbury, à Winnipeg, à North Bay, à St. Clements et à East St. Paul. Pour en savoir plus, voyez notre <a href="/fr/services/impermeabilisation-interieure">page sur l’imperméabilisation intérieure</a>, ou lisez comment fonctionne notre <a href="/fr/blogue/advanced-exterior-waterproofing-thunder-bay">système extérieur à isolation scellée</a> si vous hésitez entre les deux.</p>\n\n<h2>Et maintenant?</h2>\n<p>Si l’eau apparaît au pied de vos murs, appelez-nous sans frais au <a href="tel:+18885550137">1-888-555-0137</a> ou envoyez-nous quelques photos avec notre formulaire d’estimation. Nous répondons à chaque demande dans les 24 heures.</p>\n<p><a href="/fr/contact">Obtenir une estimation gratuite</a></p>',
      slug: 'interior-waterproofing-systems',
      created_at: '2026-02-10T16:00:00.000Z',
    },
  ],
};
