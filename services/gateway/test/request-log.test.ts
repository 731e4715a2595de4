import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@northrock/core/platform';
import { startHarness, type Harness } from './harness';

/** The gateway's access log and request ids (docs/architecture.md, "Logs"). */

let h: Harness;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  h = await startHarness({}, { log: createLogger('info', { service: 'gateway' }, { write: (line) => void lines.push(JSON.parse(line)) }) });
});
afterAll(async () => {
  await h?.close();
});

const settle = () => new Promise((r) => setTimeout(r, 50));
const accessLine = (id: string) =>
  lines.find((l) => l.request_id === id && l.msg === 'request completed') as { req: Record<string, unknown>; res: Record<string, unknown> } | undefined;

describe('request log', () => {
  it('answers every request with an id, honouring a sane X-Request-Id, and logs one access line for it (cached reads too)', async () => {
    for (const n of [1, 2]) {
      const id = `public-read-000${n}`;
      const res = await h.call('GET', '/api/services', { headers: { 'x-request-id': id } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(id);
      await settle();
      expect(accessLine(id), `read ${n}`).toMatchObject({ req: { method: 'GET', url: '/api/services' }, res: { status: 200 } });
    }
    const page = await fetch(`${h.baseUrl}/warranty`);
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('error answers name their request in the body as in the header', async () => {
    const bad = await h.call('POST', '/api/contact', { raw: '{"name":', headers: { 'content-type': 'application/json', 'x-request-id': 'bad-json-0001' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: 'Malformed JSON in request body', request_id: 'bad-json-0001' });
    const missing = await h.call('GET', '/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body.request_id).toBe(missing.headers.get('x-request-id'));
    const invalid = await h.call('POST', '/api/contact', { body: { name: '' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.request_id).toBe(invalid.headers.get('x-request-id'));
  });

  it('never logs the bearer token, the password sent to sign in, or cookies', async () => {
    const token = await h.login();
    await h.call('GET', '/api/admin/me', { token, headers: { 'x-request-id': 'admin-call-0001', cookie: 'nr_device=device-secret' } });
    await settle();
    expect(accessLine('admin-call-0001')).toMatchObject({ req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } }, res: { status: 200 } });
    const text = JSON.stringify(lines);
    for (const secret of [token, 'northrock-admin', 'device-secret']) expect(text).not.toContain(secret);
  });
});
