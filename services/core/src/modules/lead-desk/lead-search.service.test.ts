import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { addLeadNote, exportLeadsCsv, listLeadNotes, searchLeads } from './lead-search.service';
import { Lead } from '../lead';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
const ids: Record<string, number> = {};

const lead = (name: string, extra: Partial<Lead> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, '.')}@example.com`,
  phone: '(807) 555-0100',
  address: '',
  city: 'Thunder Bay',
  subject: 'Wet basement',
  message: 'Water after rain',
  photo_urls: [],
  status: 'new' as const,
  ...extra,
});

beforeAll(async () => {
  db = await migratedTestDatabase('contact_admin');
  orm = db.orm;
  const em = orm.em.fork();
  const rows = [
    lead('Alice Martin', { city: 'Sudbury', phone: '705-555-0111', created_at: new Date('2026-01-01T10:00:00Z') }),
    lead('Bob Stone', {
      status: 'contacted',
      created_at: new Date('2026-01-02T10:00:00Z'),
      landing_page: '/?utm_source=google&utm_campaign=spring',
      form_page: '/contact',
      utm_source: 'google',
      utm_campaign: 'spring',
      device: 'phone',
      source: 'google',
    }),
    lead('Carol 100%_Sure', { city: 'Winnipeg', phone: '+1 204 555 0199', status: 'resolved', created_at: new Date('2026-01-03T10:00:00Z') }),
    lead('=cmd|calc', {
      email: 'evil@example.com',
      subject: '+SUM(A1)',
      message: 'line 1\nline 2, "quoted"',
      photo_urls: ['/media/uploads/00000000-0000-4000-8000-000000000001.jpg'],
      created_at: new Date('2026-01-04T10:00:00Z'),
    }),
  ];
  for (const row of rows) {
    const entity = em.create(Lead, row);
    em.persist(entity);
  }
  await em.flush();
  for (const c of await em.find(Lead, {})) ids[c.name] = c.id;
});

afterAll(async () => {
  await db?.close();
});

/** An admin: sees every lead. */
const everyone = { userId: 1, role: 'admin' } as const;

describe('searchLeads', () => {
  it('lists newest first with the total', async () => {
    const page = await searchLeads(orm.em.fork(), {}, everyone);
    expect(page.total).toBe(4);
    expect(page.items.map((c) => c.name)).toEqual(['=cmd|calc', 'Carol 100%_Sure', 'Bob Stone', 'Alice Martin']);
    expect(page).toMatchObject({ page: 1, page_size: 20 });
  });

  it('filters by status', async () => {
    const page = await searchLeads(orm.em.fork(), { status: 'contacted' }, everyone);
    expect(page.items.map((c) => c.name)).toEqual(['Bob Stone']);
    expect(page.total).toBe(1);
  });

  it.each([
    ['alice', ['Alice Martin']],
    ['EVIL@', ['=cmd|calc']],
    ['winnipeg', ['Carol 100%_Sure']],
    ['705 555 0111', ['Alice Martin']],
    ['2045550199', ['Carol 100%_Sure']],
    ['100%_', ['Carol 100%_Sure']],
    ['%', ['Carol 100%_Sure']],
    ['nobody', []],
  ])('searches name, email, phone and city: %s', async (search, names) => {
    const page = await searchLeads(orm.em.fork(), { search }, everyone);
    expect(page.items.map((c) => c.name)).toEqual(names);
  });

  it('finds one lead by its number ("#123", the calendar’s link to a lead card)', async () => {
    const alice = (await searchLeads(orm.em.fork(), { search: 'alice' }, everyone)).items[0]!;
    expect((await searchLeads(orm.em.fork(), { search: `#${alice.id}` }, everyone)).items.map((c) => c.name)).toEqual(['Alice Martin']);
    expect((await searchLeads(orm.em.fork(), { search: '#999999999' }, everyone)).items).toEqual([]);
  });

  it('pages', async () => {
    const second = await searchLeads(orm.em.fork(), { page: '2', page_size: '3' }, everyone);
    expect(second.items.map((c) => c.name)).toEqual(['Alice Martin']);
    expect(second.total).toBe(4);
  });

  it('filters by source (the stored lead source, any case)', async () => {
    expect((await searchLeads(orm.em.fork(), { source: 'Google' }, everyone)).items.map((c) => c.name)).toEqual(['Bob Stone']);
    expect((await searchLeads(orm.em.fork(), { source: 'bing' }, everyone)).total).toBe(0);
    expect((await searchLeads(orm.em.fork(), { source: '' }, everyone)).total).toBe(4);
    // Leads from before sources were kept: "unknown", as the dashboard counts them.
    expect((await searchLeads(orm.em.fork(), { source: 'unknown' }, everyone)).total).toBe(3);
    await expect(searchLeads(orm.em.fork(), { source: 'x'.repeat(254) }, everyone)).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('rejects an unknown status', async () => {
    await expect(searchLeads(orm.em.fork(), { status: 'spam' }, everyone)).rejects.toBeInstanceOf(AppError);
  });
});

describe('notes', () => {
  it('are stored with their author and listed oldest first', async () => {
    const id = ids['Bob Stone']!;
    await addLeadNote(orm.em.fork(), id, 'admin', { body: 'Called, left a voicemail' }, everyone);
    await addLeadNote(orm.em.fork(), id, 'office', { body: ' Booked for Tuesday ' }, everyone);
    const notes = await listLeadNotes(orm.em.fork(), id, everyone);
    expect(notes.map((n) => [n.author, n.body])).toEqual([
      ['admin', 'Called, left a voicemail'],
      ['office', 'Booked for Tuesday'],
    ]);
    expect(notes[0]!.created_at).toBeInstanceOf(Date);
  });

  it('need text and an existing lead', async () => {
    await expect(addLeadNote(orm.em.fork(), ids['Bob Stone']!, 'admin', { body: '  ' }, everyone)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(addLeadNote(orm.em.fork(), 999_999, 'admin', { body: 'x' }, everyone)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(listLeadNotes(orm.em.fork(), 999_999, everyone)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('exportContactsCsv', () => {
  it('exports every filtered lead, escaping formula cells', async () => {
    const csv = await exportLeadsCsv(orm.em.fork(), { status: 'new' }, everyone, 'http://localhost:3000');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"ID","Received","Status","Name","Email","Phone","Address","City","Subject","Message","Photos","Notes",' +
        '"Landing page","Form page","Referrer","Source","Medium","Campaign","Device","Owner","First response","Outcome","Job value","Lost reason","Visit start","Visit status","Visit booked by"',
    );
    expect(lines).toHaveLength(4); // header, two new leads, trailing empty
    expect(lines[1]).toContain(`,"new","'=cmd|calc","evil@example.com","(807) 555-0100","","Thunder Bay","'+SUM(A1)","line 1\nline 2, ""quoted""",`);
    expect(lines[1]).toContain('http://localhost:3000/media/uploads/00000000-0000-4000-8000-000000000001.jpg');
    expect(lines[2]).toContain('Alice Martin');
    expect(csv).not.toContain('Bob Stone');
  });

  it('has the attribution columns, and filters by source', async () => {
    const csv = await exportLeadsCsv(orm.em.fork(), { source: 'google' }, everyone);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /"Bob Stone",[\s\S]*,"\/\?utm_source=google&utm_campaign=spring","\/contact","","google","","spring","phone","","","Open","","","","",""$/,
    );
  });

  it('includes the notes of each lead', async () => {
    const csv = await exportLeadsCsv(orm.em.fork(), { search: 'bob' }, everyone);
    expect(csv).toMatch(/admin: Called, left a voicemail\n.*office: Booked for Tuesday/);
  });
});
