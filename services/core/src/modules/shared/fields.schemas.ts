import { z } from 'zod';

/**
 * Field builders shared by every entity schema. Browser-safe (pure zod): the web forms
 * import the same schemas the API validates with.
 */

/**
 * Line and paragraph separators (CR, LF, VT, FF, NEL U+0085, LS U+2028, PS U+2029) and TAB: what a
 * one-line field never holds. Names, subjects and titles end up in e-mail headers, CSV cells,
 * page titles and one-line inputs, where a break would start a new header, cell or line.
 */
const ONE_LINE = /^[^\t\n\v\f\r\u0085\u2028\u2029]*$/;

/** Whether a text field holds one line (the default) or may hold several (messages, descriptions, content). */
export type Lines = 'one line' | 'multiline';

/**
 * The one builder of a text field: trimmed, `required` or not, at most `max` characters, and
 * unless `multiline`, refusing every line and paragraph separator and TAB (`ONE_LINE`). A
 * multi-line field keeps CR, LF and TAB (control characters are refused everywhere: ./validate.ts).
 */
function text(label: string, max: number, lines: Lines, required: boolean) {
  let field = z.string({ error: required ? `${label} is required` : `${label} must be text` }).trim();
  if (required) field = field.min(1, `${label} is required`);
  field = field.max(max, `${label} must be at most ${max} characters`);
  return lines === 'one line' ? field.regex(ONE_LINE, `${label} must be one line (no line breaks or tabs)`) : field;
}

/** A required, trimmed text: one line unless `multiline`. */
export const requiredText = (label: string, max = 200, lines: Lines = 'one line') => text(label, max, lines, true);

/** An optional, trimmed text, one line unless `multiline`; absent becomes "". */
export const optionalText = (label: string, max = 200, lines: Lines = 'one line') => text(label, max, lines, false).default('');

/** True for `http(s)://...` URLs and for site-relative paths such as `/media/x.webp`. */
export function isUrlOrPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An image or video address: an http(s) URL or a path on this site (never `javascript:`). */
export const urlOrPath = (label: string) => requiredText(label, 2048).refine(isUrlOrPath, `${label} must be an http(s) URL or a path starting with /`);

export const optionalUrlOrPath = (label: string) =>
  optionalText(label, 2048).refine((v) => v === '' || isUrlOrPath(v), `${label} must be an http(s) URL or a path starting with /`);

/** Lower-case words joined by hyphens, as used in `/services/{slug}` and `/blog/{slug}`. */
export const slug = (label = 'Slug') =>
  requiredText(label, 120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} may contain lower-case letters, digits and single hyphens only`);

const intFrom = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);

/** An integer, also accepted as a numeric string (form inputs); `fallback` when absent or empty. */
export const intLike = (label: string, fallback: number, min = -1_000_000, max = 1_000_000) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : intFrom(v)),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/** A checkbox: a boolean, with `fallback` when absent. */
export const flag = (label: string, fallback: boolean) => z.boolean({ error: `${label} must be true or false` }).default(fallback);

export const email = (label = 'Email') => requiredText(label, 254).pipe(z.email(`${label} must be a valid email address`));

/**
 * Integer ids in paths: plain decimal digits only. (`Number()` would also read " 1", "1e3" and
 * "0x10" as ids, so a mistyped or crafted path could name, and delete, another item.)
 */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/**
 * The French twin of a visible text field (`title_fr` beside `title`): optional, and an empty or
 * blank one is stored as null, which reads as the English value (`inLocale`, ./locale.ts).
 */
export const frenchText = (label: string, max = 200, lines: Lines = 'one line') =>
  z
    .preprocess(
      (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
      text(`${label} (French)`, max, lines, false)
        .nullable()
        .meta({ description: `${label} in French; empty: the English one is shown` }),
    )
    .default(null);

/** The languages the public site is written in. */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
/** A `?locale=` or GraphQL `locale` value: English when absent. */
const localeParam = z.enum(locales, { error: 'locale must be en or fr' }).default('en');
/** The query string of a public read: `?locale=fr`. */
export const localeQueryInput = z.object({ locale: localeParam });
