import { type FilterQuery, raw } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type CsvValue, toCsv, validate } from '../shared';
import { leadListQuery, leadNoteInput, type LeadListQuery } from './lead-desk.schemas';
import { Lead } from '../lead';
import { LeadNote } from './lead-note.entity';
import { leadOutcomeLabels, lostReasonLabels, UNKNOWN_SOURCE, type LeadOutcome, type LostReason } from '../lead';

const NEWEST_FIRST = { created_at: 'desc', id: 'desc' } as const;

/** The most rows one CSV export holds; staff narrow the filter for anything bigger. */
const CONTACT_EXPORT_LIMIT = 10_000;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Status, source and free-text filter: name, email, city by substring; phone also by its digits. */
function contactFilter(query: Pick<LeadListQuery, 'status' | 'search'> & { spam?: boolean; source?: string }): FilterQuery<Lead> {
  const where: Record<string | symbol, unknown> = { spam_at: query.spam ? { $ne: null } : null };
  if (query.status) where.status = query.status;
  if (query.source === UNKNOWN_SOURCE) where.$and = [{ $or: [{ source: null }, { source: UNKNOWN_SOURCE }] }];
  else if (query.source) where.source = query.source;
  const text = query.search.trim();
  if (text) {
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
export async function searchLeads(em: Em, input: unknown): Promise<ContactPage> {
  const query = validate(leadListQuery, input);
  const [items, total] = await em.findAndCount(Lead, contactFilter(query), {
    orderBy: NEWEST_FIRST,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items, total, page: query.page, page_size: query.page_size };
}

/** Notes of each given lead, oldest first (a conversation reads top to bottom). */
export async function notesByLead(em: Em, contactIds: readonly number[]): Promise<Map<number, LeadNote[]>> {
  const byContact = new Map<number, LeadNote[]>(contactIds.map((id) => [id, []]));
  if (!contactIds.length) return byContact;
  const notes = await em.find(LeadNote, { contact: { $in: [...contactIds] } }, { orderBy: { created_at: 'asc', id: 'asc' } });
  for (const note of notes) byContact.get(note.contact.id)?.push(note);
  return byContact;
}

export async function listLeadNotes(em: Em, contactId: number): Promise<LeadNote[]> {
  if (!(await em.count(Lead, { id: contactId }))) throw AppError.notFound('Contact submission');
  return (await notesByLead(em, [contactId])).get(contactId) ?? [];
}

/** Adds a note signed by `author` (the signed-in admin's username). */
export async function addLeadNote(em: Em, contactId: number, author: string, input: unknown): Promise<LeadNote> {
  const { body } = validate(leadNoteInput, input);
  const contact = await em.findOne(Lead, { id: contactId });
  if (!contact) throw AppError.notFound('Contact submission');
  const note = em.create(LeadNote, { contact, author, body });
  em.persist(note);
  await em.flush();
  return note;
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
] as const;

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
export async function exportLeadsCsv(em: Em, input: unknown, mediaBase = ''): Promise<string> {
  const query = validate(leadListQuery, input);
  const contacts = await em.find(Lead, contactFilter(query), {
    orderBy: NEWEST_FIRST,
    limit: CONTACT_EXPORT_LIMIT,
  });
  const notes = await notesByLead(
    em,
    contacts.map((c) => c.id),
  );
  const owners = await ownerNames(
    em,
    contacts.map((c) => c.owner_id),
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
  ]);
  return toCsv(contactCsvHeader, rows);
}
