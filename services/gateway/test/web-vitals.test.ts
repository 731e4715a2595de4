import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToHistograms,
  binOf,
  connectionTypes,
  pageTemplates,
  P75_RELATIVE_ERROR,
  utcDay,
  vitalMetrics,
  vitalRanges,
  vitalsDevices,
  vitalThresholds,
  type VitalMetric,
} from '@northrock/core/web-vitals';
import { codesOf, gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { addAccount } from './support/staff-accounts';
import type { Json } from '../../../test/json';

/** Real-user vitals (docs/admin.md, "Real-user vitals"; docs/security.md, "What an anonymous visitor can grow"). */

let h: Harness;
let admin: string;
beforeAll(async () => {
  // Behind the loopback "proxy", each test picks the address it sends from (X-Forwarded-For).
  h = await startHarness({ TRUST_PROXY: 'loopback' });
  admin = await h.login();
});
afterAll(async () => {
  await h?.close();
});

let addressSeq = 0;
const freshAddress = () => {
  addressSeq += 1;
  return `198.18.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

const beacon = (over: Record<string, unknown> = {}) => ({
  template: 'service',
  language: 'en',
  device: 'phone',
  connection: '4g',
  metrics: { LCP: 2100, INP: 96, CLS: 0.02, FCP: 900, TTFB: 240 },
  ...over,
});

const send = (body: unknown, address = freshAddress(), headers: Record<string, string> = {}) =>
  h.call('POST', '/api/vitals', { body, headers: { 'x-forwarded-for': address, ...headers } });
const sendRaw = (raw: BodyInit, contentType: string, address = freshAddress()) =>
  h.call('POST', '/api/vitals', { raw, headers: { 'content-type': contentType, 'x-forwarded-for': address } });

const sql = <T>(query: string, params: unknown[] = []) => h.orm.em.fork().getConnection().execute<T[]>(query, params);
const rowCount = async () => (await sql<{ n: number }>('select count(*)::int as n from web_vitals'))[0]!.n;
/** Page views counted for one metric (all rows). */
const samplesOf = async (metric: VitalMetric, where = 'true') =>
  (await sql<{ n: number }>(`select coalesce(sum(c), 0)::int as n from web_vitals, unnest(counts) c where metric = ? and ${where}`, [metric]))[0]!.n;

describe('POST /api/vitals', () => {
  it('counts a beacon in its bins and keeps nothing about the visitor', async () => {
    const res = await send(beacon({ template: 'careers', language: 'fr' }));
    expect(res.status).toBe(204);
    const rows = await sql<{ metric: VitalMetric; counts: number[]; day: string }>(
      "select metric, counts, to_char(day, 'YYYY-MM-DD') as day from web_vitals where template = 'careers' order by metric",
    );
    expect(rows.map((r) => r.metric)).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    const sent = beacon().metrics as Record<VitalMetric, number>;
    for (const row of rows) {
      expect(row.day).toBe(utcDay());
      expect(row.counts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(row.counts.indexOf(1)).toBe(binOf(row.metric, sent[row.metric]));
    }
    // The table's columns are the aggregate's keys and counts: no address, URL, agent or time of day.
    const columns = await sql<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'web_vitals' order by column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(['connection', 'counts', 'day', 'device', 'language', 'metric', 'template']);
  });

  it('refuses values outside physical ranges, unknown templates, keys and enums with 422 and a detail, storing nothing', async () => {
    const before = await rowCount();
    const refused: [Record<string, unknown>, RegExp][] = [
      ...vitalMetrics.flatMap((m): [Record<string, unknown>, RegExp][] => [
        [beacon({ metrics: { [m]: -1 } }), new RegExp(`metrics\\.${m}: ${m} must be at least 0`)],
        [beacon({ metrics: { [m]: vitalRanges[m] * 1.001 } }), new RegExp(`metrics\\.${m}: ${m} must be at most ${vitalRanges[m]}`)],
        [beacon({ metrics: { [m]: String(vitalRanges[m] / 10) } }), new RegExp(`metrics\\.${m}`)],
      ]),
      [beacon({ template: '/services/exterior-waterproofing' }), /template: template must be a page template/],
      [beacon({ template: 'admin-dashboard' }), /template/],
      [beacon({ language: 'de' }), /language: language must be en or fr/],
      [beacon({ device: 'tablet' }), /device: device must be phone or desktop/],
      [beacon({ connection: '5g' }), /connection: connection must be one of slow-2g, 2g, 3g, 4g, unknown/],
      [beacon({ url: 'https://example.com/?email=a@b.c' }), /url is not a field/],
      [beacon({ metrics: { LCP: 1000, FID: 10 } }), /FID is not a field/],
      [beacon({ metrics: {} }), /metrics must hold at least one metric/],
      [{ template: 'home' }, /language/],
    ];
    for (const [body, detail] of refused) {
      const res = await send(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
      expect(res.body.detail).toMatch(detail);
    }
    expect(await rowCount()).toBe(before);
  });

  it('accepts JSON only: a form or text/plain body is refused with 415 before it is read (the cross-site defence)', async () => {
    const json = JSON.stringify(beacon());
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
    ]) {
      const res = await sendRaw(json, type);
      expect([type, res.status]).toEqual([type, 415]);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    // What the reporter sends: a Blob of type application/json.
    expect((await sendRaw(new Blob([json], { type: 'application/json' }), 'application/json')).status).toBe(204);
  });

  it('refuses a body over 2 KB with 413, whatever it holds', async () => {
    const before = await rowCount();
    const padded = JSON.stringify({ ...beacon(), padding: 'x'.repeat(2100) });
    const big = await sendRaw(padded, 'application/json');
    expect(big.status).toBe(413);
    expect(big.body.detail).toBe('Request body is too large');
    expect((await sendRaw(JSON.stringify({ ...beacon(), padding: 'x'.repeat(300_000) }), 'application/json')).status).toBe(413);
    expect(await rowCount()).toBe(before);
  });

  it('holds one address to its budget (VITALS_BEACONS_PER_10_MIN, 60) per 10 minutes, counted atomically under parallel requests; others keep theirs', async () => {
    const address = freshAddress();
    const where = "template = 'warranty'";
    const answers = await Promise.all(Array.from({ length: h.config.vitalsBeaconsPer10Min + 30 }, () => send(beacon({ template: 'warranty' }), address)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(h.config.vitalsBeaconsPer10Min);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/Too many reports from your address/);
    expect(await samplesOf('LCP', where)).toBe(h.config.vitalsBeaconsPer10Min);
    // Another address still reports; an invalid beacon counts against its sender's budget too.
    expect((await send(beacon({ template: 'warranty' }))).status).toBe(204);
    const other = freshAddress();
    for (let i = 0; i < h.config.vitalsBeaconsPer10Min; i++) await send(beacon({ template: 'nope' }), other);
    expect((await send(beacon(), other)).status).toBe(429);
  });
});

/** A small seeded generator: the same beacons on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const bruteP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

describe('aggregates', () => {
  // The templates the tests above wrote to, and `privacy` (the window test's), are left alone.
  const flooded = pageTemplates.filter((t) => !['service', 'careers', 'warranty', 'privacy'].includes(t));

  it('stay within one row per day, template, language, device, connection and metric under 2,000 varied beacons; p75 matches the values sent', async () => {
    const next = random(34);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const sent = new Map<string, number[]>();
    const rowKeys = new Set<string>();
    const beacons = Array.from({ length: 2000 }, () => {
      const key = { template: pick(flooded), language: pick(['en', 'fr'] as const), device: pick(vitalsDevices), connection: pick(connectionTypes) };
      const metrics: Partial<Record<VitalMetric, number>> = {};
      for (const metric of vitalMetrics) {
        // Not every browser measures every metric (INP and CLS are Chromium's); TTFB always comes.
        if (metric !== 'TTFB' && next() < 0.15) continue;
        const [good, poor] = vitalThresholds[metric];
        const value = Math.min(vitalRanges[metric], (good + poor) * 0.4 * Math.exp(1.2 * (next() - 0.5)));
        metrics[metric] = value;
        const id = `${key.template}|${key.language}|${key.device}|${metric}`;
        sent.set(id, [...(sent.get(id) ?? []), value]);
        rowKeys.add(`${id}|${key.connection}`);
      }
      return { ...key, metrics };
    });
    const before = await rowCount();
    for (let i = 0; i < beacons.length; i += 50) {
      const answers = await Promise.all(beacons.slice(i, i + 50).map((b) => send(b)));
      expect(answers.map((a) => a.status).filter((s) => s !== 204)).toEqual([]);
    }
    const rows = await sql<{ n: number; combos: number }>(
      `select count(*)::int as n, count(distinct (template, language, device, connection))::int as combos from web_vitals where template in (?)`,
      [flooded],
    );
    // One row per day, template, language, device, connection and metric seen, however many
    // beacons: at most 13 templates x 2 languages x 2 devices x 5 connections x 5 metrics.
    expect(rows[0]!.n).toBe(rowKeys.size);
    expect(rows[0]!.n).toBeLessThanOrEqual(flooded.length * 2 * 2 * 5 * 5);
    expect(rows[0]!.combos).toBeLessThanOrEqual(flooded.length * 2 * 2 * 5);
    expect((await rowCount()) - before).toBe(rows[0]!.n);

    const report = (await h.call('GET', '/api/admin/web-vitals', { token: admin })).body;
    for (const [id, values] of sent) {
      const [template, language, device, metric] = id.split('|');
      const group = report.pages.find((g: Json) => g.template === template && g.language === language && g.device === device);
      const summary = group.metrics.find((m: Json) => m.metric === metric);
      expect(summary.samples, id).toBe(values.length);
      const truth = bruteP75(values);
      expect(Math.abs(summary.p75 - truth) / truth, id).toBeLessThanOrEqual(P75_RELATIVE_ERROR + 1e-9);
      const [good, poor] = vitalThresholds[metric as VitalMetric];
      const pct = (n: number) => Math.round((1000 * n) / values.length) / 10;
      expect([summary.good, summary.needs_improvement, summary.poor], id).toEqual([
        pct(values.filter((v) => v <= good).length),
        pct(values.filter((v) => v > good && v <= poor).length),
        pct(values.filter((v) => v > poor).length),
      ]);
      const failing = (['LCP', 'INP', 'CLS'] as const).includes(metric as 'LCP') && truth > good;
      expect(group.failing.includes(metric), id).toBe(failing);
    }
  });

  it('reports the last 28 days, today included', async () => {
    const key = { template: 'privacy', language: 'en', device: 'desktop', connection: '3g' };
    const lcp = (value: number) => [{ metric: 'LCP', counts: Array.from({ length: binOf('LCP', value) + 1 }, (_, i) => (i === binOf('LCP', value) ? 4 : 0)) }];
    const em = h.orm.em.fork();
    await addToHistograms(em, utcDay(-28), key, lcp(50_000));
    await addToHistograms(em, utcDay(-27), key, lcp(1_000));
    await addToHistograms(em, utcDay(), key, lcp(1_000));
    const report = (await h.call('GET', '/api/admin/web-vitals', { token: admin })).body;
    expect(report).toMatchObject({ days: 28, from: utcDay(-27), to: utcDay() });
    const page = report.pages.find((g: Json) => g.template === 'privacy');
    const summary = page.metrics.find((m: Json) => m.metric === 'LCP');
    expect(summary).toMatchObject({ samples: 8, good: 100, poor: 0, rating: 'good' });
    expect(page.failing).toEqual([]);
    expect(report.connections.find((g: Json) => g.connection === '3g' && g.device === 'desktop').metrics[0].samples).toBeGreaterThanOrEqual(8);
  });
});

describe('the report', () => {
  it('is the admin role’s only: 401 without a token, 403 for an estimator, REST and GraphQL answering the same', async () => {
    const query =
      '{ webVitals { days from to overall { device views failing metrics { metric samples p75 rating good needs_improvement poor } } pages { template language device connection views failing } connections { connection device views } } }';
    const anonymous = await h.call('GET', '/api/admin/web-vitals');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toEqual(expect.any(String));
    expect(codesOf(await gql(h, query))).toEqual(['UNAUTHENTICATED']);

    const estimator = await addAccount(h, admin, 'vitals.estimator', 'estimator');
    const refused = await h.call('GET', '/api/admin/web-vitals', { token: estimator.token });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toEqual(expect.any(String));
    expect(codesOf(await gql(h, query, {}, estimator.token))).toEqual(['FORBIDDEN']);

    const rest = (await h.call('GET', '/api/admin/web-vitals', { token: admin })).body;
    const graphql = (await gql(h, query, {}, admin)).data.webVitals;
    expect(graphql.overall).toEqual(rest.overall.map((g: Json) => ({ device: g.device, views: g.views, failing: g.failing, metrics: g.metrics })));
    expect(graphql.pages.map((g: Json) => g.template)).toEqual(rest.pages.map((g: Json) => g.template));
    expect(rest.overall.length).toBeGreaterThan(0);
  });
});
