import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { allEnquiries, changeEnquiry, loadEnquiry, removeEnquiry, type KeptEnquiry, type KeptPhoto } from '../enquiry-store';
import { sendKeptInBackground } from './send-kept-in-background';

/** The order of the worker's requests only: the real server answers are the Playwright spec's (e2e/contact-offline.spec.ts). */
let calls: { url: string; body: unknown }[];
let answer: (url: string) => Response | Promise<Response>;
let fetchMock: Mock<typeof fetch>;

/** jsdom's FormData takes no Node Blob: a stand-in that records what is appended. */
class RecordedForm {
  entries: [string, unknown, string | undefined][] = [];
  append(name: string, value: unknown, filename?: string) {
    this.entries.push([name, value, filename]);
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const leadAnswer = () => json({ data: { submitContact: { id: 7, status: 'new', created_at: '2026-01-01T00:00:00Z' } } });
let uploaded = 0;
const uploadAnswer = () => json({ urls: [`/media/uploads/00000000-0000-4000-8000-00000000000${++uploaded}.jpg`] }, 201);

const photo = (key: string, extra: Partial<KeptPhoto> = {}): KeptPhoto => ({
  key,
  name: `${key}.jpg`,
  type: 'image/jpeg',
  blob: new NodeBlob([new Uint8Array(64)], { type: 'image/jpeg' }) as unknown as Blob,
  ...extra,
});
const doneId = '11111111-1111-4111-8111-111111111111';
const unfinishedId = '22222222-2222-4222-8222-222222222222';

async function keep(state: KeptEnquiry['state'], photos: KeptPhoto[]): Promise<string> {
  const clientId = crypto.randomUUID();
  await changeEnquiry(clientId, (e) => ({
    ...e,
    state,
    photos,
    input: state === 'queued' ? { name: 'Jane', client_id: clientId, language: 'fr' } : undefined,
  }));
  return clientId;
}

const submitted = () =>
  calls.filter((c) => c.url === '/graphql').map((c) => (JSON.parse(String(c.body)) as { variables: { input: Record<string, unknown> } }).variables.input);

beforeEach(() => {
  calls = [];
  uploaded = 0;
  answer = (url) => (url === '/graphql' ? leadAnswer() : uploadAnswer());
  fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body });
    return answer(String(url));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('FormData', RecordedForm);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const kept of await allEnquiries()) await removeEnquiry(kept.clientId);
});

describe('the sync worker sends a kept enquiry', () => {
  it('uploads unfinished photos whole first, then submits with photo_ids (finished) and photo_urls (the rest), then forgets it', async () => {
    const clientId = await keep('queued', [
      photo('done', { uploadUrl: `/api/tus/${doneId}`, done: true }),
      photo('half', { uploadUrl: `/api/tus/${unfinishedId}` }),
      photo('never'),
    ]);
    const announce = vi.fn();
    expect(await sendKeptInBackground(announce)).toEqual(['sent']);
    expect(announce).toHaveBeenCalledWith(clientId, { kind: 'sent' });
    expect(calls.map((c) => c.url)).toEqual(['/api/upload', '/api/upload', '/graphql']);
    expect((calls[0]!.body as RecordedForm).entries).toEqual([['files', expect.anything(), 'half.jpg']]);
    expect((calls[1]!.body as RecordedForm).entries[0]![2]).toBe('never.jpg');
    expect(submitted()[0]).toEqual({
      name: 'Jane',
      language: 'fr',
      client_id: clientId,
      photo_ids: [doneId],
      photo_urls: ['/media/uploads/00000000-0000-4000-8000-000000000001.jpg', '/media/uploads/00000000-0000-4000-8000-000000000002.jpg'],
    });
    expect(await loadEnquiry(clientId)).toBeUndefined();
  });

  it('leaves drafts and sent enquiries (the page finishes those) alone', async () => {
    const draft = await keep('draft', [photo('a')]);
    const sent = await keep('sent', [photo('b', { uploadUrl: `/api/tus/${unfinishedId}` })]);
    expect(await sendKeptInBackground()).toEqual([]);
    expect(calls).toEqual([]);
    expect(await loadEnquiry(draft)).toBeDefined();
    expect(await loadEnquiry(sent)).toBeDefined();
  });

  it('no connection for a photo: nothing is submitted, the enquiry stays and the sync fails (the browser tries again)', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const clientId = await keep('queued', [photo('never')]);
    const announce = vi.fn();
    await expect(sendKeptInBackground(announce)).rejects.toThrow(/waits for a connection/);
    expect(announce).not.toHaveBeenCalled();
    expect(calls.map((c) => c.url)).toEqual(['/api/upload']);
    expect((await loadEnquiry(clientId))?.state).toBe('queued');
  });

  it('no answer to the submit, or a rate limit: the enquiry stays for the next sync', async () => {
    const clientId = await keep('queued', []);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(sendKeptInBackground()).rejects.toThrow();
    answer = () => json({ errors: [{ message: 'Too many enquiries' }] }, 429);
    await expect(sendKeptInBackground()).rejects.toThrow();
    expect((await loadEnquiry(clientId))?.state).toBe('queued');
    answer = () => leadAnswer();
    expect(await sendKeptInBackground()).toEqual(['sent']);
    expect(await loadEnquiry(clientId)).toBeUndefined();
  });

  it('a photo the server refuses goes no further; the enquiry goes without it', async () => {
    answer = (url) => (url === '/graphql' ? leadAnswer() : json({ detail: 'Not an accepted image' }, 415));
    await keep('queued', [photo('heic'), photo('done', { uploadUrl: `/api/tus/${doneId}`, done: true })]);
    expect(await sendKeptInBackground()).toEqual(['sent']);
    expect(submitted()[0]).toMatchObject({ photo_ids: [doneId], photo_urls: [] });
  });

  it('an enquiry the server refuses is dropped, not retried for ever', async () => {
    answer = () => json({ errors: [{ message: 'Email Address must be an email' }] }, 422);
    const clientId = await keep('queued', []);
    const announce = vi.fn();
    expect(await sendKeptInBackground(announce)).toEqual(['refused']);
    expect(announce).toHaveBeenCalledWith(clientId, { kind: 'refused', detail: 'Email Address must be an email', status: 422 });
    expect(await loadEnquiry(clientId)).toBeUndefined();
  });

  it('the page made it `sent` meanwhile (its photos still uploading): the worker leaves it to the page', async () => {
    const clientId = await keep('queued', [photo('done', { uploadUrl: `/api/tus/${doneId}`, done: true })]);
    answer = async (url) => {
      if (url === '/graphql') await changeEnquiry(clientId, (e) => ({ ...e, state: 'sent', input: undefined }));
      return leadAnswer();
    };
    expect(await sendKeptInBackground()).toEqual(['sent']);
    expect((await loadEnquiry(clientId))?.state).toBe('sent');
  });
});
