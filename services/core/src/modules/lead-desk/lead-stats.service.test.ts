import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { landingConversions } from '../page-views';
import { Lead } from '../lead';
import { createLead } from '../lead';
import { chartPeriodDays, leadsBySource, leadsPerWeek } from './lead-stats.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const enquiry = { name: 'Ann Lee', email: 'ann@example.com', phone: '807-555-0100', subject: 'Wet basement', message: 'Water after rain' };
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** A stored lead, through the same service the form uses, then moved back in time. */
async function lead(fields: Record<string, unknown>, at: Date = new Date(), spam = false) {
  const em = orm.em.fork();
  const saved = await createLead(em, { ...enquiry, ...fields }, { userAgent: iphone });
  await em.nativeUpdate(Lead, { id: saved.id }, { created_at: at, ...(spam ? { spam_at: at, spam_reason: 'test' } : {}) });
  return saved;
}

beforeAll(async () => {
  db = await migratedTestDatabase('lead_stats');
  orm = db.orm;
  await lead({ city: 'thunder bay ', landing_page: '/?utm_source=google&utm_campaign=spring', form_page: '/contact' });
  await lead({ city: 'Thunder Bay', landing_page: '/services/push-pier-systems', referrer: 'https://www.bing.com/search?q=x' }, daysAgo(3));
  await lead({ city: 'Sudbury', form_page: '/contact' }, daysAgo(10));
  await lead({ city: '', landing_page: '/?utm_source=google' }, daysAgo(40));
  await lead({ city: 'Kenora', landing_page: '/blog' }, daysAgo(200));
  await lead({ city: 'Spamtown', landing_page: '/', utm_source: 'spam' }, new Date(), true);
  const today = isoDay(new Date());
  await orm.em
    .fork()
    .getConnection()
    .execute(`insert into page_views (day, path, views) values (?, '/', 40), (?, '/contact', 10), (?, '/services/push-pier-systems', 5), (?, '/', 1000)`, [
      today,
      today,
      isoDay(daysAgo(3)),
      isoDay(daysAgo(60)),
    ]);
});

afterAll(async () => {
  await db?.close();
});

describe('createLead with attribution', () => {
  it('stores the normalised attribution, the device class and the source; never the User-Agent', async () => {
    const saved = await lead({
      landing_page: '/services?utm_source=Newsletter&utm_medium=Email&utm_campaign=Fall&fbclid=x',
      form_page: '/contact',
      referrer: 'https://mail.example.com/inbox',
    });
    const row = await orm.em.fork().findOneOrFail(Lead, { id: saved.id });
    expect(row).toMatchObject({
      landing_page: '/services?utm_source=Newsletter&utm_medium=Email&utm_campaign=Fall',
      form_page: '/contact',
      referrer_host: 'mail.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'Fall',
      device: 'phone',
      source: 'newsletter',
    });
    const columns = await orm.em
      .fork()
      .getConnection()
      .execute<{ column_name: string }[]>(`select column_name from information_schema.columns where table_name = 'contact_submissions'`);
    expect(columns.map((c) => c.column_name).filter((name) => /agent|^ip|_ip$|ip_address/.test(name))).toEqual([]);
    await orm.em.fork().nativeDelete(Lead, { id: saved.id });
  });

  it('stores a lead whose attribution is garbled (control characters, wrong types), without it', async () => {
    const saved = await createLead(orm.em.fork(), { ...enquiry, landing_page: '/\u0000', referrer: { host: 'x' }, utm_source: '\u0007google' });
    const row = await orm.em.fork().findOneOrFail(Lead, { id: saved.id });
    expect(row).toMatchObject({ name: 'Ann Lee', landing_page: null, referrer_host: null, utm_source: null, device: null, source: 'direct' });
    await orm.em.fork().nativeDelete(Lead, { id: saved.id });
  });

  it('still refuses control characters in the enquiry itself', async () => {
    await expect(createLead(orm.em.fork(), { ...enquiry, name: 'Ann\u0000' })).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('leadsBySource', () => {
  it('counts leads per source over the period, spam left out', async () => {
    expect(await leadsBySource(orm.em.fork(), 7)).toEqual([
      { source: 'bing.com', leads: 1 },
      { source: 'google', leads: 1 },
    ]);
    expect(await leadsBySource(orm.em.fork(), 30)).toEqual([
      { source: 'bing.com', leads: 1 },
      { source: 'direct', leads: 1 },
      { source: 'google', leads: 1 },
    ]);
    expect(await leadsBySource(orm.em.fork())).toEqual([
      { source: 'direct', leads: 2 },
      { source: 'google', leads: 2 },
      { source: 'bing.com', leads: 1 },
    ]);
  });
});

describe('leadsPerWeek', () => {
  it('gives twelve weeks ending with this one, split by city (capitalised, top cities then Other)', async () => {
    const result = await leadsPerWeek(orm.em.fork(), { topCities: 1 });
    expect(result.weeks).toHaveLength(12);
    const monday = new Date(result.weeks[11]!.week);
    expect(monday.getUTCDay()).toBe(1);
    expect(Date.now() - monday.getTime()).toBeLessThan(7 * DAY);
    expect(result.cities).toEqual(['Thunder Bay', 'Other', 'Not given']);
    const total = result.weeks.reduce((sum, w) => sum + w.total, 0);
    expect(total).toBe(4); // the 200-day-old lead is outside, the spam left out
    const byCity = (city: string) => result.weeks.reduce((sum, w) => sum + w.by_city.find((c) => c.city === city)!.leads, 0);
    expect([byCity('Thunder Bay'), byCity('Other'), byCity('Not given')]).toEqual([2, 1, 1]);
    for (const w of result.weeks) expect(w.by_city.map((c) => c.city)).toEqual(result.cities);
  });
});

describe('landingConversions', () => {
  it('joins views and leads per landing page over the period', async () => {
    expect(await landingConversions(orm.em.fork(), 7)).toEqual([
      { path: '/', views: 40, leads: 1, conversion_rate: 2.5 },
      { path: '/services/push-pier-systems', views: 5, leads: 1, conversion_rate: 20 },
      { path: '/contact', views: 10, leads: 0, conversion_rate: 0 },
    ]);
    const ninety = await landingConversions(orm.em.fork(), 90);
    expect(ninety[0]).toEqual({ path: '/', views: 1040, leads: 2, conversion_rate: 0.2 });
    expect(ninety).toContainEqual({ path: '/contact', views: 10, leads: 1, conversion_rate: 10 });
  });
});

describe('chartPeriodDays', () => {
  it('accepts 7, 30 and 90 days only', () => {
    expect(chartPeriodDays(undefined)).toBe(30);
    expect(chartPeriodDays(7)).toBe(7);
    expect(chartPeriodDays('90')).toBe(90);
    expect(() => chartPeriodDays(31)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    expect(() => chartPeriodDays('all')).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});
