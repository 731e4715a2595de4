/**
 * Where the company works, in one place: the eighteen towns of the service-areas page by
 * market, each market's province (whose statutory holidays apply) and time zone, and other
 * places whose province is known. The web pages list the towns from here (through the browser
 * door); booking reads an estimator's zone and a homeowner's clock from it. Browser-safe.
 */

/** The provinces the company works in and their clocks (an estimator's holidays follow their zone). */
export const provinceTimeZones = { ON: 'America/Toronto', MB: 'America/Winnipeg' } as const;
export type Province = keyof typeof provinceTimeZones;

/** Where a place is: its province (statutory holidays) and its clock (a zone per place, not per province). */
export interface PlaceClock {
  province: Province;
  time_zone: string;
}

/** The three markets and their towns, headquarters first; the first town names the market. */
export const serviceAreas = [
  { province: 'ON', time_zone: 'America/Toronto', towns: ['Thunder Bay', 'Oliver-Paipoonge', 'Shuniah', 'Neebing', 'Kakabeka Falls', 'Nipigon'] },
  { province: 'ON', time_zone: 'America/Toronto', towns: ['Sudbury', 'Lively', 'Val Caron', 'Hanmer', 'Chelmsford', 'Azilda'] },
  { province: 'MB', time_zone: 'America/Winnipeg', towns: ['Winnipeg', 'St. Andrews', 'Lockport', 'Headingley', 'East St. Paul', 'St. Clements'] },
] as const satisfies readonly (PlaceClock & { towns: readonly string[] })[];

/** Places outside the service towns whose clock is still known (a lead may come from one). */
const otherPlaces: readonly (PlaceClock & { places: readonly string[] })[] = [
  {
    province: 'MB',
    time_zone: 'America/Winnipeg',
    places: [
      'St. Boniface',
      'Saint-Boniface',
      'Brandon',
      'Steinbach',
      'Selkirk',
      'Portage la Prairie',
      'Winkler',
      'Morden',
      'Thompson',
      'Dauphin',
      'Gimli',
      'The Pas',
      'Flin Flon',
    ],
  },
];

/**
 * How two city names are compared: letters and digits only, without case or accents
 * ("St. Andrews" = "st andrews", "Saint-Léonard" = "saint leonard", "Thunderbay" = "Thunder Bay").
 */
export const cityMatchKey = (city: string): string =>
  city
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

let places: Map<string, PlaceClock> | undefined;

/** The province and clock of a place the company knows (any case, accents or spacing), else undefined. */
export function placeClock(city: string): PlaceClock | undefined {
  places ??= new Map(
    [...serviceAreas.map((a) => ({ ...a, places: a.towns })), ...otherPlaces].flatMap(({ province, time_zone, places }) =>
      places.map((place) => [cityMatchKey(place), { province, time_zone }] as const),
    ),
  );
  return places.get(cityMatchKey(city));
}

/** The time zone of a place the company knows, else undefined. */
export const timeZoneOfCity = (city: string): string | undefined => placeClock(city)?.time_zone;

/** The province whose clock a zone is (America/Toronto -> ON), else undefined. */
export const provinceOfTimeZone = (timeZone: string): Province | undefined =>
  (Object.keys(provinceTimeZones) as Province[]).find((p) => provinceTimeZones[p] === timeZone);
