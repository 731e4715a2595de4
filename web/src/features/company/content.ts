/**
 * Company facts shown on several pages (docs/product.md §1, §9): the claims, counters, markets and towns.
 * One source for every page that repeats them.
 */

/** docs/product.md §9: counter targets, 2000 ms, visibility threshold 0.5. */
export const statCounters = [
  { target: 2000, suffix: '+', label: 'Projects completed' },
  { target: 25, suffix: '+', label: 'Years of experience' },
  { target: 98, suffix: '%', label: 'Customer satisfaction' },
  { target: 15, suffix: '+', label: 'Trained technicians' },
] as const;

export interface Market {
  city: string;
  province: string;
  path: string;
  summary: string;
  soil: string;
}

export const markets: Market[] = [
  {
    city: 'Thunder Bay',
    province: 'Ontario',
    path: '/thunder-bay-foundation-repair',
    summary: 'Our headquarters. Bedrock, deep frost and spring melt off the Nor’Westers: we know every neighbourhood from Current River to Westfort.',
    soil: 'Shallow bedrock and glacial till',
  },
  {
    city: 'Winnipeg',
    province: 'Manitoba',
    path: '/winnipeg-foundation-repair',
    summary: 'Red River clay swells and shrinks with every wet spring and dry August. We stabilize, pier and waterproof homes across the city and its towns.',
    soil: 'Expansive Red River clay',
  },
  {
    city: 'Sudbury',
    province: 'Ontario',
    path: '/sudbury-foundation-repair',
    summary: 'Rock cuts, high water tables and older block foundations in Greater Sudbury, from Lively to Val Caron.',
    soil: 'Bedrock ridges and high groundwater',
  },
];

/** The eighteen towns of the service-areas page (docs/product.md §2.3). */
export const serviceRegions = [
  { region: 'Thunder Bay area', towns: ['Thunder Bay', 'Oliver-Paipoonge', 'Shuniah', 'Neebing', 'Kakabeka Falls', 'Nipigon'] },
  { region: 'Greater Sudbury', towns: ['Sudbury', 'Lively', 'Val Caron', 'Hanmer', 'Chelmsford', 'Azilda'] },
  { region: 'Winnipeg area', towns: ['Winnipeg', 'St. Andrews', 'Lockport', 'Headingley', 'East St. Paul', 'St. Clements'] },
] as const;

export const allTowns: string[] = serviceRegions.flatMap((r) => [...r.towns]);
