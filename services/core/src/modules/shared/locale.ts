import type { Locale } from './fields.schemas';

/** The suffix of a field's French twin: `title_fr` is the French of `title`. */
const FRENCH = '_fr';

/** Whether a field is the French twin of another (`title_fr` of `title`). */
export const isFrenchTwin = (key: string) => key.endsWith(FRENCH);

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * A content row as a reader of `locale` sees it: in French, each field with a French twin
 * (`title` and `title_fr`) answers the twin when it is filled, else the English, field by field;
 * in English the row as it is. The `*_fr` fields stay as they are. Works for any content type:
 * the twins are found by name, never listed per type.
 */
export function inLocale<T extends object>(row: T, locale: Locale): T {
  if (locale === 'en') return row;
  const values = row as Record<string, unknown>;
  const out: Record<string, unknown> = { ...values };
  for (const key of Object.keys(values)) {
    if (!isFrenchTwin(key)) continue;
    const english = key.slice(0, -FRENCH.length);
    if (english in values && filled(values[key])) out[english] = values[key];
  }
  return out as T;
}

/**
 * The fields of `row` whose English is filled but whose French twin is empty (what the admin
 * lists badge as "French missing"); an empty English field needs no French.
 */
export function missingFrench(row: object): string[] {
  const values = row as Record<string, unknown>;
  return Object.keys(values)
    .filter((key) => isFrenchTwin(key) && filled(values[key.slice(0, -FRENCH.length)]) && !filled(values[key]))
    .map((key) => key.slice(0, -FRENCH.length));
}

/**
 * The French a replacing write keeps (the PUT of a content item or of the site settings): a French
 * twin the body leaves out keeps its stored text while the English it translates is unchanged, so
 * a client of the documented English fields never erases the French. `null` or blank clears it;
 * a new English without its French leaves the twin empty (the admin's lists say "French missing").
 */
export function keepFrench<T>(data: T, stored: object, input: unknown): T {
  const given = typeof input === 'object' && input !== null ? input : {};
  const before = stored as Record<string, unknown>;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const key of Object.keys(out)) {
    if (!isFrenchTwin(key) || key in given) continue;
    const english = key.slice(0, -FRENCH.length);
    if (out[english] === before[english]) out[key] = before[key] ?? null;
  }
  return out as T;
}
