import type { Locale } from './fields.schemas';

/** The suffix of a field's French twin: `title_fr` is the French of `title`. */
const FRENCH = '_fr';

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
    if (!key.endsWith(FRENCH)) continue;
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
    .filter((key) => key.endsWith(FRENCH) && filled(values[key.slice(0, -FRENCH.length)]) && !filled(values[key]))
    .map((key) => key.slice(0, -FRENCH.length));
}
