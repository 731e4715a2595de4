import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessage } from '@northrock/core/modules/contact/outbox.entity';
import { contactRateLimit } from '@northrock/core/modules/contact/contact.service';
import { loadConfig } from '@northrock/core/platform/config';
import { createObjectStore } from '@northrock/core/platform/storage';
import { smallPng } from '../../worker/test/support/photos';
import { startS3, type TestS3 } from '../../worker/test/support/s3-server';
import { startHarness, type Harness } from './harness';

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
      ['address', 'city', 'created_at', 'email', 'id', 'message', 'name', 'phone', 'photo_urls', 'status', 'subject', 'updated_at'].sort(),
    );
    expect(res.body).toMatchObject({ status: 'new', address: '', photo_urls: [photo] });
    const jobs = await h.orm.em.fork().find(OutboxMessage, { payload: { submission_id: res.body.id } } as never);
    expect(jobs.map((j) => j.job_name).sort()).toEqual(['contact.confirm-homeowner', 'contact.process-photos']);
  });

  it('accepts only paths returned by the upload endpoint', async () => {
    const res = await h.call('POST', '/api/contact', { body: lead({ photo_urls: ['https://evil.example/x.jpg'] }) });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'photo_urls.0' });
  });

  it('limits enquiries per address', async () => {
    const from = { 'x-forwarded-for': '192.0.2.44' };
    const statuses: number[] = [];
    const invalid = await h.call('POST', '/api/contact', { body: { ...lead(), email: 'typo' }, headers: from });
    expect(invalid.status).toBe(422);
    for (let i = 0; i < contactRateLimit.limit; i++) statuses.push((await h.call('POST', '/api/contact', { body: lead(), headers: from })).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const last = await h.call('POST', '/api/contact', { body: lead(), headers: from });
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
    const withPhoto = (res.body as any[]).find((c) => c.photo_urls.length === 1);
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
