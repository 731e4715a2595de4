import type { ServiceSlug } from '~/config/site-nav';

/** Copy of the seven service pages (docs/product.md §2.3 "Service pages", 9). Strings live here once. */

interface Card {
  title: string;
  description: string;
}

interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

interface ComparisonRow {
  feature: string;
  us: string;
  them: string;
}

export interface ServicePage {
  slug: ServiceSlug;
  /** The h1. */
  title: string;
  eyebrow: string;
  intro: string;
  seo: { title: string; description: string; keywords: string[] };
  heroPoints: string[];
  /** Benefits or components. */
  features: { title: string; intro: string; items: Card[] };
  process: { title: string; intro: string; steps: ProcessStep[] };
  whenNeeded: { title: string; intro: string; items: string[] };
  /** Extra sections: what underpinning is, combination with interior waterproofing, etc. */
  extra?: { title: string; paragraphs: string[]; bullets?: string[] }[];
  comparison?: { title: string; intro: string; usLabel: string; themLabel: string; rows: ComparisonRow[] };
  investment: string;
  warranty: string;
  serviceAreas: string[];
  related: ServiceSlug[];
}

/** docs/product.md §9: "other service pages: Thunder Bay, Sudbury, Winnipeg and surrounding areas". */
const coreAreas = ['Thunder Bay', 'Sudbury', 'Winnipeg', 'and surrounding areas'];

export const servicePages: Record<ServiceSlug, ServicePage> = {
  'exterior-waterproofing': {
    slug: 'exterior-waterproofing',
    title: 'Exterior Basement Waterproofing',
    eyebrow: 'Our flagship service',
    intro:
      'Stop water where it starts: on the outside of your foundation. We excavate, seal the walls with a cold-flexible membrane, add insulation and a drainage layer, and backfill — a full-perimeter system installed in 3-5 days instead of the usual 7-10.',
    seo: {
      title: 'Exterior Basement Waterproofing in Thunder Bay, Sudbury & Winnipeg',
      description:
        'Full-perimeter exterior foundation waterproofing with a membrane flexible to -40°C, insulation and drainage. Installed in 3-5 days with a 5-year transferable warranty.',
      keywords: [
        'exterior waterproofing',
        'basement waterproofing Thunder Bay',
        'foundation membrane',
        'Sudbury waterproofing',
        'Winnipeg basement leak repair',
      ],
    },
    heroPoints: ['Installed in 3-5 days', 'Membrane flexible to -40°C', '5-year transferable warranty'],
    features: {
      title: 'Benefits of waterproofing from the outside',
      intro: 'Exterior waterproofing is the only method that keeps water off the concrete itself. That matters in a climate of deep frost and spring melt.',
      items: [
        {
          title: 'A dry basement, for good',
          description: 'Water never reaches the wall, so it cannot seep through cracks, tie holes or the cove joint where wall meets floor.',
        },
        {
          title: 'Protects the concrete',
          description: 'Keeping the wall dry stops freeze-thaw damage, efflorescence and rusting rebar that shorten a foundation’s life.',
        },
        {
          title: 'Warmer, healthier basement',
          description: 'The insulation layer cuts heat loss through the walls and ends the damp, musty air that feeds mould.',
        },
        {
          title: 'Built for -40°C',
          description: 'Our sealed membrane stays flexible down to -40°C, bridging hairline cracks as the ground moves through the seasons.',
        },
        { title: 'Faster than the usual crew', description: 'Systemized crews finish a typical home in 3-5 days versus the 7-10 days most contractors need.' },
        { title: 'Adds resale value', description: 'Full-perimeter work comes with a 5-year warranty that transfers to the next owner, in writing.' },
      ],
    },
    process: {
      title: 'Our 6-step exterior waterproofing process',
      intro: 'Every job follows the same checklist, so nothing is skipped and the yard is left the way we found it.',
      steps: [
        {
          step: 1,
          title: 'Assessment and excavation',
          description: 'We locate utilities, protect landscaping and dig down to the footing around the affected walls or the full perimeter.',
        },
        {
          step: 2,
          title: 'Surface preparation',
          description: 'Walls are scraped and washed; cracks and tie holes are repaired so the membrane bonds to sound concrete.',
        },
        { step: 3, title: 'Membrane installation', description: 'A seamless, cold-flexible waterproofing membrane is applied from the footing to grade.' },
        {
          step: 4,
          title: 'Insulation and protection layer',
          description: 'Rigid insulation and a dimpled protection board shield the membrane from backfill and frost.',
        },
        { step: 5, title: 'Drainage system', description: 'New weeping tile in clean stone carries water to your sump or to daylight, away from the footing.' },
        {
          step: 6,
          title: 'Backfill and restoration',
          description: 'We backfill in compacted lifts, grade the soil away from the house and clean up every day.',
        },
      ],
    },
    whenNeeded: {
      title: 'When exterior waterproofing is the right call',
      intro: 'Choose the exterior method when you want the water stopped before it touches the wall:',
      items: [
        'Water on the floor after the spring melt or a heavy rain',
        'Damp or white, chalky walls (efflorescence) and musty air',
        'You are finishing the basement and want it dry for decades',
        'Old weeping tile is collapsed, clogged with roots or missing',
        'Wall cracks that let water in, not only moisture',
      ],
    },
    extra: [
      {
        title: 'Why homeowners choose Northrock for exterior work',
        paragraphs: [
          'We have waterproofed foundations across Northern Ontario and Manitoba for more than 25 years. Our crews work from the same systemized checklist on every job, which is why we finish in 3-5 days and why the result is the same in Thunder Bay, Sudbury or Winnipeg.',
          'Exterior work runs from March to December. If you call in winter, we assess from photos, book your spot for spring, and can handle interior work from December to February.',
        ],
      },
    ],
    investment:
      'Most exterior waterproofing costs $200-$500 per linear foot, depending on depth, access and what is in the way. A typical full project runs $25,000 to $55,000.',
    warranty: '5-year fully transferable warranty on full-perimeter exterior waterproofing, materials and workmanship.',
    serviceAreas: ['Thunder Bay', 'Oliver-Paipoonge', 'Shuniah', 'Sudbury', 'Lively', 'Winnipeg', 'East St. Paul', 'and surrounding areas'],
    related: ['interior-waterproofing', 'foundation-repair-replacement'],
  },

  'foundation-repair-replacement': {
    slug: 'foundation-repair-replacement',
    title: 'Foundation Repair & Replacement',
    eyebrow: 'Structural repair',
    intro:
      'From a single structural crack to a crumbling stone foundation, we repair what can be saved and rebuild what cannot — with engineered solutions, steel systems and crews that do this every day.',
    seo: {
      title: 'Foundation Repair & Replacement in Northern Ontario and Manitoba',
      description:
        'Foundation wall replacement, bowing wall stabilization, stone foundation restoration, structural crack repair, push piers and sagging floor repair. Most repairs take 1-5 days.',
      keywords: ['foundation repair', 'foundation replacement', 'bowing basement wall', 'stone foundation repair', 'crack repair Thunder Bay'],
    },
    heroPoints: ['Most repairs done in 1-5 days', 'Engineered solutions', '25-year warranty on steel systems'],
    features: {
      title: 'What we repair and replace',
      intro: 'Six repairs cover almost every foundation problem we see in the North:',
      items: [
        {
          title: 'Wall reconstruction and replacement',
          description: 'When a wall has failed, we shore the house, remove the old wall and pour or build a new one on a sound footing.',
        },
        {
          title: 'Bowing wall stabilization',
          description: 'Steel I-beam panels or wall supports stop walls pushed inward by frost and saturated clay, and can straighten them over time.',
        },
        {
          title: 'Wall restoration for stone foundations',
          description: 'Century homes on rubble stone get repointed, reinforced or rebuilt in sections without losing the house above.',
        },
        {
          title: 'Structural crack repair',
          description: 'Stair-step, horizontal and widening cracks are sealed and reinforced so they stop moving and stop leaking.',
        },
        { title: 'Push pier lifting', description: 'Steel piers driven to load-bearing soil or bedrock lift a settling corner back toward level.' },
        { title: 'Sagging floor repair', description: 'Adjustable steel posts and new beams firm up bouncy, sloping main floors from below.' },
      ],
    },
    process: {
      title: 'How a foundation repair works',
      intro: 'Clear steps, a written scope and a fixed price before any work starts.',
      steps: [
        { step: 1, title: 'Inspection', description: 'We measure cracks, floor levels and wall deflection, and find the cause: soil, water, frost or age.' },
        {
          step: 2,
          title: 'Engineered plan',
          description: 'You get a written repair plan and price; an engineer’s design when the structure calls for one, and we handle permits.',
        },
        { step: 3, title: 'Repair', description: 'Most repairs take 1-5 days with a crew trained on the exact system we install.' },
        { step: 4, title: 'Documentation', description: 'Before-and-after photos, measurements and your written warranty at completion.' },
      ],
    },
    whenNeeded: {
      title: 'Signs you need foundation repair',
      intro: 'Call for an inspection if you notice any of these:',
      items: [
        'Horizontal or stair-step cracks, or cracks wider than 3 mm',
        'A wall that bows, leans or has shifted at the top or bottom',
        'Doors and windows that stick, or gaps at the trim',
        'Sloping or bouncy floors and cracked drywall upstairs',
        'Crumbling mortar or loose stones in an older foundation',
      ],
    },
    investment: 'Crack repairs and small jobs usually cost $3,000-$5,000. Full foundation replacement runs $1,500-$2,000 per linear foot.',
    warranty:
      '25-year manufacturer warranty on steel systems (push piers, wall supports, adjustable steel posts, steel I-beams); other coverage is job-specific and written at completion.',
    serviceAreas: coreAreas,
    related: ['push-pier-systems', 'steel-post-beam-systems'],
  },

  'push-pier-systems': {
    slug: 'push-pier-systems',
    title: 'Push Pier Foundation Systems',
    eyebrow: 'Foundation underpinning',
    intro:
      'When the soil under your footing settles, push piers transfer the weight of your home down to bedrock or firm, load-bearing soil. As an authorized dealer of a US piering manufacturer, we install factory-engineered steel piers in 1-2 days.',
    seo: {
      title: 'Push Pier Systems & Foundation Underpinning',
      description:
        'Steel push piers driven to bedrock or load-bearing soil stop settlement and lift foundations back toward level. Installed in 1-2 days, 25-year manufacturer warranty.',
      keywords: ['push piers', 'foundation underpinning', 'settling foundation', 'foundation lifting', 'Sudbury push piers', 'Winnipeg piering'],
    },
    heroPoints: ['Installed in 1-2 days', 'Driven to bedrock or load-bearing soil', '25-year manufacturer warranty'],
    features: {
      title: 'Why steel push piers',
      intro: 'Push piers use the weight of your house to drive each pier section down until it meets real resistance.',
      items: [
        { title: 'Every pier is load-tested', description: 'Each pier is driven until it proves it can carry the load, so capacity is measured, not guessed.' },
        { title: 'Lift toward level', description: 'Once the piers bear, hydraulic jacks can lift the settled section and close cracks.' },
        {
          title: 'Minimal disruption',
          description: 'Small excavations at each pier location, no heavy equipment on the lawn, and most jobs done in 1-2 days.',
        },
        { title: 'Factory-engineered steel', description: 'Galvanized steel from our US manufacturing partner, backed by a 25-year manufacturer warranty.' },
      ],
    },
    process: {
      title: 'Our 4-step push pier installation',
      intro: 'A small crew, steel from the factory and measurements at every stage.',
      steps: [
        { step: 1, title: 'Excavate at the footing', description: 'We dig small pits at each pier location and expose the footing.' },
        { step: 2, title: 'Mount the brackets', description: 'Heavy steel brackets are fastened to the footing to carry the house.' },
        { step: 3, title: 'Drive the piers', description: 'Pier sections are hydraulically driven to bedrock or load-bearing soil and load-tested.' },
        { step: 4, title: 'Lift, lock and backfill', description: 'We lift toward level where possible, lock each pier and restore the soil.' },
      ],
    },
    whenNeeded: {
      title: 'When you need push piers',
      intro: 'Settlement shows up all through the house. Push piers are the fix when you see:',
      items: [
        'Settlement: a corner or wall that has sunk',
        'Uneven floors that slope toward one side of the house',
        'Cracked walls: stair-step cracks in block, diagonal cracks in poured walls and drywall',
        'Door and window issues: sticking, out of square, gaps at the top',
      ],
    },
    extra: [
      {
        title: 'What is underpinning?',
        paragraphs: [
          'Underpinning extends a foundation’s support deeper than the original footing, down to soil or rock that will not move. In Northern Ontario that is often bedrock a few metres down; in the Red River Valley it is firmer soil below the shifting clay.',
          'Push piers are the fastest, cleanest way to underpin an existing home: no new concrete footings, no weeks of curing, and the pier’s capacity is proven as it is installed.',
        ],
      },
    ],
    investment: 'Push piers cost $3,000-$5,000 per pier; most homes need between four and ten.',
    warranty: '25-year manufacturer warranty on every steel pier.',
    serviceAreas: ['Thunder Bay', 'Oliver-Paipoonge', 'Nipigon', 'Sudbury', 'Lively', 'Winnipeg', 'St. Andrews', 'Lockport', 'Headingley'],
    related: ['foundation-repair-replacement', 'steel-post-beam-systems'],
  },

  'concentric-pier-systems': {
    slug: 'concentric-pier-systems',
    title: 'Concentric Pier Systems',
    eyebrow: 'Lightweight structures',
    intro:
      'Concentric piers are driven straight down under the load, so they suit lighter structures where a push pier has too little weight to work against: additions, porches, garages, cottages and interior footings.',
    seo: {
      title: 'Concentric Pier Systems for Additions, Porches and Cottages',
      description:
        'Concentric steel piers support light structures and interior loads directly beneath the footing. 4-step installation, steel with a 25-year manufacturer warranty.',
      keywords: ['concentric piers', 'porch foundation repair', 'addition settling', 'cottage foundation', 'interior pier'],
    },
    heroPoints: ['Made for lighter loads', 'Installed directly under the footing', '25-year manufacturer warranty'],
    features: {
      title: 'Why concentric piers',
      intro: 'Centred under the load, a concentric pier carries weight straight down with no bracket leverage on the footing.',
      items: [
        { title: 'Centred support', description: 'The pier sits directly under the footing or post, so loads travel straight to firm soil.' },
        { title: 'Works under light structures', description: 'Ideal where the building is too light to drive a push pier against its own weight.' },
        { title: 'Installs inside or out', description: 'Compact equipment fits crawlspaces, basements and tight side yards.' },
        { title: 'Steel that lasts', description: 'Galvanized steel sections with a 25-year manufacturer warranty.' },
      ],
    },
    process: {
      title: 'Our 4-step concentric pier installation',
      intro: 'Straightforward, measured work — usually finished in a day or two.',
      steps: [
        { step: 1, title: 'Locate and excavate', description: 'We expose the footing or post location and excavate beneath it.' },
        { step: 2, title: 'Drive the pier', description: 'Steel sections are hydraulically driven straight down to competent soil.' },
        { step: 3, title: 'Transfer the load', description: 'A cap is set and the structure’s weight is transferred onto the pier.' },
        { step: 4, title: 'Backfill and document', description: 'We backfill, record depth and load for each pier and hand you the warranty.' },
      ],
    },
    whenNeeded: {
      title: 'When concentric piers are suitable',
      intro: 'We recommend concentric piers for:',
      items: [
        'Porches, decks and steps pulling away from the house',
        'Additions and sunrooms settling apart from the main house',
        'Detached garages, cottages and camps on lighter footings',
        'Interior pad footings and centre beams that have sunk',
      ],
    },
    comparison: {
      title: 'Concentric piers compared with push piers',
      intro: 'Both are steel piers driven to firm soil; the weight of the structure decides which one fits.',
      usLabel: 'Concentric piers',
      themLabel: 'Push piers',
      rows: [
        { feature: 'Best for', us: 'Light structures and interior loads', them: 'Full houses and heavy walls' },
        { feature: 'Position', us: 'Directly under the load', them: 'Beside the footing on a bracket' },
        { feature: 'Driving force', us: 'Hydraulic ram with helper weight', them: 'The weight of the house itself' },
        { feature: 'Lifting', us: 'Modest lift of light structures', them: 'Can lift heavy sections toward level' },
        { feature: 'Typical time', us: '1-2 days', them: '1-2 days' },
      ],
    },
    investment: 'Priced per pier after an assessment; most porch and addition jobs need two to six piers.',
    warranty: '25-year manufacturer warranty on the steel.',
    serviceAreas: coreAreas,
    related: ['push-pier-systems', 'foundation-repair-replacement'],
  },

  'interior-waterproofing': {
    slug: 'interior-waterproofing',
    title: 'Interior Basement Waterproofing',
    eyebrow: 'Waterproofing from inside',
    intro:
      'When digging outside is not possible — a driveway, a deck, a neighbour’s wall, or the dead of winter — we manage water from inside with a perimeter drainage channel, a sump pump with battery backup and vapour barriers.',
    seo: {
      title: 'Interior Basement Waterproofing & Sump Pumps',
      description:
        'Interior perimeter drainage, sump pumps with battery backup, vapour barriers and optional dehumidification. About $200 per linear foot; installed year-round.',
      keywords: ['interior waterproofing', 'sump pump battery backup', 'basement drainage', 'wet basement Winnipeg', 'basement vapour barrier'],
    },
    heroPoints: ['Installed year-round, even in winter', 'Sump pump with battery backup', 'No excavation of your yard'],
    features: {
      title: 'What an interior system includes',
      intro: 'Four components work together to collect water and send it out of the house:',
      items: [
        {
          title: 'Perimeter drainage channel',
          description: 'A channel set beside the footing under the floor catches water at the wall-floor joint before it spreads.',
        },
        {
          title: 'Sump pump with battery backup',
          description: 'A sealed sump and primary pump, with a battery backup that keeps pumping during a storm power cut.',
        },
        { title: 'Vapour barriers', description: 'Dimpled wall membranes direct seepage down to the drain and keep finished walls dry.' },
        { title: 'Optional dehumidification', description: 'An energy-efficient dehumidifier holds humidity where mould cannot grow.' },
      ],
    },
    process: {
      title: 'How we install an interior system',
      intro: 'Usually two to three days, with dust control and the floor patched at the end.',
      steps: [
        { step: 1, title: 'Assessment', description: 'We find where water enters and size the drain and sump for your basement.' },
        { step: 2, title: 'Trench and drain', description: 'We cut the floor along the perimeter and lay the drainage channel in clean stone.' },
        { step: 3, title: 'Sump and backup', description: 'The sump basin, pump, check valve and battery backup are installed and tested.' },
        { step: 4, title: 'Membrane and finish', description: 'Wall membranes go up, the floor is re-poured and the area cleaned.' },
      ],
    },
    whenNeeded: {
      title: 'When interior waterproofing is right',
      intro: 'Interior is the smart choice when:',
      items: [
        'Excavation is blocked by a driveway, deck, addition or close neighbour',
        'Water comes up through the floor or at the cove joint',
        'You need it done in winter: interior installs usually run December to February',
        'You want a dry basement at a lower cost than exterior work',
      ],
    },
    investment: 'Interior waterproofing costs about $200 per linear foot, including the drainage channel; sump and backup are quoted with it.',
    warranty: 'Coverage is job-specific and documented in writing at completion.',
    serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'North Bay', 'St. Clements', 'East St. Paul'],
    related: ['exterior-waterproofing', 'foundation-repair-replacement'],
  },

  'steel-post-beam-systems': {
    slug: 'steel-post-beam-systems',
    title: 'Steel Post & Beam Systems',
    eyebrow: 'Floor support',
    intro:
      'Sagging, bouncy or sloping floors usually come from an undersized beam, rotting wood posts or a sinking pad footing. Adjustable steel posts and new beams bring the floor back up and keep it there.',
    seo: {
      title: 'Steel Post & Beam Systems for Sagging Floors',
      description:
        'Adjustable steel posts, new beams and proper footings fix sagging and bouncy floors. About $4,000 per 10-foot span, with a 25-year manufacturer warranty on steel posts.',
      keywords: ['sagging floor repair', 'adjustable steel posts', 'basement beam replacement', 'bouncy floors', 'floor jacking'],
    },
    heroPoints: ['Done in 1-2 days', 'Adjustable steel posts', '25-year manufacturer warranty'],
    features: {
      title: 'Floor problems we solve',
      intro: 'Most floor problems start in the basement or crawlspace, under the centre of the house:',
      items: [
        { title: 'Sagging main floors', description: 'A dip in the middle of the house from an undersized or overspanned beam.' },
        { title: 'Bouncy, springy floors', description: 'Joists spanning too far without support flex under every step.' },
        { title: 'Rotting or shimmed wood posts', description: 'Old posts on damp floors crush and rot; stacks of shims are a warning sign.' },
        { title: 'Cracked drywall and sticking doors', description: 'Upstairs cracks and doors that rub often trace back to a settling beam line.' },
      ],
    },
    process: {
      title: 'Our approach to floor support',
      intro: 'Lift gradually, support properly, and leave it adjustable for the future.',
      steps: [
        { step: 1, title: 'Measure', description: 'We map floor levels and check the beam, posts and footings under them.' },
        { step: 2, title: 'Footings first', description: 'Where needed we pour new pad footings so the posts bear on something solid.' },
        { step: 3, title: 'Steel posts and beam', description: 'Adjustable steel posts and, if required, a new beam go in at the right spacing.' },
        { step: 4, title: 'Gradual lift', description: 'The floor is lifted slowly toward level to protect finishes, and locked in place.' },
      ],
    },
    whenNeeded: {
      title: 'When to call',
      intro: 'Book an assessment if you notice:',
      items: [
        'A ball rolls across the floor or furniture rocks',
        'Floors feel soft or bounce when someone walks by',
        'Posts in the basement lean, rot or sit on shims',
        'Cracks above doorways on the main floor keep coming back',
      ],
    },
    investment: 'Steel post and beam work costs about $4,000 per 10-foot span.',
    warranty: '25-year manufacturer warranty on adjustable steel posts.',
    serviceAreas: coreAreas,
    related: ['foundation-repair-replacement', 'push-pier-systems'],
  },

  'everbrace-wall-restoration': {
    slug: 'everbrace-wall-restoration',
    title: 'EverBrace Wall Restoration',
    eyebrow: 'Steel I-beam panel system',
    intro:
      'Frost and saturated clay push basement walls inward until they crack and bow. The EverBrace steel I-beam panel system braces the wall from inside, stops the movement and can straighten it over time — for a fraction of the cost of replacing the wall.',
    seo: {
      title: 'EverBrace Wall Restoration: Steel I-Beam Panels for Bowing Walls',
      description:
        'Stabilize and straighten bowing basement walls with steel I-beam panels. 4-step installation, $1,000-$1,500 per linear foot, 25-year manufacturer warranty.',
      keywords: ['bowing wall repair', 'steel I-beam wall support', 'basement wall bracing', 'wall restoration', 'EverBrace'],
    },
    heroPoints: ['No excavation needed', 'Stops and reverses bowing', '25-year manufacturer warranty'],
    features: {
      title: 'Why the steel I-beam panel system',
      intro: 'Vertical steel beams anchored top and bottom take the soil pressure so the wall does not have to.',
      items: [
        { title: 'Stops movement', description: 'Each beam is anchored to the floor and the framing above, holding the wall in place.' },
        { title: 'Straightens over time', description: 'Beams can be tightened seasonally to bring the wall back toward plumb.' },
        { title: 'Installed from inside', description: 'No digging up the yard, and work can happen any time of year.' },
        { title: 'Finish-friendly', description: 'Slim beams can be framed around so the basement can still be finished.' },
      ],
    },
    process: {
      title: 'Our 4-step wall restoration',
      intro: 'Typically one to two days for a single wall.',
      steps: [
        { step: 1, title: 'Measure the bow', description: 'We record deflection along the wall to set beam spacing and a baseline.' },
        { step: 2, title: 'Anchor at the floor', description: 'Each beam is set into the floor slab or on a steel base plate.' },
        { step: 3, title: 'Brace to the framing', description: 'Top brackets tie each beam to the floor joists or sill plate.' },
        { step: 4, title: 'Tension and monitor', description: 'Beams are tightened to stop movement and adjusted over the following seasons.' },
      ],
    },
    whenNeeded: {
      title: 'When wall restoration is suitable',
      intro: 'Steel I-beam panels are the right fix when:',
      items: [
        'A block or poured wall bows inward less than about 50 mm (2 inches)',
        'Horizontal cracks run along the middle of the wall',
        'Stair-step cracks at the corners of a block wall',
        'The wall is still sound enough to brace rather than rebuild',
      ],
    },
    extra: [
      {
        title: 'Combined with interior waterproofing',
        paragraphs: [
          'Bowing walls usually mean saturated soil. We often pair wall restoration with an interior drainage channel and sump, so the water pressure that pushed the wall in is relieved at the same time — one crew, one visit.',
        ],
      },
    ],
    comparison: {
      title: 'Wall restoration compared with full replacement',
      intro: 'If the wall can be saved, bracing it costs far less and disturbs far less.',
      usLabel: 'Steel I-beam restoration',
      themLabel: 'Full wall replacement',
      rows: [
        { feature: 'Cost', us: '$1,000-$1,500 per linear foot', them: '$1,500-$2,000 per linear foot' },
        { feature: 'Time', us: '1-2 days', them: 'Several days to weeks' },
        { feature: 'Excavation', us: 'None: installed inside', them: 'Full excavation outside' },
        { feature: 'Season', us: 'Any time of year', them: 'March to December' },
        { feature: 'Best when', us: 'Bow under about 2 inches, wall sound', them: 'Wall failed or badly displaced' },
      ],
    },
    investment: 'Wall restoration costs $1,000-$1,500 per linear foot of wall braced.',
    warranty: '25-year manufacturer warranty on steel I-beam systems.',
    serviceAreas: coreAreas,
    related: ['foundation-repair-replacement', 'interior-waterproofing'],
  },
};
