import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { gql } from './graphql-helpers';
import { startHarness, type Harness } from './harness';
import { lead, newAddress, proxiedHarness } from './support/hostile-requests';

/**
 * What the outside can send that is not what a form sends: cross-site bodies, control
 * characters, broken encodings and cookies, multipart parts with hostile names, requests
 * that never end (docs/security.md). The spam defence of the contact form:
 * security-spam.test.ts.
 */

let h: Harness;
let token: string;
proxiedHarness((harness, adminToken) => ([h, token] = [harness, adminToken]));

const leadCount = () => h.orm.em.fork().count(Lead, {});

/** Raw bytes over a socket: what fetch would refuse to send. Resolves with the first answer's status line. */
function rawRequest(head: string, body: Buffer | string, opts: { keepOpen?: boolean; trickleMs?: number } = {}) {
  const { port } = new URL(h.baseUrl);
  return new Promise<{ status: number; ms: number; text: string }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    let trickle: NodeJS.Timeout | undefined;
    socket.on('data', (d) => {
      text += d.toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (m && text.includes('\r\n\r\n')) {
        clearInterval(trickle);
        socket.destroy();
        resolve({ status: Number(m[1]), ms: Date.now() - started, text });
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(trickle);
      if (!/^HTTP/.test(text)) reject(new Error(`closed without an answer after ${Date.now() - started} ms`));
    });
    socket.write(head);
    socket.write(body);
    if (opts.trickleMs) trickle = setInterval(() => socket.write('a'), opts.trickleMs);
    if (!opts.keepOpen && !opts.trickleMs) socket.end();
  });
}

describe('no cross-site requests', () => {
  it('GraphQL refuses form-encoded, text/plain and multipart POSTs before running anything (415)', async () => {
    const before = await leadCount();
    const mutation = `mutation { submitContact(input: { name: "CSRF", email: "csrf@example.com", phone: "705 555 0199", subject: "x", message: "y" }) { id } }`;
    const bodies: [string, BodyInit][] = [
      ['application/x-www-form-urlencoded', new URLSearchParams({ query: mutation }).toString()],
      ['text/plain', JSON.stringify({ query: mutation })],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${mutation}\r\n--x--\r\n`],
    ];
    for (const [type, body] of bodies) {
      const res = await fetch(`${h.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': type, ...newAddress() }, body });
      expect(res.status, type).toBe(415);
      expect((await res.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    // A GET cannot carry a mutation either.
    const get = await fetch(`${h.baseUrl}/graphql?query=${encodeURIComponent(mutation)}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(405);
    expect(await leadCount()).toBe(before);
  });

  it('state-changing REST calls refuse form encodings (415), with or without a token', async () => {
    const before = await leadCount();
    const form = new URLSearchParams(lead() as Record<string, string>).toString();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await h.call('POST', '/api/contact', { raw: form, headers: { 'content-type': type, ...newAddress() } });
      expect(res.status, type).toBe(415);
    }
    expect((await h.call('POST', '/api/admin/logout', { token, raw: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(
      415,
    );
    expect((await h.call('DELETE', '/api/admin/services/1', { token, raw: 'x=1', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await h.call('GET', '/api/admin/me', { token })).status).toBe(200);
    expect(await leadCount()).toBe(before);
  });

  it('every body kind is size-limited: JSON over 256 KB is 413; another type is refused before it is read', async () => {
    const big = JSON.stringify({ query: `{ services { id } }`, padding: 'x'.repeat(300_000) });
    expect((await h.call('POST', '/graphql', { raw: big, headers: { 'content-type': 'application/json' } })).status).toBe(413);
    expect((await h.call('POST', '/api/contact', { raw: big, headers: { 'content-type': 'application/json', ...newAddress() } })).status).toBe(413);
    // 50 MB announced, 1 KB sent: the answer comes at once, without waiting for the rest.
    const head = (path: string, type: string) =>
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 52428800\r\nX-Forwarded-For: 192.0.2.250\r\n\r\n`;
    for (const [path, type] of [
      ['/graphql', 'application/x-www-form-urlencoded'],
      ['/api/contact', 'text/plain'],
    ]) {
      const answer = await rawRequest(head(path!, type!), 'x'.repeat(1024), { keepOpen: true });
      expect(answer.status, path).toBe(415);
    }
  });

  it('every cookie the product sets is SameSite (the queue dashboard ticket swap)', async () => {
    const ticket = await h.call('POST', '/api/admin/queue-dashboard', { token });
    const res = await fetch(`${h.baseUrl}${ticket.body.url}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^nr_queues=.+; Max-Age=28800; Path=\/admin\/queues; HttpOnly; SameSite=Strict$/);
    for (const path of ['/', '/contact', '/admin/login', '/api/health', '/graphql?query=%7B__typename%7D']) {
      const page = await fetch(`${h.baseUrl}${path}`, { headers: { accept: 'application/json' } });
      for (const c of page.headers.getSetCookie()) expect(c, path).toMatch(/SameSite=(Strict|Lax)/i);
    }
  });
});

describe('bad input never 5xx, never reaches the database', () => {
  const nul = 'a\u0000b';

  it('NUL and other control characters in any text answer 422 (REST) or BAD_USER_INPUT (GraphQL)', async () => {
    const before = await leadCount();
    for (const bad of [nul, 'a\u0001b', 'a\u001bb', 'a\u007fb']) {
      const rest = await h.call('POST', '/api/contact', { body: lead({ name: bad }), headers: newAddress() });
      expect(rest.status).toBe(422);
      expect(rest.body.errors[0].field).toBe('name');
    }
    const key = await h.call('POST', '/api/contact', { body: { ...lead(), [`x${nul}`]: 1 }, headers: newAddress() });
    expect(key.status).toBe(422);
    const login = await h.call('POST', '/api/admin/login', { body: { username: nul, password: nul }, headers: newAddress() });
    expect(login.status).toBe(422);
    const settings = await h.call('PUT', '/api/admin/site-settings', {
      token,
      body: { company_name: nul, tagline: 't', description: 'd', phone: '1', email: 'a@b.example', address: 'x', logo: '/x.png' },
    });
    expect(settings.status).toBe(422);
    expect((await h.call('GET', `/api/blog/${encodeURIComponent(nul)}`)).status).toBe(422);
    expect((await h.call('GET', `/api/admin/contacts/export?search=${encodeURIComponent(nul)}`, { token })).status).toBe(422);

    const viaVariable = await gql(h, 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }', { input: lead({ message: nul }) });
    expect(viaVariable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const viaLiteral = await gql(h, '{ blogPost(slug: "a\\u0000b") { id } }');
    expect(viaLiteral.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const note = await gql(h, 'mutation { addContactNote(id: 1, input: { body: "x\\u0000" }) { id } }', undefined, token);
    expect(note.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await leadCount()).toBe(before);
  });

  it('multi-line text keeps its line breaks and tabs', async () => {
    const res = await h.call('POST', '/api/contact', { body: lead({ message: 'line 1\r\nline 2\tend' }), headers: newAddress() });
    expect(res.status).toBe(201);
  });

  it('malformed cookies, percent-encoding and headers answer 400, never 500', async () => {
    const cookie = await fetch(`${h.baseUrl}/admin/queues/`, { headers: { cookie: 'nr_queues=%E0%A4%A' } });
    expect(cookie.status).toBe(400);
    expect((await fetch(`${h.baseUrl}/admin/queues/`, { headers: { cookie: 'a=%E0%A4%A; nr_queues=x' } })).status).toBe(401);
    expect((await fetch(`${h.baseUrl}/api/blog/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${h.baseUrl}/api/admin/services/%E0%A4%A`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } })).status).toBeLessThan(
      500,
    );
    const page = await fetch(`${h.baseUrl}/services/%E0%A4%A`);
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    const gzip = await h.call('POST', '/api/contact', {
      raw: 'not gzip',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', ...newAddress() },
    });
    expect(gzip.status).toBe(400);
    const charset = await h.call('POST', '/api/contact', { raw: '{}', headers: { 'content-type': 'application/json; charset=iso-8859-1', ...newAddress() } });
    expect(charset.status).toBe(415);
    const header = await rawRequest('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n', '');
    expect(header.status).toBe(400);
  });

  it.each([
    ['NUL', 'a\u0000b.jpg'],
    ['CR/LF', 'a\r\nb.jpg'],
    ['0x01', 'a\u0001b.jpg'],
  ])('a multipart file name with %s answers 4xx at once, without waiting for the rest of the body', async (_name, filename) => {
    const boundary = 'XyZ';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const head =
      'POST /api/upload HTTP/1.1\r\nHost: x\r\n' +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\nX-Forwarded-For: 192.0.2.251\r\n\r\n`;
    const answer = await rawRequest(head, Buffer.concat([Buffer.from(part, 'latin1'), Buffer.alloc(2048, 0xff)]), { keepOpen: true });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.ms).toBeLessThan(5_000);
  });
});

describe('every request has a bounded time to answer', () => {
  it("a chunked upload that never ends is answered 408 within the server's request timeout", async () => {
    const short = await startHarness({}, { timeouts: { headersMs: 2_000, requestMs: 3_000, responseMs: 10_000, checkIntervalMs: 500 } });
    try {
      const { port } = new URL(short.baseUrl);
      const answer = await new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const started = Date.now();
        const socket = connect(Number(port), '127.0.0.1');
        let text = '';
        // A byte every 200 ms: never idle, never done.
        const trickle = setInterval(() => socket.write('1\r\na\r\n'), 200);
        const done = (status: number) => {
          clearInterval(trickle);
          socket.destroy();
          resolve({ status, ms: Date.now() - started });
        };
        socket.on('data', (d) => {
          text += d.toString();
          const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
          if (m) done(Number(m[1]));
        });
        socket.on('close', () => (/^HTTP/.test(text) ? undefined : done(0)));
        socket.on('error', reject);
        socket.write('POST /api/upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n');
        const first = Buffer.from('--b\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n');
        socket.write(`${first.length.toString(16)}\r\n`);
        socket.write(first);
        socket.write('\r\n');
      });
      expect(answer.status).toBe(408);
      expect(answer.ms).toBeGreaterThanOrEqual(2_500);
      expect(answer.ms).toBeLessThan(20_000);
    } finally {
      await short.close();
    }
  });
});
