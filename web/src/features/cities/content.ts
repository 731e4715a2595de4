import type { AccordionItem } from '~/components/ui/accordion';
import type { ComparisonTableRow } from '~/components/sections/comparison-table';
import type { ServiceSlug } from '~/config/site-nav';

/** The three city landing pages (docs/product.md §2.3 "City landing pages", 9). */
export interface CityPage {
  path: string;
  city: string;
  province: string;
  regionCode: 'ON' | 'MB';
  seo: { title: string; description: string; keywords: string[] };
  hero: { title: string; lead: string };
  reasons: { title: string; description: string }[];
  problems: { title: string; description: string }[];
  towns: string[];
  faq?: AccordionItem[];
}

/** Dealer and credential badges shown on every city page. */
export const dealerBadges = [
  'Authorized dealer of a US piering manufacturer',
  '25-year manufacturer warranty on steel systems',
  '5-year transferable exterior waterproofing warranty',
  'Engineered repair plans and permit handling',
  '15+ trained technicians on staff',
];

/**
 * Six service cards on each city page.
 * @public city.tsx reads it through the module's namespace (`pick({ en, fr }, locale)`), which knip cannot follow.
 */
export const cityServices: { slug: ServiceSlug; title: string; description: string }[] = [
  { slug: 'exterior-waterproofing', title: 'Exterior Waterproofing', description: 'Full-perimeter membrane, insulation and drainage in 3-5 days.' },
  {
    slug: 'foundation-repair-replacement',
    title: 'Foundation Repair & Replacement',
    description: 'Cracks, failed walls and stone foundations, repaired in 1-5 days.',
  },
  { slug: 'push-pier-systems', title: 'Push Pier Systems', description: 'Steel piers to bedrock or firm soil stop settlement, in 1-2 days.' },
  { slug: 'interior-waterproofing', title: 'Interior Waterproofing', description: 'Perimeter drain and sump with battery backup, installed all winter.' },
  { slug: 'steel-post-beam-systems', title: 'Steel Post & Beam', description: 'Adjustable steel posts and beams for sagging, bouncy floors.' },
  { slug: 'everbrace-wall-restoration', title: 'EverBrace Wall Restoration', description: 'Steel I-beam panels stop and straighten bowing walls.' },
];

/**
 * "Northrock versus a typical contractor" table on the city pages.
 * @public city.tsx reads it through the module's namespace (`pick({ en, fr }, locale)`), which knip cannot follow.
 */
export const cityComparison: ComparisonTableRow[] = [
  { feature: 'Exterior waterproofing time', us: '3-5 days', them: '7-10 days' },
  { feature: 'Steel system warranty', us: '25-year manufacturer warranty', them: 'Often 1-5 years, or none' },
  { feature: 'Local experience', us: '25+ years in Northern Ontario and Manitoba', them: 'Varies' },
  { feature: 'Repair plans', us: 'Engineered, in writing, permits handled', them: 'Verbal estimate' },
  { feature: 'Cold-climate materials', us: 'Membranes flexible to -40°C', them: 'General-purpose products' },
];

const shared = {
  reasons: (city: string) => [
    { title: 'Local crews', description: `Technicians who live and work in the ${city} area and know its soil, frost depth and bylaws.` },
    { title: '2x faster installs', description: 'Systemized crews finish exterior waterproofing in 3-5 days instead of 7-10.' },
    { title: 'Engineered solutions', description: 'Repairs designed for the load and the soil, with an engineer’s sign-off when needed.' },
    { title: 'Written warranties', description: '25 years on steel systems, 5 transferable years on full-perimeter exterior waterproofing.' },
  ],
};

export const cityPages: Record<string, CityPage> = {
  '/thunder-bay-foundation-repair': {
    path: '/thunder-bay-foundation-repair',
    city: 'Thunder Bay',
    province: 'Ontario',
    regionCode: 'ON',
    seo: {
      title: 'Foundation Repair & Waterproofing in Thunder Bay, ON',
      description:
        'Thunder Bay foundation repair, push piers and basement waterproofing from a local headquarters. Repairs in 2-5 days, membranes rated to -40°C, free estimates within 24 hours.',
      keywords: [
        'Thunder Bay foundation repair',
        'Thunder Bay basement waterproofing',
        'Thunder Bay push piers',
        'Oliver-Paipoonge foundation',
        'Shuniah waterproofing',
      ],
    },
    hero: {
      title: 'Thunder Bay Foundation Repair & Waterproofing',
      lead: 'Headquartered in Thunder Bay, we have repaired and waterproofed foundations from Current River to Westfort, Shuniah and Oliver-Paipoonge for more than 25 years.',
    },
    reasons: shared.reasons('Thunder Bay'),
    problems: [
      { title: 'Spring melt flooding', description: 'Snowpack and runoff off the escarpment push water against basement walls every April.' },
      { title: 'Frost heave', description: 'Deep frost lifts footings and steps, opening cracks that leak the following spring.' },
      { title: 'Shallow bedrock', description: 'Rock close to the surface traps water against the foundation and needs careful excavation.' },
      { title: 'Aging block and stone walls', description: 'Older homes near the downtowns have block and rubble walls that bow and crumble.' },
    ],
    towns: ['Thunder Bay', 'Oliver-Paipoonge', 'Shuniah', 'Neebing', 'Kakabeka Falls', 'Nipigon', 'Murillo', 'Dorion'],
    faq: [
      {
        question: 'How much does foundation repair cost in Thunder Bay?',
        answer:
          'Most Thunder Bay foundation repairs cost between $3,000 and $15,000. Minor crack repairs run $500-$2,000, and push pier stabilization usually costs $8,000-$15,000 depending on how many piers the house needs.',
      },
      {
        question: 'How long does a foundation repair take?',
        answer: 'Most repairs take 2-5 days. Push piers are usually installed in 1-2 days, and exterior waterproofing in 3-5 days.',
      },
      {
        question: 'How long does basement waterproofing last?',
        answer:
          'A properly installed exterior waterproofing system lasts 20-30 years or more. Full-perimeter exterior work comes with our 5-year fully transferable warranty.',
      },
      {
        question: 'When is the best time for exterior work in Thunder Bay?',
        answer:
          'Exterior work is best from May to October, when the ground is thawed and dry enough to excavate. We book from March to December and handle interior work through the winter.',
      },
      {
        question: 'Will the materials survive a Thunder Bay winter?',
        answer:
          'Yes. Our waterproofing membranes are rated to -40°C and stay flexible through freeze-thaw cycles, so they bridge small cracks as the ground moves.',
      },
      {
        question: 'Do you give free estimates?',
        answer:
          'Yes. Estimates are free and usually take a few hours to a couple of days. Many are done virtually from your photos and details; we reply within 24 hours.',
      },
      {
        question: 'Do you offer financing?',
        answer:
          'We offer in-house financing in specific cases and payment plans in select situations. Ask during your estimate and we will tell you what fits your project.',
      },
    ],
  },
  '/winnipeg-foundation-repair': {
    path: '/winnipeg-foundation-repair',
    city: 'Winnipeg',
    province: 'Manitoba',
    regionCode: 'MB',
    seo: {
      title: 'Foundation Repair & Waterproofing in Winnipeg, MB',
      description:
        'Winnipeg foundation repair for Red River clay: push piers, wall restoration, steel posts and basement waterproofing. Free estimates within 24 hours.',
      keywords: [
        'Winnipeg foundation repair',
        'Winnipeg basement waterproofing',
        'Red River clay foundation',
        'Headingley foundation repair',
        'East St. Paul waterproofing',
      ],
    },
    hero: {
      title: 'Winnipeg Foundation Repair & Waterproofing',
      lead: 'Red River clay shrinks in dry summers and swells in wet springs, and Winnipeg foundations feel every cycle. We stabilize, lift and waterproof homes across the city and the towns around it.',
    },
    reasons: shared.reasons('Winnipeg'),
    problems: [
      { title: 'Expansive clay', description: 'Clay soils swell and shrink with moisture, heaving and settling footings year after year.' },
      { title: 'Bowing basement walls', description: 'Saturated clay pushes block and poured walls inward, leaving horizontal cracks.' },
      { title: 'Sinking floors and posts', description: 'Centre beams on sinking pad footings give sloped floors and sticking doors.' },
      { title: 'High spring water tables', description: 'Overland flooding and a rising water table send water through the cove joint.' },
    ],
    towns: ['Winnipeg', 'St. Andrews', 'Lockport', 'Headingley', 'East St. Paul', 'St. Clements', 'West St. Paul', 'Selkirk'],
  },
  '/sudbury-foundation-repair': {
    path: '/sudbury-foundation-repair',
    city: 'Sudbury',
    province: 'Ontario',
    regionCode: 'ON',
    seo: {
      title: 'Foundation Repair & Waterproofing in Sudbury, ON',
      description:
        'Greater Sudbury foundation repair, push piers and basement waterproofing for homes on rock and high groundwater. Free estimates within 24 hours.',
      keywords: ['Sudbury foundation repair', 'Sudbury basement waterproofing', 'Lively push piers', 'Val Caron foundation', 'Greater Sudbury contractor'],
    },
    hero: {
      title: 'Sudbury Foundation Repair & Waterproofing',
      lead: 'From Lively to Val Caron, Greater Sudbury homes sit on rock ridges, fill and high groundwater. We repair and waterproof them with methods built for that ground.',
    },
    reasons: shared.reasons('Sudbury'),
    problems: [
      { title: 'High groundwater', description: 'Low-lying neighbourhoods and fill lots see water rise against walls after every thaw.' },
      { title: 'Homes built on fill', description: 'Lots levelled with fill between rock outcrops settle unevenly under the footing.' },
      { title: 'Block foundation cracks', description: 'Post-war block basements crack in stair-steps as frost and soil pressure build.' },
      { title: 'Rock against the wall', description: 'Blasted rock backfill traps water and scrapes old damp-proofing off the wall.' },
    ],
    towns: ['Sudbury', 'Lively', 'Val Caron', 'Hanmer', 'Chelmsford', 'Azilda', 'Garson', 'Coniston'],
  },
};
