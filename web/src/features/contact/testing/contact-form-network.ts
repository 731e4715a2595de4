import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { contactFormMessages } from '~/i18n/translator';
import type { Locale } from '~/lib/locale';
import { allEnquiries, removeEnquiry } from '../enquiry-store';

/**
 * The network at the browser's edge: `fetch` for POST /graphql and XMLHttpRequest for the tus
 * requests to /api/tus (tus-js-client's browser transport), answered by a small tus server
 * here. IndexedDB is fake-indexeddb's (jsdom has none). The real pipeline (gateway, tus server,
 * worker, database) is covered by the Playwright specs.
 */
export interface TusRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}
export class FakeTus {
  static requests: TusRequest[] = [];
  static uploads = new Map<string, { length: number; offset: number; metadata: string }>();
  /** PATCH bodies wait on it: a test holds it to watch the bars. */
  static gate: Promise<void> = Promise.resolve();
  /** Every request fails as a network error (no answer). */
  static offline = false;
  /** The answer to the next creation, when a test wants a refusal. */
  static refuseNext: { status: number; body: string } | null = null;
  upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private sent: Record<string, string> = {};
  private answer: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.sent[name] = value;
  }
  getResponseHeader(name: string) {
    return this.answer[name.toLowerCase()] ?? null;
  }
  abort() {}
  send(body: Blob | null) {
    FakeTus.requests.push({ method: this.method, url: this.url, headers: { ...this.sent } });
    setTimeout(() => void this.respond(body), 5);
  }
  private async respond(body: Blob | null) {
    if (FakeTus.offline) return this.onerror?.(new Event('error'));
    const id = this.url.split('/').pop()!;
    const upload = FakeTus.uploads.get(id);
    if (this.method === 'POST') {
      if (FakeTus.refuseNext) {
        ({ status: this.status, body: this.responseText } = FakeTus.refuseNext);
        FakeTus.refuseNext = null;
      } else {
        const created = crypto.randomUUID();
        FakeTus.uploads.set(created, { length: Number(this.sent['Upload-Length']), offset: 0, metadata: this.sent['Upload-Metadata'] ?? '' });
        this.status = 201;
        this.answer = { location: `/api/tus/${created}` };
      }
    } else if (!upload) {
      this.status = 404;
    } else if (this.method === 'PATCH') {
      const size = body?.size ?? 0;
      this.upload.onprogress?.({ lengthComputable: true, loaded: size / 2, total: size } as ProgressEvent);
      await FakeTus.gate;
      if (FakeTus.offline) return this.onerror?.(new Event('error'));
      upload.offset += size;
      this.status = 204;
      this.answer = { 'upload-offset': String(upload.offset) };
    } else if (this.method === 'HEAD') {
      this.status = 200;
      this.answer = { 'upload-offset': String(upload.offset), 'upload-length': String(upload.length) };
    } else if (this.method === 'DELETE') {
      FakeTus.uploads.delete(id);
      this.status = 204;
    }
    this.onload?.();
  }
}

// Node's Blob and File: IndexedDB (fake-indexeddb) keeps them by structured clone, jsdom's cannot be cloned.
export const photo = (name: string, bytes = 1024, type = 'image/jpeg') => new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

/** The `fetch` of the current test (POST /graphql), set by `useFakeNetwork`. */
export let fetchMock: Mock<typeof fetch>;
export const graphqlOk = () =>
  new Response(JSON.stringify({ data: { submitContact: { id: 1, status: 'new', created_at: '2026-01-01T00:00:00Z', booking_token: 'b.1.1797742800.Sig' } } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** What `Island` adds to the form's props on a page of `locale`. */
export const formProps = (locale: Locale = 'en') => ({ locale, messages: contactFormMessages(locale) });

/** The English texts the form shows (the spec's, byte for byte). */
export const english = {
  submit: 'Get My Free Estimate',
  busy: 'Uploading photos...',
  success: "Thank you! We'll contact you within 24 hours.",
  failure: 'Failed to submit form. Please try again.',
  uploadFailure: 'Failed to upload photos',
  uploaded: 'Uploaded',
  stillUploading: 'Your photos are still uploading: keep this page open',
  savedOffline: 'Saved on your phone: it will be sent as soon as you are back online',
  remove: (name: string) => `Remove ${name}`,
  failed: (name: string, detail: string) => `${name}: ${detail}`,
};

export async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText(/Full Name/), 'Jane Homeowner');
  await user.type(screen.getByLabelText(/Email Address/), 'jane@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '807-555-0101');
  await user.type(screen.getByLabelText(/Subject/), 'Wet basement');
  await user.type(screen.getByLabelText(/Description/), 'Water at the back wall every spring.');
}

export const sentInput = (): Record<string, unknown> => JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body)).variables.input;
export const creations = () => FakeTus.requests.filter((r) => r.method === 'POST');
export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The tus metadata of a creation request, decoded. */
export const metadataOf = (request: TusRequest) =>
  Object.fromEntries(
    request.headers['Upload-Metadata']!.split(',')
      .map((pair) => pair.split(' '))
      .map(([k, v]) => [k, atob(v!)]),
  );

let releaseGate: () => void = () => {};
/** Lets the held PATCH requests go on. */
export const release = () => releaseGate();
/** Holds every PATCH until `release()`. */
export const holdUploads = () => {
  FakeTus.gate = new Promise<void>((r) => (releaseGate = r));
};

/** Each test of the file gets a fresh fake network, tus server and empty IndexedDB. */
export function useFakeNetwork() {
  beforeEach(() => {
    fetchMock = vi.fn(async () => graphqlOk());
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeTus);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    FakeTus.requests = [];
    FakeTus.uploads.clear();
    FakeTus.gate = Promise.resolve();
    FakeTus.offline = false;
    FakeTus.refuseNext = null;
    window.history.replaceState(null, '', '/contact');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    for (const kept of await allEnquiries()) await removeEnquiry(kept.clientId);
    localStorage.clear();
  });
}
