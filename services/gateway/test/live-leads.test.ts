import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installId } from '@northrock/core/meta';
import { queuePrefixFor } from '@northrock/core/platform';
import { defaultTimeouts } from '../src/http/server';
import { startHarness, type Harness } from './harness';
import { openEventStream, type Stream } from './support/event-stream';
import { startGatewayProcess } from './support/gateway-process';

/**
 * Live leads across replicas: an admin's subscription is open on gateway A, the lead is sent
 * to gateway B (its own app, Redis connections and database pool; the same PostgreSQL and
 * Redis), and arrives over server-sent events within 2 seconds, whichever way it was sent.
 */
let a: Harness;
let b: Harness;
let channel: string;

beforeAll(async () => {
  a = await startHarness();
  b = await startHarness({}, { replicaOf: a });
  channel = `${queuePrefixFor(await installId(a.orm.em.fork()))}:lead-received`;
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

const SUBSCRIPTION = 'subscription Live { leadReceived { id name city subject status created_at notes { id } } }';

let leads = 0;
const lead = (extra: Record<string, unknown> = {}) => ({
  name: `Live Lead ${++leads}`,
  email: 'live@example.com',
  phone: '705 555 0199',
  city: 'Sudbury',
  subject: 'Cracked foundation',
  message: 'A crack along the north wall.',
  ...extra,
});

/** A `leadReceived` stream of gateway `h`. */
const openStream = (h: Pick<Harness, 'baseUrl'>, token?: string): Promise<Stream> => openEventStream(h, SUBSCRIPTION, token);

/** Until gateway A's subscriber listens on the channel (SUBSCRIBE is sent when the first stream opens). */
async function listening(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [, count] = (await a.redis.pubsub('NUMSUB', channel)) as [string, number];
    if (count > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`nobody subscribed to ${channel}`);
}

describe('leadReceived (GraphQL subscription over server-sent events)', () => {
  it('brings a lead sent to another gateway (REST, GraphQL, the no-JavaScript form) within 2 seconds', async () => {
    const token = await a.login();
    const stream = await openStream(a, token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await listening();

    const sentAt = Date.now();
    const rest = await b.call('POST', '/api/contact', { body: lead() });
    expect(rest.status).toBe(201);
    const event = await stream.next(2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(event.errors).toBeUndefined();
    expect(event.data).toMatchObject({ leadReceived: { id: rest.body.id, name: rest.body.name, city: 'Sudbury', status: 'new', notes: [] } });

    const mutation = await b.call('POST', '/graphql', {
      body: { query: 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }', variables: { input: lead() } },
    });
    expect(mutation.body.errors).toBeUndefined();
    expect((await stream.next(2000)).data).toMatchObject({ leadReceived: { id: mutation.body.data.submitContact.id } });

    const form = new FormData();
    for (const [field, value] of Object.entries(lead({ name: 'Form Lead' }))) form.append(field, String(value));
    const posted = await fetch(`${b.baseUrl}/contact`, { method: 'POST', body: form, headers: { 'sec-fetch-site': 'same-origin' } });
    await posted.body?.cancel();
    expect((await stream.next(2000)).data).toMatchObject({ leadReceived: { name: 'Form Lead' } });
    stream.close();
    // The browser gone, its subscription is too: the gateway stops listening on the channel.
    await expect.poll(async () => ((await a.redis.pubsub('NUMSUB', channel)) as [string, number])[1], { timeout: 2000 }).toBe(0);
  });

  it("tells another installation on the same Redis nothing of this one's leads", async () => {
    const other = await startHarness(); // its own database, so its own install id and channel
    try {
      const stream = await openStream(other, await other.login());
      const otherChannel = `${queuePrefixFor(await installId(other.orm.em.fork()))}:lead-received`;
      expect(otherChannel).not.toBe(channel);
      await expect.poll(async () => ((await other.redis.pubsub('NUMSUB', otherChannel)) as [string, number])[1], { timeout: 2000 }).toBe(1);
      // This installation's lead, seen on its own channel: its event has gone out to every
      // subscriber Redis would give it to before the other installation sends its own.
      const ours = await openStream(a, await a.login());
      const sent = await b.call('POST', '/api/contact', { body: lead() });
      expect(sent.status).toBe(201);
      expect((await ours.next(2000)).data).toMatchObject({ leadReceived: { id: sent.body.id } });
      ours.close();
      const own = await other.call('POST', '/api/contact', { body: lead() });
      // The first event is its own lead: the other installation's, sent earlier, never came.
      expect((await stream.next(2000)).data).toMatchObject({ leadReceived: { id: own.body.id, name: own.body.name } });
      stream.close();
    } finally {
      await other.close();
    }
  });

  it('tells nothing of a lead held back as spam', async () => {
    const stream = await openStream(a, await a.login());
    await listening();
    expect((await b.call('POST', '/api/contact', { body: lead({ website: 'https://spam.example' }) })).status).toBe(201);
    const real = await b.call('POST', '/api/contact', { body: lead() });
    expect((await stream.next(2000)).data).toMatchObject({ leadReceived: { id: real.body.id } });
    stream.close();
  });

  it('refuses a stream without a valid admin session, and ends one whose session ended', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const refused = await openStream(a, token);
      // 200 with the error as an event: an HTTP error would make the browser's client retry for ever.
      expect(refused.status).toBe(200);
      const answer = await refused.next(2000);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      await refused.ended;
    }

    const kept = await openStream(a, await a.login());
    const token = await a.login();
    const ending = await openStream(a, token);
    await listening();
    expect((await a.call('POST', '/api/admin/logout', { token })).status).toBe(200);
    const sent = await b.call('POST', '/api/contact', { body: lead() });
    // The live session gets the lead; the ended one gets UNAUTHENTICATED instead, and its stream ends.
    expect((await kept.next(2000)).data).toMatchObject({ leadReceived: { id: sent.body.id } });
    const last = await ending.next(2000);
    expect(last.data ?? null).toBeNull();
    expect(last.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await ending.ended;
    expect(ending.completed()).toBe(true);
    // Reconnecting with it is refused.
    const again = await openStream(a, token);
    expect((await again.next(2000)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    kept.close();
  });

  it("ends a colleague's open stream within 2 s of a password change or a deactivation, with no lead to carry it", async () => {
    const admin = await a.login();
    const username = `colleague${Date.now()}`;
    const created = await a.call('POST', '/api/admin/accounts', { token: admin, body: { username, temporary_password: 'a-temporary-password-1' } });
    expect(created.status).toBe(201);
    const first = await a.login(username, 'a-temporary-password-1');
    const change = (token: string, from: string, to: string) =>
      a.call('PUT', '/api/admin/password', { token, body: { current_password: from, new_password: to } });
    expect((await change(first, 'a-temporary-password-1', 'colleague-password-1')).status).toBeLessThan(300);

    const endsWithin2s = async (stream: Stream, act: () => Promise<unknown>) => {
      await listening();
      const started = Date.now();
      await act();
      const last = await stream.next(2000);
      expect(last.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(2000);
    };

    // The password changed from another session ends this one's stream.
    const onPhone = await openStream(a, await a.login(username, 'colleague-password-1'));
    await endsWithin2s(onPhone, async () => expect((await change(first, 'colleague-password-1', 'colleague-password-2')).status).toBeLessThan(300));

    // An admin deactivating the account ends its stream too.
    const atDesk = await openStream(a, await a.login(username, 'colleague-password-2'));
    await endsWithin2s(atDesk, async () =>
      expect((await a.call('PUT', `/api/admin/accounts/${created.body.id}/active`, { token: admin, body: { active: false } })).status).toBe(200),
    );
  });

  it('keeps a stream open past the answer deadline of ordinary requests', async () => {
    const strict = await startHarness({}, { replicaOf: a, timeouts: { ...defaultTimeouts, responseMs: 300, checkIntervalMs: 100 } });
    try {
      const stream = await openStream(strict, await a.login());
      await new Promise((r) => setTimeout(r, 1000));
      const sent = await b.call('POST', '/api/contact', { body: lead() });
      expect((await stream.next(2000)).data).toMatchObject({ leadReceived: { id: sent.body.id } });
      stream.close();
    } finally {
      await strict.close();
    }
  });

  it('a gateway process told to stop (a deploy) cuts its open streams at once, without completing them, so browsers reconnect to another', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'northrock-live-'));
    const gateway = await startGatewayProcess({ databaseUrl: a.config.databaseUrl!, dataDir, logLevel: 'error' });
    const { child, exited, url } = gateway;
    try {
      const stream = await openStream({ ...a, baseUrl: url }, await a.login());
      await stream.next(300).catch(() => undefined);
      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      await stream.ended;
      expect(stream.completed()).toBe(false);
      // Not held open until the 15 s forced exit.
      expect(await exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
