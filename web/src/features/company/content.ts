import { serviceAreas } from '@northrock/core/browser';

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

/** @public service-areas.tsx reads it through the module's namespace (`pick({ en: enCompany, fr: frCompany }, locale)`), which knip cannot follow. */
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

/** A region's name by its market (the first of its towns). */
export type RegionNames = Record<(typeof serviceAreas)[number]['towns'][0], string>;
const regionNames: RegionNames = { 'Thunder Bay': 'Thunder Bay area', Sudbury: 'Greater Sudbury', Winnipeg: 'Winnipeg area' };

/**
 * The eighteen towns of the service-areas page (docs/product.md §2.3), from the one list the
 * server also books visits by (services/core/src/modules/booking/service-areas.ts).
 */
export const serviceRegions = serviceAreas.map((area) => ({ region: regionNames[area.towns[0]], towns: area.towns }));

export const allTowns: string[] = serviceRegions.flatMap((r) => [...r.towns]);
