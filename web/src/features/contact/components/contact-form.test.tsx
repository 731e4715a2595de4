import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { contactMessages } from '../content';
import { rememberVisit } from '~/lib/visit';
import { ContactForm } from './contact-form';

/**
 * The network at the browser's edge: `fetch` for POST /graphql and XMLHttpRequest for
 * POST /api/upload. The real pipeline (gateway, worker, database) is covered by e2e/contact.spec.ts.
 */
class FakeUpload {
  static next: { status: number; body: unknown } = { status: 201, body: { urls: [] } };
  static sent: FormData[] = [];
  /** The upload ends once this settles: a test holds it open to watch the progress bar. */
  static gate: Promise<void> = Promise.resolve();
  upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    FakeUpload.sent.push(body);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      void FakeUpload.gate.then(() =>
        setTimeout(() => {
          this.status = FakeUpload.next.status;
          this.response = FakeUpload.next.body;
          this.onload?.();
        }, 20),
      );
    }, 10);
  }
}

const photo = (name: string, bytes = 1024, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

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

describe('ContactForm', () => {
  beforeEach(() => {
    fetchMock = vi.fn(async () => graphqlOk());
    FakeUpload.gate = Promise.resolve();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    FakeUpload.sent = [];
    FakeUpload.next = {
      status: 201,
      body: { urls: ['/media/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.jpg', '/media/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.jpg'] },
    };
  });
  afterEach(() => vi.unstubAllGlobals());

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

  it('shows "N file(s) selected"', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await user.upload(screen.getByLabelText(/Photos/), [photo('a.jpg'), photo('b.jpg')]);
    expect(screen.getByText('2 file(s) selected')).toBeInTheDocument();
  });

  it('refuses more than 5 photos or one over 10 MB with a clear message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    const input = screen.getByLabelText(/Photos/);
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((i) => photo(`p${i}.jpg`)),
    );
    expect(screen.getByText('You can attach at most 5 photos.')).toHaveClass('field__error');
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    expect(FakeUpload.sent).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.upload(input, [photo('huge.jpg', 10 * 1024 * 1024 + 1)]);
    expect(screen.getByText('huge.jpg is larger than 10MB.')).toHaveClass('field__error');
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    expect(fetchMock).not.toHaveBeenCalled();
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

  it('uploads the photos with a progress bar, submits, toasts success and resets the form', async () => {
    const user = userEvent.setup();
    let finish!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (finish = r)));
    let uploaded!: () => void;
    FakeUpload.gate = new Promise<void>((r) => (uploaded = r));
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('City'), 'Thunder Bay');
    await user.upload(screen.getByLabelText(/Photos/), [photo('crack.jpg'), photo('wall.png', 2048, 'image/png')]);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));

    const busy = screen.getByRole('button', { name: contactMessages.busy });
    expect(busy).toBeDisabled();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    uploaded();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(FakeUpload.sent[0]!.getAll('files')).toHaveLength(2);
    expect(sentInput()).toMatchObject({
      name: 'Jane Homeowner',
      city: 'Thunder Bay',
      photo_urls: FakeUpload.next.body && (FakeUpload.next.body as { urls: string[] }).urls,
    });

    finish(graphqlOk());
    expect(await screen.findByText(contactMessages.success)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.queryByText(/file\(s\) selected/)).not.toBeInTheDocument();
    expect((screen.getByLabelText(/Photos/) as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByRole('button', { name: contactMessages.submit })).toBeEnabled();
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
    window.history.replaceState(null, '', '/contact');
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
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    expect(await screen.findByText(contactMessages.failure)).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Wet basement');
  });

  it('when the upload fails, says so and sends the enquiry without photos', async () => {
    const user = userEvent.setup();
    FakeUpload.next = { status: 415, body: { detail: 'crack.jpg is not an image' } };
    renderWithRouter(<ContactForm />);
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Photos/), [photo('crack.jpg')]);
    await user.click(screen.getByRole('button', { name: contactMessages.submit }));
    expect(await screen.findByText(contactMessages.uploadFailure)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput().photo_urls).toEqual([]);
    expect(await screen.findByText(contactMessages.success)).toBeInTheDocument();
  });
});
