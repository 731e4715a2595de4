import { brand } from '@northrock/core/brand';

/** Careers page (docs/product.md §2.3 "Careers"). */
export const careersContent = {
  seo: {
    title: `Careers at ${brand.shortName}: Foundation & Waterproofing Jobs`,
    description:
      'Join Northrock in Thunder Bay, Sudbury or Winnipeg: foundation repair technician, waterproofing specialist, excavation operator and project estimator roles. Year-round work, training and benefits.',
    keywords: ['foundation repair jobs', 'waterproofing jobs Thunder Bay', 'excavation operator jobs', 'construction careers Northern Ontario'],
  },
  hero: {
    title: `Careers at ${brand.shortName}`,
    lead: 'Build a career keeping Northern homes dry and solid. We hire people who take pride in their work and train them on the best systems in the trade.',
  },
  perks: [
    { title: 'Career growth', description: 'Start as a labourer, become a foreman or estimator. We promote from within and pay for certifications.' },
    { title: 'Work-life balance', description: 'Predictable crews and schedules, home most nights, and interior work that keeps you busy all winter.' },
    { title: 'Team culture', description: 'Small crews who look out for each other, with a company that backs them on every job.' },
  ],
  values: [
    { title: 'Safety first', description: 'Every excavation shored, every crew member home safe.' },
    { title: 'Quality over shortcuts', description: 'We do it to the checklist, even where nobody will see it.' },
    { title: 'Respect for homeowners and property', description: 'Lawns protected, sites cleaned daily, people treated like neighbours.' },
    { title: 'Continuous learning', description: 'Manufacturer training, new methods and mentoring on the job.' },
    { title: 'Honest communication', description: 'Clear quotes, straight answers and no surprises.' },
    { title: 'Pride in craftsmanship', description: 'Work we are proud to put our name and warranty on.' },
  ],
  roles: [
    {
      title: 'Foundation Repair Technician',
      location: 'Thunder Bay, Sudbury, Winnipeg',
      description: 'Install push piers, wall supports and steel posts; repair cracks and rebuild walls with a trained crew.',
    },
    {
      title: 'Waterproofing Specialist',
      location: 'Thunder Bay, Sudbury',
      description: 'Prepare walls and install membranes, insulation, drainage and sump systems, inside and out.',
    },
    {
      title: 'Excavation Operator',
      location: 'Thunder Bay, Winnipeg',
      description: 'Run mini and mid-size excavators around homes and utilities. Valid licence required.',
    },
    {
      title: 'Project Estimator',
      location: 'Thunder Bay (travel to Sudbury and Winnipeg)',
      description: 'Assess foundations in person and from photos, write clear scopes and prices, and guide homeowners.',
    },
  ],
  offer: [
    'Competitive wages',
    'Benefits package with health coverage and retirement planning',
    'Professional training',
    'Company equipment',
    'Stable year-round work',
    'Advancement opportunities',
  ],
  banner: {
    title: 'Ready to join the crew?',
    text: 'Send us a note through the contact form with the role you want, or call and ask for our hiring manager.',
  },
} as const;
