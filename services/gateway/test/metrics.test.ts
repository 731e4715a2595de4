import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '@northrock/core/registry';
import { notifyStaffJob } from '@northrock/core/lead';
import { metricsTokenRule } from '../src/modules/metrics/metrics.routes';
import { startHarness, type Harness } from './harness';

const TOKEN = 'metrics-token-0123456789-abcdef';
let h: Harness;
let queue: JobQueue;

beforeAll(async () => {
  queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix: `t${Math.random().toString(36).slice(2, 10)}` });
  // TRUST_PROXY: each test names its client address in X-Forwarded-For.
  h = await startHarness({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback' }, { queue });
});
afterAll(async () => {
  await h?.close();
  await queue?.close();
});

const scrape = (headers: Record<string, string> = {}) => fetch(`${h.baseUrl}/metrics`, { headers });
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers only with the bearer token', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const res = await scrape(headers);
      expect(res.status).toBe(401);
      expect((await res.json()).detail).toMatch(/METRICS_TOKEN/);
    }
  });

  it('shows queue depths, leads per delivery state, the oldest undelivered lead and the outbox backlog', async () => {
    const submitted = await h.call('POST', '/api/contact', {
      body: { name: 'Metric Lead', email: 'm@example.com', phone: '807 555 0100', subject: 'Crack', message: 'A crack.' },
    });
    expect(submitted.status).toBe(201);
    await queue.enqueue(notifyStaffJob, { submission_id: submitted.body.id }, { jobId: crypto.randomUUID() });
    await new Promise((r) => setTimeout(r, 1_100));

    const res = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(value(text, 'northrock_up{dependency="database"}')).toBe(1);
    expect(value(text, 'northrock_up{dependency="redis"}')).toBe(1);
    expect(value(text, 'northrock_leads{state="received"}')).toBe(1);
    expect(value(text, 'northrock_leads{state="delivered"}')).toBe(0);
    expect(value(text, 'northrock_lead_oldest_undelivered_seconds')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'northrock_outbox_pending')).toBe(2); // the staff e-mail and the confirmation, no worker here
    expect(value(text, 'northrock_queue_jobs{queue="contact.notify-staff",state="waiting"}')).toBe(1);
    expect(value(text, 'northrock_queue_jobs{queue="contact.process-photos",state="failed"}')).toBe(0);
    expect(text).toContain('northrock_gateway_process_resident_memory_bytes');
  });
});

describe('token guesses', () => {
  const from = (address: string, token: string) => scrape({ authorization: `Bearer ${token}`, 'x-forwarded-for': address });

  it('are counted per address before the check: parallel guesses past the limit get 429 with Retry-After, even with the right token', async () => {
    const answers = await Promise.all(Array.from({ length: metricsTokenRule.limit + 15 }, (_, i) => from('198.51.100.1', `guess-${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(metricsTokenRule.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).detail).toMatch(/Too many metrics token attempts/);
    expect((await from('198.51.100.1', TOKEN)).status).toBe(429);
    // Another address keeps its own budget.
    const other = await from('198.51.100.2', TOKEN);
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('northrock_up');
  });

  it('a scraper with the right token never runs out', async () => {
    for (let i = 0; i < metricsTokenRule.limit + 3; i++) expect((await from('198.51.100.3', TOKEN)).status).toBe(200);
    expect((await from('198.51.100.3', 'wrong')).status).toBe(401);
  });
});

describe('without METRICS_TOKEN', () => {
  it('serves no metrics at all', async () => {
    const plain = await startHarness();
    try {
      const res = await fetch(`${plain.baseUrl}/metrics`);
      expect(await res.text()).not.toContain('northrock_');
    } finally {
      await plain.close();
    }
  });
});
