/** Warranty page (docs/product.md §2.3: three coverage cards and per-product details; docs/product.md §9 facts). */
export const warrantyContent = {
  seo: {
    title: 'Foundation Repair & Waterproofing Warranties',
    description:
      '25-year manufacturer warranty on steel systems, a 5-year fully transferable warranty on full-perimeter exterior waterproofing, and written documentation at completion.',
    keywords: ['foundation repair warranty', 'waterproofing warranty transferable', 'push pier warranty', 'Northrock warranty'],
  },
  hero: {
    title: 'Warranties you can hold us to',
    lead: 'Every job ends with a written warranty document: what is covered, for how long, and what to do if you ever need us back.',
  },
  coverage: [
    { title: '25-year steel systems', description: 'Manufacturer warranty on push piers, wall supports, adjustable steel posts and steel I-beam systems.' },
    {
      title: '5-year transferable waterproofing',
      description: 'Full-perimeter exterior waterproofing: materials and workmanship, transferable to the next owner.',
    },
    { title: 'Written at completion', description: 'Other coverage is job-specific and spelled out in writing, with photos, when the job is done.' },
  ],
  products: [
    { product: 'Push pier systems', term: '25 years', details: 'Manufacturer warranty on the steel piers and brackets against defects and loss of support.' },
    { product: 'Concentric pier systems', term: '25 years', details: 'Manufacturer warranty on the galvanized steel pier sections and caps.' },
    { product: 'Wall supports and steel I-beam systems', term: '25 years', details: 'Manufacturer warranty on the EverBrace beams, anchors and brackets.' },
    { product: 'Adjustable steel posts', term: '25 years', details: 'Manufacturer warranty on posts and adjusting hardware.' },
    {
      product: 'Full-perimeter exterior waterproofing',
      term: '5 years, fully transferable',
      details: 'Materials and workmanship, including membrane, insulation, drainage and backfill.',
    },
    {
      product: 'Partial exterior, interior waterproofing, crack and wall repairs',
      term: 'Job-specific',
      details: 'Terms depend on the scope and are written into your contract and completion documents.',
    },
  ],
  claim: {
    title: 'How to make a claim',
    steps: [
      'Call us or send a message through the contact form with your address and the date of the work.',
      'Attach photos of what you see; we reply within 24 hours.',
      'We inspect, and if it is covered, we fix it at no charge.',
    ],
  },
} as const;
