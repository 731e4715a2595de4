import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { contactMessages } from '../content';
import { rememberVisit } from '~/lib/visit';
import { allEnquiries, removeEnquiry } from '../enquiry-store';
import { KEPT_FLAG } from '../kept-flag';
import { photoMessages } from '../photo-content';
import { ContactForm } from './contact-form';

/**
 * The network at the browser's edge: `fetch` for POST /graphql and XMLHttpRequest for the tus
 * requests to /api/tus (tus-js-client's browser transport), answered by a small tus server
 * here. IndexedDB is fake-indexeddb's (jsdom has none). The real pipeline (gateway, tus server,
 * worker, database) is covered by the Playwright specs.
 */
interface TusRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}
class FakeTus {
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
const photo = (name: string, bytes = 1024, type = 'image/jpeg') => new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

let fetchMock: Mock<typeof fetch>;
const graphqlOk = () =>
  new Response(JSON.stringify({ data: { submitContact: { id: 1, status: 'new', created_at: '2026-01-01T00:00:00Z' } } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText(/Full Name/), 'Jane Homeowner');
  await user.type(screen.getByLabelText(/Email Address/), 'jane@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '807-555-0101');
  await user.type(screen.getByLabelText(/Subject/), 'Wet basement');
  await user.type(screen.getByLabelText(/Description/), 'Water at the back wall every spring.');
}

const sentInput = (): Record<string, unknown> => JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body)).variables.input;
const creations = () => FakeTus.requests.filter((r) => r.method === 'POST');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The tus metadata of a creation request, decoded. */
const metadataOf = (request: TusRequest) =>
  Object.fromEntries(request.headers['Upload-Metadata']!.split(',').map((pair) => pair.split(' ')).map(([k, v]) => [k, atob(v!)]));

let release: () => void;
/** Holds every PATCH until `release()`. */
const holdUploads = () => {
  FakeTus.gate = new Promise<void>((r) => (release = r));
};

describe('ContactForm', () => {
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

  it('has the required and optional fields of docs/product.md', () => {
    renderWithRouter(<ContactForm />);
    for (const label of [/Full Name/, /Email Address/, /Phone Number/, /Subject/, /Description/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Description/)).toHaveAttribute('rows', '5');
    expect(screen.getByLabelText('Address')).not.toBeRequired();
    expect(screen.getByLabelText('City')).not.toBeRequired();
    const photos = screen.getByLabelText(/Photos/);
    expect(photos).toHaveAttribute('accept', 'image/*');
    expect(photos).toHaveAttribute('multiple');
    expect(screen.getByText(/Max 5 files, 10MB each/)).toBeInTheDocument();
  });

  it('uploads each picked photo at once with tus, with its own progress bar, and shows "N file(s) selected"', async () => {
    const user = userEvent.setup();
    holdUploads();
    renderWithRouter(<ContactForm />);
    await user.upload(screen.getByLabelText(/Photos/), [photo('a.jpg'), photo('b.png', 2048, 'image/png')]);
    expect(screen.getByText('2 file(s) selected')).toBeInTheDocument();

    // Each photo on its own upload, before any send, under one enquiry id.
    expect(await screen.findByRole('progressbar', { name: 'a.jpg: 50%' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'b.png: 50%' })).toBeInTheDocument();
    expect(creations()).toHaveLength(2);
    const [first, second] = creations().map(metadataOf);
    expect(first).toMatchObject({ filename: 'a.jpg', filetype: 'image/jpeg' });
    expect(second).toMatchObject({ filename: 'b.png', filetype: 'image/png' });
    expect(first!.enquiry).toMatch(uuid);
    expect(second!.enquiry).toBe(first!.enquiry);
    for (const request of FakeTus.requests) expect(request.headers['Enquiry-Id']).toBe(first!.enquiry);
    expect(creations()[0]!.headers['Upload-Length']).toBe('1024');
    expect(fetchMock).not.toHaveBeenCalled();

    release();
    expect(await screen.findByRole('progressbar', { name: `a.jpg: ${photoMessages.uploaded}` })).toHaveValue(100);
    expect(await screen.findByRole('progressbar', { name: `b.png: ${photoMessages.uploaded}` })).toHaveValue(100);
  });

  it('removes a photo: its upload stops and is deleted on the server', async () => {
    const user = userEvent.setup();
    holdUploads();
    renderWithRouter(<ContactForm />);
    await user.upload(screen.getByLabelText(/Photos/), [photo('a.jpg'), photo('b.jpg')]);
    await screen.findByRole('progressbar', { name: 'a.jpg: 50%' });
    const id = creations()[0] && FakeTus.requests.find((r) => r.method === 'PATCH')!.url;
    await user.click(screen.getByRole('button', { name: photoMessages.remove('a.jpg') }));
    expect(screen.queryByRole('progressbar', { name: /a\.jpg/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 file(s) selected')).toBeInTheDocument();
    await waitFor(() => expect(FakeTus.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([id]));
    expect(FakeTus.requests.find((r) => r.method === 'DELETE')!.headers['Enquiry-Id']).toMatch(uuid);
    release();
    await screen.findByRole('progressbar', { name: `b.jpg: ${photoMessages.uploaded}` });
  });

  it('refuses more than 5 photos or one over 10 MB or a non-image with a clear message, and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithRouter(<ContactForm />);
    const input = screen.getByLabelText(/Photos/);
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((i) => photo(`p${i}.jpg`)),
    );
    expect(screen.getByText('You can attach at most 5 photos.')).toHaveClass('field__error');
    await user.upload(screen.getByLabelText(/Photos/), [photo('huge.jpg', 10 * 1024 * 1024 + 1)]);
    expect(screen.getByText('huge.jpg is larger than 10MB.')).toHaveClass('field__error');
    await user.upload(screen.getByLabelText(/Photos/), [photo('notes.pdf', 100, 'application/pdf')]);
    expect(screen.getByText('notes.pdf is not an image.')).toHaveClass('field__error');
    expect(screen.queryByText(/file\(s\) selected/)).not.toBeInTheDocument();

    // Four kept, then two more would make six.
    await user.upload(screen.getByLabelText(/Photos/), [1, 2, 3, 4].map((i) => photo(`k${i}.jpg`)));
    await user.upload(screen.getByLabelText(/Photos/), [photo('x.jpg'), photo('y.jpg')]);
    expect(screen.getByText('You can attach at most 5 photos.')).toBeInTheDocument();
    expect(screen.getByText('4 file(s) selected')).toBeInTheDocument();
    await waitFor(() => expect(creations()).toHaveLength(4));
    expect(creations().map((r) => metadataOf(r).filename)).toEqual(['k1.jpg', 'k2.jpg', 'k3.jpg', 'k4.jpg']);
  });

  it('shows field messages from the shared schema and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/Phone Number/));
    await user.type(screen.getByLabelText(/Phone Number/), 'call me');
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    expect(screen.getByText('Phone Number must be a phone number (7 to 15 digits)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the enquiry with its client id, every upload id and the page language, thanks at once while photos still upload, and resets', async () => {
    const user = userEvent.setup();
    let finish!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (finish = r)));
    holdUploads();
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('City'), 'Thunder Bay');
    await user.upload(screen.getByLabelText(/Photos/), [photo('crack.jpg'), photo('wall.png', 2048, 'image/png')]);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));

    const busy = screen.getByRole('button', { name: contactMessages.busy });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const ids = FakeTus.requests.filter((r) => r.method === 'PATCH').map((r) => r.url.split('/').pop());
    const enquiry = metadataOf(creations()[0]!).enquiry;
    expect(sentInput()).toMatchObject({ name: 'Jane Homeowner', city: 'Thunder Bay', client_id: enquiry, language: 'en' });
    expect([...(sentInput().photo_ids as string[])].sort()).toEqual([...ids].sort());

    // The lead is stored: thanks, although no photo has finished.
    finish(graphqlOk());
    expect(await screen.findByText(contactMessages.success)).toBeInTheDocument();
    expect(await screen.findByText(photoMessages.stillUploading)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.queryByText(/file\(s\) selected/)).not.toBeInTheDocument();
    expect((screen.getByLabelText(/Photos/) as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByRole('button', { name: contactMessages.submit })).toBeEnabled();

    release();
    await waitFor(() => expect(screen.queryByText(photoMessages.stillUploading)).not.toBeInTheDocument());
    expect([...FakeTus.uploads.values()].every((u) => u.offset === u.length)).toBe(true);
    // Nothing is left on the phone once the lead and its photos are through.
    await waitFor(async () => expect(await allEnquiries()).toEqual([]));
    expect(localStorage.getItem(KEPT_FLAG)).toBeNull();

    // The next enquiry gets a new client id.
    fetchMock.mockImplementation(async () => graphqlOk());
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentInput().client_id).toMatch(uuid);
    expect(sentInput().client_id).not.toBe(enquiry);
    expect(sentInput().photo_ids).toEqual([]);
  });

  it('sends the French page language from a /fr page', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/fr/contact');
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput()).toMatchObject({ language: 'fr', form_page: '/fr/contact' });
  });

  it('sends where the visit started (remembered for this tab) and the page it is sent from', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?utm_source=google&utm_campaign=spring&gclid=x');
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/search?q=piers', configurable: true });
    rememberVisit();
    window.history.replaceState(null, '', '/services/push-pier-systems');
    rememberVisit(); // a later page of the visit changes nothing
    window.history.replaceState(null, '', '/contact');
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput()).toMatchObject({ landing_page: '/?utm_source=google&utm_campaign=spring', referrer: 'www.google.com', form_page: '/contact' });
    sessionStorage.clear();
  });

  it('without a remembered visit sends the form page only', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput()).toMatchObject({ form_page: '/contact' });
    expect(sentInput()).not.toHaveProperty('landing_page');
  });

  it('on failure toasts the server detail and keeps what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: [{ message: 'Too many enquiries from this address; try again in a minute' }], data: null }), { status: 200 }),
    );
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    const toasts = await screen.findAllByTestId('toast');
    expect(within(toasts[0]!).getByText('Too many enquiries from this address; try again in a minute')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Jane Homeowner');
  });

  it('without a server detail, toasts the generic failure', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    expect(await screen.findByText(contactMessages.failure)).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Wet basement');
  });

  it('when the server refuses a photo, says so and sends the enquiry without it', async () => {
    const user = userEvent.setup();
    FakeTus.refuseNext = { status: 415, body: JSON.stringify({ detail: 'crack.jpg is not an image' }) };
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Photos/), [photo('crack.jpg')]);
    expect(await screen.findByText(contactMessages.uploadFailure)).toBeInTheDocument();
    expect(screen.getByText(photoMessages.failed('crack.jpg', 'crack.jpg is not an image'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput().photo_ids).toEqual([]);
    expect(await screen.findByText(contactMessages.success)).toBeInTheDocument();
  });

  it('offline at send: keeps the whole enquiry on the phone, says so, and sends it once when back online', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Photos/), [photo('crack.jpg')]);
    await screen.findByRole('progressbar', { name: `crack.jpg: ${photoMessages.uploaded}` });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));

    expect(await screen.findByText(photoMessages.savedOffline)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    const [kept] = await allEnquiries();
    expect(kept).toMatchObject({ state: 'queued', input: { name: 'Jane Homeowner', language: 'en' } });
    expect(kept!.input!.client_id).toBe(kept!.clientId);
    expect(kept!.photos).toHaveLength(1);
    expect(kept!.photos[0]!.blob.size).toBe(1024);
    expect(localStorage.getItem(KEPT_FLAG)).toBe('1');

    online.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentInput()).toMatchObject({ client_id: kept!.clientId, name: 'Jane Homeowner' });
    expect(sentInput().photo_ids).toEqual([kept!.photos[0]!.uploadUrl!.split('/').pop()]);
    expect(await screen.findAllByText(contactMessages.success)).not.toHaveLength(0);
    await waitFor(async () => expect(await allEnquiries()).toEqual([]));
    expect(localStorage.getItem(KEPT_FLAG)).toBeNull();

    // A second online event sends nothing more.
    await act(async () => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a network error at send keeps the enquiry too', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    expect(await screen.findByText(photoMessages.savedOffline)).toBeInTheDocument();
    expect(screen.queryByText(contactMessages.failure)).not.toBeInTheDocument();
    // It went again at once (the phone says it is online), with the same client id: one lead.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [firstTry, retry] = fetchMock.mock.calls.map((c) => JSON.parse(String(c[1]!.body)).variables.input.client_id);
    expect(retry).toBe(firstTry);
  });

  it('a reload offers the photos of the draft back: done ones as done, an unfinished one resumes from the server offset', async () => {
    const user = userEvent.setup();
    holdUploads();
    const first = renderWithRouter(<ContactForm />);
    await user.upload(screen.getByLabelText(/Photos/), [photo('done.jpg')]);
    release();
    await screen.findByRole('progressbar', { name: `done.jpg: ${photoMessages.uploaded}` });
    holdUploads();
    await user.upload(screen.getByLabelText(/Photos/), [photo('half.jpg', 4096)]);
    await screen.findByRole('progressbar', { name: 'half.jpg: 50%' });
    await waitFor(async () => expect((await allEnquiries())[0]!.photos[1]!.uploadUrl).toBeDefined());
    const enquiry = metadataOf(creations()[0]!).enquiry;
    // The page goes away mid-upload (its last request never ends): the server kept 1000 bytes of it.
    first.unmount();
    const halfId = FakeTus.requests.filter((r) => r.method === 'PATCH').at(-1)!.url.split('/').pop()!;
    FakeTus.uploads.get(halfId)!.offset = 1000;
    FakeTus.gate = Promise.resolve();
    FakeTus.requests = [];

    renderWithRouter(<ContactForm />);
    expect(await screen.findByRole('progressbar', { name: `done.jpg: ${photoMessages.uploaded}` })).toHaveValue(100);
    expect(await screen.findByRole('progressbar', { name: `half.jpg: ${photoMessages.uploaded}` })).toHaveValue(100);
    expect(screen.getByText('2 file(s) selected')).toBeInTheDocument();
    expect(FakeTus.requests.map((r) => r.method)).toEqual(['HEAD', 'PATCH']);
    expect(FakeTus.requests[1]!.headers['Upload-Offset']).toBe('1000');
    expect(FakeTus.requests.every((r) => r.headers['Enquiry-Id'] === enquiry)).toBe(true);
    expect(FakeTus.uploads.get(halfId)).toMatchObject({ offset: 4096, length: 4096 });

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput().client_id).toBe(enquiry);
    expect(sentInput().photo_ids).toHaveLength(2);
  }, 20_000);
});
