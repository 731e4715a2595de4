import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@northrock/core/platform';
import { startHarness, type Harness } from './harness';

/** The gateway's access log and request ids (docs/architecture.md, "Logs"). */

let h: Harness;
const raw: string[] = [];
const lines = () => raw.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  // TRUST_PROXY: each test names its client in X-Forwarded-For, as a load balancer would.
  h = await startHarness(
    { TRUST_PROXY: 'loopback' },
    { log: createLogger('info', { service: 'gateway' }, { write: (line) => void raw.push(line.trimEnd()) }) },
  );
});
afterAll(async () => {
  await h?.close();
});

const settle = () => new Promise((r) => setTimeout(r, 80));
const accessLine = (id: string) => lines().find((l) => l.request_id === id && l.msg === 'access');
const keys = ['level', 'time', 'service', 'msg', 'method', 'route', 'status', 'duration_ms', 'bytes', 'client_ip', 'request_id', 'cache'];

describe('access log', () => {
  it('writes one flat line per request: route template, status, time, bytes, the limiter’s client address, cache hit or miss', async () => {
    for (const [n, cache] of [
      [1, 'miss'],
      [2, 'hit'],
    ] as const) {
      const id = `public-read-000${n}`;
      const res = await h.call('GET', '/api/services', { headers: { 'x-request-id': id, 'x-forwarded-for': '203.0.113.7' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(id);
      await settle();
      const line = accessLine(id);
      expect(Object.keys(line ?? {}).sort(), `read ${n}`).toEqual(keys.sort());
      expect(line).toMatchObject({ level: 'info', msg: 'access', method: 'GET', route: '/api/services', status: 200, client_ip: '203.0.113.7', cache });
      expect(line!.duration_ms).toBeGreaterThan(0);
      expect(line!.bytes).toBeGreaterThan(Number(res.headers.get('content-length')));
    }
    // An IPv6 client counts as its /64, in the limiter and in the log alike.
    await h.call('GET', '/api/blog/no-such-post', { headers: { 'x-request-id': 'blog-miss-0001', 'x-forwarded-for': '2001:db8:1:2:3:4:5:6' } });
    const page = await fetch(`${h.baseUrl}/blog/some-post`, { headers: { 'x-request-id': 'page-read-0001' } });
    expect(page.headers.get('x-request-id')).toBe('page-read-0001');
    await page.text();
    await settle();
    expect(accessLine('blog-miss-0001')).toMatchObject({ route: '/api/blog/:slug', status: 404, client_ip: '2001:db8:1:2::/64', cache: 'miss' });
    expect(accessLine('page-read-0001')).toMatchObject({ route: '/blog/:slug', client_ip: '127.0.0.1', cache: 'none' });
  });

  it('logs as client_ip the very key the rate limiter counted the request under', async () => {
    const sent = await h.call('POST', '/api/contact', {
      body: { name: '' },
      headers: { 'x-request-id': 'limit-key-0001', 'x-forwarded-for': '2001:db8:9:9:1:2:3:4' },
    });
    expect(sent.status).toBe(422);
    await settle();
    const logged = accessLine('limit-key-0001')!.client_ip as string;
    expect(logged).toBe('2001:db8:9:9::/64');
    const keys = await h.redis.keys('*contact*');
    expect(keys.some((key) => key.endsWith(`:${logged}`))).toBe(true);
  });

  it('names the GraphQL operation and the signed-in admin; REST routes by template', async () => {
    const token = await h.login();
    const query = (id: string, body: unknown, auth?: string) =>
      h.call('POST', '/graphql', { body, token: auth, headers: { 'x-request-id': id } }).then((r) => expect(r.status).toBe(200));
    await query('gql-public-0001', { query: 'query ServicesForLog { services { id } }' });
    await query('gql-public-0002', { query: 'query ServicesForLog { services { id } }' });
    await query('gql-admin-0001', { query: 'query Me { me { username } }', operationName: 'Me' }, token);
    await query('gql-anon-00001', { query: '{ services { slug } }' });
    const gone = await h.call('DELETE', '/api/admin/services/999999', { token, headers: { 'x-request-id': 'rest-admin-0001' } });
    expect(gone.status).toBe(404);
    await settle();
    expect(accessLine('gql-public-0001')).toMatchObject({ method: 'POST', route: '/graphql', gql_operation: 'ServicesForLog', cache: 'miss' });
    expect(accessLine('gql-public-0002')).toMatchObject({ route: '/graphql', gql_operation: 'ServicesForLog', cache: 'hit' });
    expect(accessLine('gql-admin-0001')).toMatchObject({ route: '/graphql', gql_operation: 'Me', cache: 'none', admin_id: expect.any(Number) });
    expect(accessLine('gql-anon-00001')).not.toHaveProperty('gql_operation');
    expect(accessLine('rest-admin-0001')).toMatchObject({
      method: 'DELETE',
      route: '/api/admin/services/:id',
      status: 404,
      admin_id: accessLine('gql-admin-0001')!.admin_id,
    });
  });

  it('keeps every line at or under 350 bytes: no headers, no query strings, long values cut', async () => {
    const long = 'x'.repeat(3000); // the whole head stays under Node's 16 KB limit
    await h.call('GET', `/api/${long}?q=${long}`, { headers: { 'x-request-id': 'y'.repeat(64), 'user-agent': long, referer: long } });
    await h.call('GET', `/media/${long}`, { headers: { 'x-forwarded-for': 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff' } });
    await fetch(`${h.baseUrl}/${long}`).then((r) => r.text());
    const name = `Op${'a'.repeat(3000)}`;
    await h.call('POST', '/graphql', { body: { query: `query ${name} { me { username } }`, operationName: name }, token: await h.login() });
    await h.call('POST', '/graphql', { body: { query: '{ services { id } }', operationName: 'bad\u0000name' } });
    await settle();
    const access = raw.filter((line) => line.includes('"msg":"access"'));
    expect(access.length).toBeGreaterThan(5);
    for (const line of access) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(350);
    const text = access.join('\n');
    for (const leaked of ['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'user-agent', 'q=', 'bad\\u0000']) {
      expect(text).not.toContain(leaked);
    }
    expect(lines().map((l) => l.route)).toEqual(expect.arrayContaining(['/api/*', '/media/*', '/*']));
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
    expect(accessLine('admin-call-0001')).toMatchObject({ route: '/api/admin/me', status: 200, admin_id: expect.any(Number) });
    const text = raw.join('\n');
    for (const secret of [token, 'northrock-admin', 'device-secret']) expect(text).not.toContain(secret);
  });
});
