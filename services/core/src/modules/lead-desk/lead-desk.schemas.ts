import { z } from 'zod';
import { intLike, requiredText } from '../shared/fields.schemas';
import { leadStatuses } from '../lead/lead.schemas';

/** Contacts page size: one phone screen of cards is about five; a laptop shows twenty comfortably. */
export const LEAD_PAGE_SIZE = 20;

/** Orders of the Contacts list. */
export const leadSorts = ['newest', 'waiting'] as const;

/** A yes/no query parameter (`true`/`1`, `false`/`0`; GraphQL booleans as they are); absent or empty is `absent`. */
const queryBoolean = <A extends boolean | undefined>(name: string, absent: A) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? absent : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean({ error: `${name} must be true or false` }).optional(),
  );

/**
 * Contacts list filters (admin, beyond docs/product.md): a status (absent or empty = every status), free text
 * matched against name, email, phone and city, a source, and a page. Always newest first.
 */
export const leadListQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(', ')} (held-back spam: spam=true)` }).optional(),
  ),
  search: z.string({ error: 'search must be text' }).trim().max(200, 'search must be at most 200 characters').default(''),
  /** The spam folder: leads the spam defence held back (otherwise they are left out). */
  spam: queryBoolean('spam', false).transform((v) => v === true),
  /** Where leads came from (`leadSource`: utm_source, else the referrer's host, else "direct"); empty = every source. */
  source: z.string({ error: 'source must be text' }).trim().toLowerCase().max(253, 'source must be at most 253 characters').default(''),
  /** "My leads": `me`, `unassigned` or an account id; empty = every lead the signed-in account sees. */
  owner: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'owner must be me, unassigned or an account id' })
      .trim()
      .regex(/^(me|unassigned|[1-9]\d{0,9})?$/, 'owner must be me, unassigned or an account id')
      .transform((v): '' | 'me' | 'unassigned' | number => (v === 'me' || v === 'unassigned' || v === '' ? v : Number(v))),
  ),
  /** The response clock: false = not answered yet (no first response), true = answered; absent = both. */
  answered: queryBoolean('answered', undefined),
  /** `newest` (default) or `waiting`: unanswered leads first, the longest waiting first, then answered ones newest first. */
  sort: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(leadSorts, { error: `sort must be one of ${leadSorts.join(', ')}` }).default('newest'),
  ),
  page: intLike('page', 1, 1, 1_000_000),
  page_size: intLike('page_size', LEAD_PAGE_SIZE, 1, 100),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

/**
 * What a note records: a plain note, or a call, e-mail or visit made to the homeowner (those
 * three stop the lead's response clock: docs/admin.md, "The response clock and the chase").
 */
export const noteKinds = ['note', 'call', 'email', 'visit'] as const;
export type NoteKind = (typeof noteKinds)[number];

/** An internal note on a lead. */
export const leadNoteInput = z.strictObject({
  body: requiredText('Note', 5000, 'multiline'),
  kind: z.enum(noteKinds, { error: `kind must be one of ${noteKinds.join(', ')}` }).default('note'),
});

/** The dashboard charts' periods, in days (today included). */
export const chartPeriods = [7, 30, 90] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

export const chartPeriodQuery = z.object({
  days: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 30 : typeof v === 'string' ? Number(v) : v),
    z.union(
      chartPeriods.map((d) => z.literal(d)),
      { error: `days must be one of ${chartPeriods.join(', ')}` },
    ),
  ),
});
