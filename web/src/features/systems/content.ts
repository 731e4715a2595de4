/** Our systems page (docs/product.md §2.3: three benefit cards, systemized installation, systems list, dealer note). */
export const systemsContent = {
  seo: {
    title: 'Our Systems: Steel Piers, Membranes and Wall Supports',
    description:
      'The foundation and waterproofing systems Northrock installs: cold-flex membranes, drainage, steel push piers, I-beam wall supports and adjustable posts. Systemized installation up to 2x faster.',
    keywords: ['foundation repair systems', 'steel push piers', 'waterproofing membrane -40', 'wall support beams', 'authorized piering dealer'],
  },
  hero: {
    title: 'Our systems',
    lead: 'Proven products, installed the same way on every job. That is how we deliver engineered results up to twice as fast.',
  },
  benefits: [
    { title: 'Engineered products', description: 'Factory-made steel and membranes with published capacities, not site-built improvisations.' },
    { title: 'Built for the cold', description: 'Materials chosen for frost, clay and bedrock, with membranes flexible to -40°C.' },
    { title: 'Warranted for decades', description: '25-year manufacturer warranty on every steel system we install.' },
  ],
  systemized: {
    title: 'Systemized installation: up to 2x faster',
    paragraphs: [
      'Each system has a written installation checklist, pre-staged materials and a crew trained on that system only. Nobody improvises on your property.',
      'The result: exterior waterproofing in 3-5 days versus the usual 7-10, push piers in 1-2 days, and the same quality in Thunder Bay, Sudbury and Winnipeg.',
    ],
  },
  listTitle: 'Systems we install',
  loading: 'Loading systems...',
  dealer: {
    title: 'Authorized dealer partnership',
    text: 'Northrock is an authorized dealer of a US piering manufacturer. Our installers are factory-trained, we buy steel direct, and every pier, wall support and post carries the manufacturer’s 25-year warranty.',
  },
} as const;
