import { brand } from '@northrock/core/brand';

/** The comparison page `/why-{brand}` (docs/product.md §2.3: six-row table and a three-card section). */
export const whyContent = {
  seo: {
    title: `Why Choose ${brand.shortName}? Compare Foundation Contractors`,
    description:
      'See how Northrock compares with other foundation contractors on experience, engineered solutions, warranty, installation speed, crew training and materials.',
    keywords: ['best foundation contractor Thunder Bay', 'compare waterproofing companies', 'Northrock reviews', 'foundation repair warranty'],
  },
  hero: {
    title: `Why choose ${brand.shortName}?`,
    lead: 'Any contractor can dig a trench. Here is what you get when the crew does foundations and waterproofing every day, in the North, with written warranties.',
  },
  table: {
    title: `${brand.shortName} compared with other contractors`,
    rows: [
      {
        icon: '★',
        feature: 'Experience',
        us: '25+ years and 2000+ projects in Northern Ontario and Manitoba',
        them: 'Often general contractors who do foundations occasionally',
      },
      {
        icon: '⚙',
        feature: 'Engineered solutions',
        us: 'Repairs designed for the soil and load, engineer sign-off when needed',
        them: 'One-size-fits-all fixes',
      },
      {
        icon: '✔',
        feature: 'Warranty',
        us: '25-year manufacturer warranty on steel; 5-year transferable on exterior waterproofing',
        them: 'Short or verbal warranties',
      },
      { icon: '⏱', feature: 'Installation speed', us: 'Exterior waterproofing in 3-5 days, up to 2x faster', them: '7-10 days for the same job' },
      { icon: '👷', feature: 'Crew training', us: '15+ full-time technicians trained on each system', them: 'Rotating subcontractors' },
      { icon: '❄', feature: 'Materials', us: 'Cold-climate membranes flexible to -40°C, factory-engineered steel', them: 'General-purpose products' },
    ],
  },
  cards: [
    { title: 'Done right the first time', description: 'We find the cause — water, soil, frost — before we quote, so the repair lasts.' },
    { title: 'Less time with your yard dug up', description: 'Systemized crews and staged materials mean 3-5 days instead of 7-10.' },
    { title: 'Paperwork you can keep', description: 'Written scope, fixed price, before-and-after photos and a warranty document at completion.' },
  ],
} as const;
