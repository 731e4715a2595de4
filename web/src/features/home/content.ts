/** Home page copy (docs/product.md §2.3 "Home"). */
export const homeContent = {
  seo: {
    title: 'Foundation Repair & Basement Waterproofing in Thunder Bay, Sudbury and Winnipeg',
    description:
      'Foundation repair, push piers and basement waterproofing across Northern Ontario and Manitoba. 25+ years, 2000+ projects, exterior waterproofing in 3-5 days. Free estimates within 24 hours.',
    keywords: [
      'foundation repair Thunder Bay',
      'basement waterproofing',
      'Sudbury foundation repair',
      'Winnipeg foundation repair',
      'push piers',
      'Northern Ontario contractor',
    ],
  },
  hero: {
    eyebrow: 'Northern Ontario & Manitoba foundation specialists',
    title: 'Foundation repair and waterproofing built for the North',
    lead: 'Dry basements and solid foundations for homes in Thunder Bay, Sudbury, Winnipeg and the towns between. Engineered repairs, systemized crews and written warranties — exterior waterproofing done in 3-5 days, not 7-10.',
    points: ['25+ years in the North', 'Free estimates, reply within 24 hours', '25-year warranty on steel systems'],
  },
  stats: { title: 'Trusted across the North', intro: 'Numbers behind every job we sign.' },
  reels: { title: 'See our crews at work', intro: 'Short reels from recent jobs in Thunder Bay, Sudbury and Winnipeg.' },
  markets: {
    title: 'Three markets, one standard',
    intro: 'Local crews who know the ground under your house, from Canadian Shield bedrock to Red River clay.',
  },
  services: {
    title: 'Core foundation and waterproofing services',
    intro: 'From a leaking crack to a failed wall, we fix the cause, not only the symptom.',
  },
  systems: {
    title: 'Advanced systems we install',
    intro: 'Factory-engineered steel and cold-climate materials, installed by trained crews. We are an authorized dealer of a US piering manufacturer.',
  },
  propertyTypes: {
    title: 'Homes and buildings we work on',
    intro: 'Poured concrete, block, century stone and cottages on bedrock: each gets the repair that suits it.',
  },
  differentiators: { title: 'Why homeowners choose Northrock', intro: 'What sets our crews apart on every job.' },
  testimonials: { title: 'What homeowners say', intro: 'Real reviews from families we have worked with.' },
  areas: {
    title: 'Where we work',
    intro: 'Thunder Bay, Greater Sudbury and Winnipeg, and the towns around them. Not sure if we cover you? Call us.',
  },
  cta: {
    title: 'Ready for a dry, solid basement?',
    text: 'Tell us what you see — cracks, water, sloping floors — and send a few photos. We reply within 24 hours, and most estimates are done virtually.',
  },
} as const;
