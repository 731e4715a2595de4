/** Services overview page (docs/product.md §2.3 "Services overview", docs/product.md §3 service overview card). */
export interface ServiceOverviewCard {
  title: string;
  description: string;
  keywords: string[];
  serviceAreas: string[];
  path: string;
}

export const servicesOverview = {
  seo: {
    title: 'Foundation Repair & Waterproofing Services',
    description:
      'Exterior and interior waterproofing, foundation repair and replacement, push and concentric piers, steel post and beam systems and wall restoration across Northern Ontario and Manitoba.',
    keywords: ['foundation repair services', 'basement waterproofing services', 'push piers', 'wall restoration', 'Northern Ontario foundation contractor'],
  },
  hero: {
    title: 'Foundation repair and waterproofing services',
    lead: 'Everything below grade, done by one company: we find the cause, engineer the fix and warranty the result in writing.',
  },
  featuredTitle: 'Featured services',
  allTitle: 'Every service we offer',
  cards: [
    {
      title: 'Waterproofing',
      description: 'Exterior membranes, insulation and drainage in 3-5 days, or interior drainage and sump systems year-round.',
      keywords: ['exterior waterproofing', 'interior waterproofing', 'sump pumps'],
      serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'North Bay', 'St. Clements', 'East St. Paul'],
      path: '/services/exterior-waterproofing',
    },
    {
      title: 'Foundation repair & replacement',
      description: 'Structural crack repair, wall reconstruction and stone foundation restoration, mostly done in 1-5 days.',
      keywords: ['crack repair', 'wall replacement', 'stone foundations'],
      serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'and surrounding areas'],
      path: '/services/foundation-repair-replacement',
    },
    {
      title: 'Piering & underpinning',
      description: 'Push piers and concentric piers driven to bedrock or load-bearing soil to stop settlement and lift toward level.',
      keywords: ['push piers', 'concentric piers', 'underpinning'],
      serviceAreas: ['Thunder Bay', 'Oliver-Paipoonge', 'Nipigon', 'Sudbury', 'Lively', 'Winnipeg', 'St. Andrews', 'Lockport', 'Headingley'],
      path: '/services/push-pier-systems',
    },
    {
      title: 'Wall restoration',
      description: 'EverBrace steel I-beam panels stop bowing walls and straighten them over time, installed from inside.',
      keywords: ['bowing walls', 'steel I-beams', 'wall bracing'],
      serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'and surrounding areas'],
      path: '/services/everbrace-wall-restoration',
    },
    {
      title: 'Floor support',
      description: 'Adjustable steel posts, beams and new footings level sagging, bouncy floors.',
      keywords: ['sagging floors', 'steel posts', 'beam replacement'],
      serviceAreas: ['Thunder Bay', 'Sudbury', 'Winnipeg', 'and surrounding areas'],
      path: '/services/steel-post-beam-systems',
    },
  ] satisfies ServiceOverviewCard[],
  conditionsTitle: 'Built for northern conditions',
  conditions: [
    {
      title: 'Bedrock vs clay',
      description: 'Canadian Shield bedrock in Thunder Bay and Sudbury, expansive Red River clay in Winnipeg: each needs a different repair.',
    },
    { title: 'Freeze-thaw', description: 'Months below freezing and sudden thaws crack concrete; our membranes stay flexible to -40°C.' },
    { title: 'High groundwater', description: 'Spring melt raises water tables against walls; drainage is designed for the peak, not the average.' },
    {
      title: 'Short build seasons',
      description: 'Exterior work runs March to December, so systemized crews finish in 3-5 days and interior work fills the winter.',
    },
    { title: 'Permit expertise', description: 'We handle permits and engineering sign-off in each municipality we serve.' },
  ],
  marketsTitle: 'Our three markets',
} as const;
