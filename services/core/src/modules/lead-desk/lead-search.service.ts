import { type FilterQuery, type QueryOrderMap, raw } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { type CsvValue, toCsv, validate } from '../shared';
import { leadListQuery, leadNoteInput, type LeadListQuery } from './lead-desk.schemas';
import { Lead } from '../lead';
import { LeadNote } from './lead-note.entity';
import { changeLeadFor, findLeadFor, leadAccessFilter, type LeadViewer } from './lead-access';
import { leadOutcomeLabels, lostReasonLabels, recordFirstResponse, UNKNOWN_SOURCE, type LeadOutcome, type LostReason } from '../lead';

const NEWEST_FIRST = { created_at: 'desc', id: 'desc' } as const;
/**
 * Unanswered leads first, the one that has waited longest at the top (office minutes only grow
 * with time, so the oldest unanswered lead has waited the most of them), then answered ones newest first.
 */
const LONGEST_WAITING_FIRST: QueryOrderMap<Lead>[] = [
  { [raw((alias) => `(${alias}.first_response_at is null)`)]: 'desc' },
  { [raw((alias) => `(case when ${alias}.first_response_at is null then ${alias}.created_at end)`)]: 'asc' },
  NEWEST_FIRST,
];

/** The most rows one CSV export holds; staff narrow the filter for anything bigger. */
const CONTACT_EXPORT_LIMIT = 10_000;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Status, source and free-text filter: name, email, city by substring; phone also by its digits. */
function contactFilter(query: Pick<LeadListQuery, 'status' | 'search'> & { spam?: boolean; source?: string; answered?: boolean }): FilterQuery<Lead> {
  const where: Record<string | symbol, unknown> = { spam_at: query.spam ? { $ne: null } : null };
  if (query.status) where.status = query.status;
  if (query.answered !== undefined) where.first_response_at = query.answered ? { $ne: null } : null;
  if (query.source === UNKNOWN_SOURCE) where.$and = [{ $or: [{ source: null }, { source: UNKNOWN_SOURCE }] }];
  else if (query.source) where.source = query.source;
  const text = query.search.trim();
  // "#123" is lead 123: the calendar's visits link to their lead card this way.
  if (/^#\d{1,9}$/.test(text)) where.id = Number(text.slice(1));
  else if (text) {
    const pattern = likePattern(text);
    const or: Record<string | symbol, unknown>[] = [
      { name: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { phone: { $ilike: pattern } },
      { city: { $ilike: pattern } },
    ];
    // "807 555 01" finds "(807) 555-0123": compare digits only when the search is mostly a number.
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(text)) {
      or.push({ [raw((alias) => `regexp_replace(${alias}.phone, '\\D', '', 'g')`)]: { $like: `%${digits}%` } });
    }
    where.$or = or;
  }
  return where as FilterQuery<Lead>;
}

export interface ContactPage {
  items: Lead[];
  total: number;
  page: number;
  page_size: number;
}

/** One page of leads matching the filters, newest first, with the total that match. */
export async function searchLeads(em: Em, input: unknown, viewer: LeadViewer): Promise<ContactPage> {
  const query = validate(leadListQuery, input);
  const [items, total] = await em.findAndCount(
    Lead,
    { $and: [contactFilter(query), leadAccessFilter(viewer, query.owner)] },
    {
      orderBy: query.sort === 'waiting' ? LONGEST_WAITING_FIRST : NEWEST_FIRST,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    },
  );
  return { items, total, page: query.page, page_size: query.page_size };
}

/** Notes of each given lead, oldest first (a conversation reads top to bottom). */
export async function notesByLead(em: Em, contactIds: readonly number[]): Promise<Map<number, LeadNote[]>> {
  const byContact = new Map<number, LeadNote[]>(contactIds.map((id) => [id, []]));
  if (!contactIds.length) return byContact;
  const notes = await em.find(LeadNote, { lead: { $in: [...contactIds] } }, { orderBy: { created_at: 'asc', id: 'asc' } });
  for (const note of notes) byContact.get(note.lead.id)?.push(note);
  return byContact;
}

export async function listLeadNotes(em: Em, contactId: number, viewer: LeadViewer): Promise<LeadNote[]> {
  await findLeadFor(em, contactId, viewer);
  return (await notesByLead(em, [contactId])).get(contactId) ?? [];
}

/** Adds a note signed by `author` (the signed-in admin's username). */
export async function addLeadNote(em: Em, contactId: number, author: string, input: unknown, viewer: LeadViewer): Promise<LeadNote> {
  const { body, kind } = validate(leadNoteInput, input);
  return changeLeadFor(em, contactId, viewer, async (tx, contact) => {
    const at = new Date();
    const note = tx.create(LeadNote, { lead: contact, author, body, kind, created_at: at });
    // A call, e-mail or visit answers the homeowner: the clock stops and the chase ends.
    if (kind !== 'note') recordFirstResponse(contact, kind, at);
    tx.persist(note);
    await tx.flush();
    return note;
  });
}

const contactCsvHeader = [
  'ID',
  'Received',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Address',
  'City',
  'Subject',
  'Message',
  'Photos',
  'Notes',
  'Landing page',
  'Form page',
  'Referrer',
  'Source',
  'Medium',
  'Campaign',
  'Device',
  'Owner',
  'First response',
  'Outcome',
  'Job value',
  'Lost reason',
  'Visit start',
  'Visit status',
  'Visit booked by',
] as const;

interface LeadVisitRow {
  lead_id: number;
  start_at: Date;
  status: string;
  booked_by: string;
}

/** Each lead's visit for the CSV: the one still booked, else the latest (docs/admin.md, "Bookings and the calendar"). */
async function visitsByLead(em: Em, ids: number[]): Promise<Map<number, LeadVisitRow>> {
  if (!ids.length) return new Map();
  const rows = await em.getConnection().execute<LeadVisitRow[]>(
    `select distinct on (lead_id) lead_id, start_at, status, booked_by from visits
     where lead_id in (${ids.map(() => '?').join(', ')}) order by lead_id, (status = 'booked') desc, created_at desc`,
    ids,
  );
  return new Map(rows.map((r) => [r.lead_id, r]));
}

/** Usernames of the given accounts (the CSV's owner column). */
async function ownerNames(em: Em, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await em
    .getConnection()
    .execute<{ id: number; username: string }[]>(`select id, username from admin_users where id in (${wanted.map(() => '?').join(', ')})`, wanted);
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Dollars with cents, no thousands separator: a spreadsheet reads it as a number. */
const dollars = (cents: number | null | undefined) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : null);

/**
 * The leads matching the filters (every page, newest first) as a CSV file that is safe to
 * open in a spreadsheet. `mediaBase` turns stored photo paths into links (e.g. the public URL).
 */
export async function exportLeadsCsv(em: Em, input: unknown, viewer: LeadViewer, mediaBase = ''): Promise<string> {
  const query = validate(leadListQuery, input);
  const contacts = await em.find(
    Lead,
    { $and: [contactFilter(query), leadAccessFilter(viewer, query.owner)] },
    {
      orderBy: NEWEST_FIRST,
      limit: CONTACT_EXPORT_LIMIT,
    },
  );
  const notes = await notesByLead(
    em,
    contacts.map((c) => c.id),
  );
  const owners = await ownerNames(
    em,
    contacts.map((c) => c.owner_id),
  );
  const visits = await visitsByLead(
    em,
    contacts.map((c) => c.id),
  );
  const rows: CsvValue[][] = contacts.map((c) => [
    c.id,
    c.created_at,
    c.status,
    c.name,
    c.email,
    c.phone,
    c.address,
    c.city,
    c.subject,
    c.message,
    c.photo_urls.map((path) => `${mediaBase}${path}`).join(' '),
    (notes.get(c.id) ?? []).map((n) => `${n.created_at.toISOString()} ${n.author}: ${n.body}`).join('\n'),
    c.landing_page,
    c.form_page,
    c.referrer_host,
    c.source,
    c.utm_medium,
    c.utm_campaign,
    c.device,
    c.owner_id == null ? null : (owners.get(c.owner_id) ?? `#${c.owner_id}`),
    c.first_response_at,
    leadOutcomeLabels[c.outcome as LeadOutcome] ?? c.outcome,
    dollars(c.job_value_cents),
    c.lost_reason ? (lostReasonLabels[c.lost_reason as LostReason] ?? c.lost_reason) : null,
    visits.has(c.id) ? new Date(visits.get(c.id)!.start_at) : null,
    visits.get(c.id)?.status ?? null,
    visits.get(c.id)?.booked_by ?? null,
  ]);
  return toCsv(contactCsvHeader, rows);
}
