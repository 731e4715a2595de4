import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRateLimit, Lead, createFormTokens } from '@northrock/core/lead';
import { OutboxMessage } from '@northrock/core/outbox';
import { createJobQueue, type JobQueue } from '@northrock/core/registry';
import { gql } from './graphql-helpers';
import { startHarness, TEST_JWT_SECRET, type Harness } from './harness';

/**
 * What the outside can send that is not what a form sends: cross-site bodies, control
 * characters, broken encodings and cookies, multipart parts with hostile names, requests
 * that never end; and the spam defence of the contact form (docs/security.md).
 *
 * The gateway trusts the loopback proxy here (`TRUST_PROXY=loopback`), so each test speaks
 * from an address of its own (`X-Forwarded-For`) and has its own rate-limit budgets.
 */

let h: Harness;
let queue: JobQueue;
let token: string;
beforeAll(async () => {
  queue = createJobQueue({ redisUrl: process.env.TEST_REDIS_URL!, prefix: `sec${Math.random().toString(36).slice(2, 8)}` });
  h = await startHarness({ TRUST_PROXY: 'loopback' }, { queue });
  token = await h.login();
});
afterAll(async () => {
  await h?.close();
  await queue?.close();
});

let nextAddress = 1;
const newAddress = () => ({ 'x-forwarded-for': `192.0.2.${nextAddress++}` });

const lead = (extra: Record<string, unknown> = {}) => ({
  name: 'Ana Silva',
  email: 'ana@example.com',
  phone: '705 555 0199',
  city: 'Sudbury',
  subject: 'Wet basement',
  message: 'Water at the base of the wall.',
  ...extra,
});

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

describe('spam defence that never loses a real lead', () => {
  const tokens = createFormTokens(TEST_JWT_SECRET);
  const submit = (input: Record<string, unknown>) => gql(h, 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }', { input });
  const stored = (id: number) => h.orm.em.fork().findOneOrFail(Lead, { id });
  const outboxOf = (id: number) => h.orm.em.fork().count(OutboxMessage, { payload: { submission_id: id } } as never);

  it('the contact page carries a honeypot and a signed render time', async () => {
    const html = await (await fetch(`${h.baseUrl}/contact`)).text();
    const trap = /<input[^>]*name="website"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(trap).toMatch(/tabindex="-1"/i);
    expect(trap).toMatch(/autocomplete="off"/i);
    expect(html).toMatch(/<div class="form__trap" aria-hidden="true">/);
    const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeTruthy();
    expect(tokens.check(token!)).toBe('too_fast');
  });

  it('a submission sent right after the page was rendered is stored as spam: no emails, no photo work', async () => {
    const html = await (await fetch(`${h.baseUrl}/contact`, { headers: newAddress() })).text();
    const form_token = /name="form_token" value="([^"]+)"/.exec(html)![1]!;
    const res = await submit(lead({ name: 'Too Fast', website: '', form_token }));
    const id = res.data.submitContact.id as number;
    const s = await stored(id);
    expect(s.spam_reason).toMatch(/less than 3 seconds/);
    expect(await outboxOf(id)).toBe(0);
  });

  it.each([
    ['the honeypot filled', { website: 'http://spam.example', form_token: tokens.issue(Date.now() - 10_000) }, /hidden field/],
    ['a forged token', { form_token: `${Date.now() - 10_000}.${'A'.repeat(43)}` }, /forged/],
  ])('%s: stored as spam, never lost', async (_name, signals, reason) => {
    const res = await h.call('POST', '/api/contact', { body: lead(signals), headers: newAddress() });
    expect(res.status).toBe(201);
    const s = await stored(res.body.id);
    expect(s.spam_reason).toMatch(reason);
    expect(await outboxOf(res.body.id)).toBe(0);
  });

  it('a person (the token older than 3 s, the honeypot empty) and a plain JSON client (docs/product.md §7) are not spam', async () => {
    const person = await submit(lead({ name: 'Real Person', website: '', form_token: tokens.issue(Date.now() - 4_000) }));
    expect((await stored(person.data.submitContact.id)).spam_reason).toBeNull();
    expect(await outboxOf(person.data.submitContact.id)).toBe(2);
    const plain = await h.call('POST', '/api/contact', { body: lead({ name: 'Plain Client' }), headers: newAddress() });
    expect(plain.status).toBe(201);
    expect((await stored(plain.body.id)).spam_reason).toBeNull();
    expect(await outboxOf(plain.body.id)).toBe(2);
  });

  it('the lead desk shows spam under its filter only; "Not spam" sends it through the normal pipeline once', async () => {
    const res = await h.call('POST', '/api/contact', { body: lead({ name: 'Held Back', website: 'x' }), headers: newAddress() });
    const id = res.body.id as number;
    const page = (spam: boolean) =>
      gql(h, 'query($f: ContactListFilter) { contactPage(filter: $f) { items { id delivery_state spam_reason } } }', { f: { spam } }, token);
    const inbox = (await page(false)).data.contactPage.items.map((c: { id: number }) => c.id);
    expect(inbox).not.toContain(id);
    const folder = (await page(true)).data.contactPage.items;
    expect(folder.find((c: { id: number }) => c.id === id)).toMatchObject({ delivery_state: 'spam', spam_reason: 'Filled the hidden field' });
    expect((await h.call('GET', '/api/admin/contacts', { token })).body.map((c: { id: number }) => c.id)).not.toContain(id);
    // REST has the same folder and filters as the Contacts screen's GraphQL query.
    const restFolder = await h.call('GET', '/api/admin/contacts?spam=true', { token });
    expect(restFolder.status).toBe(200);
    expect(restFolder.body.map((c: { id: number }) => c.id)).toEqual(folder.map((c: { id: number }) => c.id));
    expect(Number(restFolder.headers.get('x-total-count'))).toBe(folder.length);
    expect((await h.call('GET', '/api/admin/contacts?spam=false&page=1', { token })).body.map((c: { id: number }) => c.id)).toEqual(inbox.slice(0, 20));
    const wrong = await h.call('GET', '/api/admin/contacts?status=spam', { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toMatch(/spam=true/);

    const released = await gql(h, 'mutation($id: Int!) { markContactNotSpam(id: $id) { delivery_state } }', { id }, token);
    expect(released.data.markContactNotSpam.delivery_state).toBe('received');
    expect(await outboxOf(id)).toBe(2);
    // Twice is once (REST this time).
    expect((await h.call('POST', `/api/admin/contacts/${id}/not-spam`, { token })).status).toBe(200);
    expect(await outboxOf(id)).toBe(2);
    expect((await page(false)).data.contactPage.items.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('public write limits count every attempt atomically, REST and GraphQL in one budget', async () => {
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? h.call('POST', '/api/contact', { body: lead({ name: `Burst ${i}` }), headers: from })
          : fetch(`${h.baseUrl}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...from },
              body: JSON.stringify({
                query: 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }',
                variables: { input: lead({ name: `Burst ${i}` }) },
              }),
            }).then(async (r) => {
              const body = await r.json();
              return { status: body.errors?.[0]?.extensions?.code === 'RATE_LIMITED' ? 429 : body.data?.submitContact ? 201 : 500 };
            }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(leadRateLimit.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - leadRateLimit.limit);
  });
});
