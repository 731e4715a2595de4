/** About page (docs/product.md §2.3: crew, history, mission, vision, five differentiators). */
export const aboutContent = {
  seo: {
    title: 'About Northrock: 25+ Years of Foundation Repair in the North',
    description:
      'Meet Northrock Foundation & Waterproofing: a Thunder Bay company with 15+ trained technicians, 2000+ projects and 25+ years repairing foundations across Northern Ontario and Manitoba.',
    keywords: ['about Northrock', 'Thunder Bay foundation company', 'foundation repair crew', 'waterproofing contractor history'],
  },
  hero: {
    title: 'About Northrock Foundation & Waterproofing',
    lead: 'A Thunder Bay company that has spent more than 25 years keeping basements dry and foundations solid across Northern Ontario and Manitoba.',
  },
  crew: {
    title: 'Our crew',
    paragraphs: [
      'Our 15+ technicians are full-time employees, not day labour. Each crew is trained on the exact systems it installs — membranes, steel piers, wall supports and posts — and works from the same checklist on every job.',
      'Estimators, foremen and installers come from Thunder Bay, Sudbury and Winnipeg, so the people on your property know your ground, your frost and your municipality’s permit desk.',
    ],
  },
  history: {
    title: 'Our history',
    paragraphs: [
      'Northrock started in Thunder Bay in the late 1990s with one excavator and a simple promise: fix the cause of a wet basement, not the symptom. Word of mouth carried us along the Trans-Canada to Sudbury and west to Winnipeg.',
      'Along the way we became an authorized dealer of a US piering manufacturer and systemized our installations, which is why we now finish exterior waterproofing in 3-5 days instead of 7-10. More than 2,000 projects later, most of our work still comes from referrals.',
    ],
  },
  mission: {
    title: 'Our mission',
    text: 'To give every homeowner in the North a dry basement and a sound foundation, with honest advice, engineered repairs and warranties in writing.',
  },
  vision: {
    title: 'Our vision',
    text: 'To be the contractor Northern Ontario and Manitoba families call first — and recommend to their neighbours — for anything below grade.',
  },
  differentiators: [
    { title: 'Experience', description: '25+ years and 2000+ projects across Thunder Bay, Sudbury and Winnipeg.' },
    { title: 'Engineered solutions', description: 'Repairs designed for the load and the soil, not guessed on site.' },
    { title: 'Systemized speed', description: 'Up to 2x faster installation: exterior waterproofing in 3-5 days.' },
    { title: 'Strong warranties', description: '25-year manufacturer warranty on steel, 5 transferable years on exterior waterproofing.' },
    { title: 'Trained crews', description: '15+ full-time technicians trained on every system they install.' },
  ],
} as const;
