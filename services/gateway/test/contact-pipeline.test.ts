import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessage } from '@northrock/core/outbox';
import { leadRateLimit, Lead } from '@northrock/core/lead';
import { recordDeliveryFailure } from '@northrock/core/lead-pipeline';
import { createObjectStore, loadConfig } from '@northrock/core/platform';
import { smallPng, startS3, type TestS3 } from '@northrock/worker/testing';
import { startHarness, type Harness } from './harness';
import type { Json } from '../../../test/json';

let h: Harness;
let s3: TestS3;
let token: string;

beforeAll(async () => {
  s3 = await startS3();
  h = await startHarness({ TRUST_PROXY: 'loopback' }, { storage: createObjectStore(loadConfig(s3.env)) });
  token = await h.login();
});
afterAll(async () => {
  await h?.close();
  await s3?.stop();
});

const lead = (extra: Record<string, unknown> = {}) => ({
  name: 'Ana Silva',
  email: 'ana@example.com',
  phone: '705 555 0199',
  city: 'Sudbury',
  subject: 'Wet basement',
  message: 'Water at the base of the wall.',
  ...extra,
});

async function uploadOne(): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'wall.png');
  const res = await fetch(`${h.baseUrl}/api/upload`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { urls: string[] }).urls[0]!;
}

describe('POST /api/contact', () => {
  it('answers 201 with the stored lead (no pipeline internals) and records its jobs in the outbox', async () => {
    const photo = await uploadOne();
    const res = await h.call('POST', '/api/contact', { body: lead({ photo_urls: [photo] }) });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'address',
        'booking_token',
        'city',
        'created_at',
        'email',
        'id',
        'language',
        'message',
        'name',
        'phone',
        'photo_urls',
        'status',
        'subject',
        'updated_at',
      ].sort(),
    );
    expect(res.body).toMatchObject({ status: 'new', address: '', language: 'en', photo_urls: [photo] });
    const jobs = await h.orm.em.fork().find(OutboxMessage, { ref: `contact_submission:${res.body.id}` });
    expect(jobs.map((j) => j.job_name).sort()).toEqual(['contact.confirm-homeowner', 'contact.notify-staff', 'contact.process-photos']);
  });

  it('accepts only paths returned by the upload endpoint', async () => {
    const res = await h.call('POST', '/api/contact', { body: lead({ photo_urls: ['https://evil.example/x.jpg'] }) });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'photo_urls.0' });
  });

  it('limits enquiries per address, counting every attempt (valid or not) before the work', async () => {
    const statuses: number[] = [];
    const invalid = await h.call('POST', '/api/contact', { body: { ...lead(), email: 'typo' } });
    expect(invalid.status).toBe(422);
    // The earlier tests of this file and the refused one above used part of the budget.
    for (let i = 0; i < leadRateLimit.limit; i++) statuses.push((await h.call('POST', '/api/contact', { body: lead() })).status);
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeLessThan(leadRateLimit.limit);
    expect(statuses.slice(0, accepted).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(accepted).every((s) => s === 429)).toBe(true);
    const last = await h.call('POST', '/api/contact', { body: lead() });
    expect(last.status).toBe(429);
    expect(last.body.detail).toMatch(/Too many enquiries/);
  });
});

describe('admin contacts', () => {
  it('lists leads newest first with photos (signed originals, variants once made) and delivery state', async () => {
    const res = await h.call('GET', '/api/admin/contacts', { token });
    expect(res.status).toBe(200);
    const ids = (res.body as { id: number }[]).map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const withPhoto = (res.body as Json[]).find((c) => c.photo_urls.length === 1);
    expect(withPhoto).toMatchObject({
      delivery_state: 'received', // no worker in this test: saved, waiting for the relay
      delivery_error: null,
      enqueued_at: null,
      staff_notified_at: null,
      photos: [{ path: withPhoto.photo_urls[0], large_url: null, thumb_url: null, error: null }],
    });
    const original = withPhoto.photos[0].original_url as string;
    expect(original).toMatch(/^\/media\/originals\/.+\.png\?token=/);
    const fetched = await fetch(h.baseUrl + original);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    await fetched.arrayBuffer();
  });

  it('sets any status from any other and counts new ones on the dashboard', async () => {
    const { body: list } = await h.call('GET', '/api/admin/contacts', { token });
    const id = list[0].id as number;
    const count = async () => (await h.call('GET', '/api/admin/dashboard-stats', { token })).body.new_contacts as number;
    const before = await count();
    for (const status of ['resolved', 'contacted', 'new', 'resolved']) {
      const res = await h.call('PUT', `/api/admin/contacts/${id}`, { token, body: { status } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, status, delivery_state: 'received' });
    }
    expect(await count()).toBe(before - 1);
    const bad = await h.call('PUT', `/api/admin/contacts/${id}`, { token, body: { status: 'archived' } });
    expect(bad.status).toBe(422);
  });
});

describe('GET /api/health', () => {
  it('includes object storage, and answers 503 naming it when it stops answering', async () => {
    const ok = await h.call('GET', '/api/health');
    expect(ok.status).toBe(200);
    expect(ok.body.checks).toMatchObject({ database: 'ok', redis: 'ok', storage: 'ok' });
    await s3.stop();
    const down = await h.call('GET', '/api/health');
    expect(down.status).toBe(503);
    expect(down.body.detail).toBe('Not answering: storage');
  });
});

describe('GET /api/admin/contacts paging', () => {
  it('answers every lead without parameters, and one page of the same list with them', async () => {
    const all = await h.call('GET', '/api/admin/contacts', { token });
    const ids = (all.body as { id: number }[]).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(12);
    expect(all.headers.get('x-total-count')).toBe(String(ids.length));

    const second = await h.call('GET', '/api/admin/contacts?page=2&page_size=5', { token });
    expect(second.status).toBe(200);
    expect(Array.isArray(second.body)).toBe(true);
    expect((second.body as { id: number }[]).map((c) => c.id)).toEqual(ids.slice(5, 10));
    expect(second.body[0]).toHaveProperty('delivery_state');
    expect(second.headers.get('x-total-count')).toBe(String(ids.length));
    const link = second.headers.get('link')!;
    expect(link).toContain('</api/admin/contacts?page=3&page_size=5>; rel="next"');
    expect(link).toContain('</api/admin/contacts?page=1&page_size=5>; rel="prev"');

    const last = Math.ceil(ids.length / 5);
    const end = await h.call('GET', `/api/admin/contacts?page=${last}&page_size=5`, { token });
    expect(end.headers.get('link')).not.toContain('rel="next"');
    const filtered = await h.call('GET', '/api/admin/contacts?search=Ana%20Silva&status=new&page_size=3', { token });
    expect((filtered.body as unknown[]).length).toBeLessThanOrEqual(3);

    for (const bad of ['page=0', 'page_size=101', 'page_size=x', 'status=archived']) {
      const res = await h.call('GET', `/api/admin/contacts?${bad}`, { token });
      expect(res.status, bad).toBe(422);
    }
    expect((await h.call('GET', '/api/admin/contacts?page=1')).status).toBe(401);
  });

  it('documents the paging parameters and headers in the OpenAPI document', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).body;
    const op = doc.paths['/admin/contacts'].get;
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'query:page',
      'query:page_size',
      'query:status',
      'query:search',
      'query:source',
      'query:spam',
      'query:owner',
      'query:answered',
      'query:sort',
    ]);
    expect(Object.keys(op.responses['200'].headers)).toEqual(['X-Total-Count', 'Link']);
    expect(op.responses['200'].content['application/json'].schema.type).toBe('array');
  });
});

describe('the delivery alert', () => {
  it('shows leads whose staff e-mail gave up, and "Retry now" queues them again, over REST and GraphQL', async () => {
    // From an address of its own: the rate-limit test above spent the default one's budget.
    const { body: created } = await h.call('POST', '/api/contact', {
      body: lead({ name: 'Stuck Lead' }),
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    expect((await h.call('GET', '/api/admin/contacts/delivery-alert')).status).toBe(401);
    const none = await h.call('GET', '/api/admin/contacts/delivery-alert', { token });
    expect(none.body).toEqual({ undelivered: 0, failed: 0, oldest_received_at: null });

    // What the worker records when the mail server refuses the staff address for good.
    const em = h.orm.em.fork();
    const s = await em.findOneOrFail(Lead, { id: created.id });
    await recordDeliveryFailure(em, {
      name: 'contact.notify-staff',
      jobId: 'x',
      payload: { submission_id: s.id, submission_uid: s.uid },
      error: new Error('550 no such mailbox'),
      attempt: 1,
      maxAttempts: 12,
      final: true,
    });
    const alert = await h.call('GET', '/api/admin/contacts/delivery-alert', { token });
    expect(alert.body).toMatchObject({ undelivered: 1, failed: 1, oldest_received_at: created.created_at });
    const viaGraphql = await h.call('POST', '/graphql', { token, body: { query: '{ deliveryAlert { undelivered failed oldest_received_at } }' } });
    expect(viaGraphql.body.data.deliveryAlert).toEqual(alert.body);
    const listed = (await h.call('GET', '/api/admin/contacts', { token })).body.find((c: { id: number }) => c.id === created.id);
    expect(listed).toMatchObject({ delivery_state: 'failed', delivery_error: 'Emailing staff failed after 1 attempt(s): 550 no such mailbox' });
    expect(listed.delivery_failed_at).not.toBeNull();

    expect((await h.call('POST', '/api/admin/contacts/retry-undelivered')).status).toBe(401);
    const before = await h.orm.em.fork().count(OutboxMessage, { ref: `contact_submission:${created.id}` });
    const retried = await h.call('POST', '/api/admin/contacts/retry-undelivered', { token });
    expect(retried.body).toEqual({ retried: 1 });
    expect(await h.orm.em.fork().count(OutboxMessage, { ref: `contact_submission:${created.id}` })).toBe(before + 2);
    expect((await h.call('GET', '/api/admin/contacts/delivery-alert', { token })).body.undelivered).toBe(0);
    const again = await h.call('POST', '/graphql', { token, body: { query: 'mutation { retryUndeliveredLeads }' } });
    expect(again.body.data.retryUndeliveredLeads).toBe(0);
  });
});
