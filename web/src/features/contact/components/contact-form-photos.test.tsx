import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { startKeptEnquiries } from '../enquiry-sender';
import { allEnquiries, changeEnquiry } from '../enquiry-store';
import { KEPT_FLAG } from '../kept-flag';
import {
  FakeTus,
  graphqlOk,
  creations,
  fetchMock,
  fillRequired,
  holdUploads,
  metadataOf,
  photo,
  release,
  sentInput,
  useFakeNetwork,
  uuid,
  english,
  formProps,
} from '../testing/contact-form-network';
import { ContactForm } from './contact-form';

/** The form's photos: uploads as picked, remove, limits, refusals, offline keep, reload. */
describe('ContactForm photos', { timeout: 30_000 }, () => {
  useFakeNetwork();

  it('uploads each picked photo at once with tus, with its own progress bar, and shows "N file(s) selected"', async () => {
    const user = userEvent.setup();
    holdUploads();
    renderWithRouter(<ContactForm {...formProps()} />);
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
    expect(await screen.findByRole('progressbar', { name: `a.jpg: ${english.uploaded}` })).toHaveValue(100);
    expect(await screen.findByRole('progressbar', { name: `b.png: ${english.uploaded}` })).toHaveValue(100);
  });

  it('removes a photo: its upload stops and is deleted on the server', async () => {
    const user = userEvent.setup();
    holdUploads();
    renderWithRouter(<ContactForm {...formProps()} />);
    await user.upload(screen.getByLabelText(/Photos/), [photo('a.jpg'), photo('b.jpg')]);
    await screen.findByRole('progressbar', { name: 'a.jpg: 50%' });
    const id = creations()[0] && FakeTus.requests.find((r) => r.method === 'PATCH')!.url;
    await user.click(screen.getByRole('button', { name: english.remove('a.jpg') }));
    expect(screen.queryByRole('progressbar', { name: /a\.jpg/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 file(s) selected')).toBeInTheDocument();
    await waitFor(() => expect(FakeTus.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([id]));
    expect(FakeTus.requests.find((r) => r.method === 'DELETE')!.headers['Enquiry-Id']).toMatch(uuid);
    release();
    await screen.findByRole('progressbar', { name: `b.jpg: ${english.uploaded}` });
  });

  it('refuses more than 5 photos or one over 10 MB or a non-image with a clear message, and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithRouter(<ContactForm {...formProps()} />);
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
    await user.upload(
      screen.getByLabelText(/Photos/),
      [1, 2, 3, 4].map((i) => photo(`k${i}.jpg`)),
    );
    await user.upload(screen.getByLabelText(/Photos/), [photo('x.jpg'), photo('y.jpg')]);
    expect(screen.getByText('You can attach at most 5 photos.')).toBeInTheDocument();
    expect(screen.getByText('4 file(s) selected')).toBeInTheDocument();
    await waitFor(() => expect(creations()).toHaveLength(4));
    expect(creations().map((r) => metadataOf(r).filename)).toEqual(['k1.jpg', 'k2.jpg', 'k3.jpg', 'k4.jpg']);
  });

  it('when the server refuses a photo, says so and sends the enquiry without it', async () => {
    const user = userEvent.setup();
    FakeTus.refuseNext = { status: 415, body: JSON.stringify({ detail: 'crack.jpg is not an image' }) };
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Photos/), [photo('crack.jpg')]);
    expect(await screen.findByText(english.uploadFailure)).toBeInTheDocument();
    expect(screen.getByText(english.failed('crack.jpg', 'crack.jpg is not an image'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: english.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput().photo_ids).toEqual([]);
    expect(await screen.findByText(english.success)).toBeInTheDocument();
  });

  it('offline at send: keeps the whole enquiry on the phone, says so, and sends it once when back online', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Photos/), [photo('crack.jpg')]);
    await screen.findByRole('progressbar', { name: `crack.jpg: ${english.uploaded}` });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: english.submit }));

    expect(await screen.findByText(english.savedOffline)).toBeInTheDocument();
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
    expect(await screen.findAllByText(english.success)).not.toHaveLength(0);
    await waitFor(async () => expect(await allEnquiries()).toEqual([]));
    expect(localStorage.getItem(KEPT_FLAG)).toBeNull();

    // A second online event sends nothing more.
    await act(async () => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a network error at send keeps the enquiry too', async () => {
    const user = userEvent.setup();
    // The first try gets no answer; the retry's answer waits until the page has said it kept the
    // enquiry (once answered, the thank-you rightly takes the notice's place).
    let answerRetry!: () => void;
    const retryAnswered = new Promise<void>((resolve) => (answerRetry = resolve));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementationOnce(async () => {
      await retryAnswered;
      return graphqlOk();
    });
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: english.submit }));
    expect(await screen.findByText(english.savedOffline)).toBeInTheDocument();
    expect(screen.queryByText(english.failure)).not.toBeInTheDocument();
    // It went again at once (the phone says it is online), with the same client id: one lead.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [firstTry, retry] = fetchMock.mock.calls.map((c) => JSON.parse(String(c[1]!.body)).variables.input.client_id);
    expect(retry).toBe(firstTry);
    answerRetry();
    expect(await screen.findAllByText(english.success)).not.toHaveLength(0);
    await waitFor(async () => expect(await allEnquiries()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an enquiry kept while kept ones are being sent goes right after them, not at the next online event', async () => {
    const user = userEvent.setup();
    // An enquiry kept earlier is on its way (its answer held); the homeowner's new one gets no answer.
    let answerEarlier!: () => void;
    const earlierAnswered = new Promise<void>((resolve) => (answerEarlier = resolve));
    fetchMock
      .mockImplementationOnce(async () => {
        await earlierAnswered;
        return graphqlOk();
      })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const earlier = crypto.randomUUID();
    await changeEnquiry(earlier, (e) => ({ ...e, state: 'queued', input: { name: 'Earlier Homeowner', client_id: earlier } }));
    renderWithRouter(<ContactForm {...formProps()} />);
    startKeptEnquiries();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: english.submit }));
    expect(await screen.findByText(english.savedOffline)).toBeInTheDocument();
    answerEarlier();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentInput()).toMatchObject({ name: 'Jane Homeowner' });
    await waitFor(async () => expect(await allEnquiries()).toEqual([]));
  });

  it('a reload offers the photos of the draft back: done ones as done, an unfinished one resumes from the server offset', async () => {
    const user = userEvent.setup();
    holdUploads();
    const first = renderWithRouter(<ContactForm {...formProps()} />);
    await user.upload(screen.getByLabelText(/Photos/), [photo('done.jpg')]);
    release();
    await screen.findByRole('progressbar', { name: `done.jpg: ${english.uploaded}` });
    holdUploads();
    await user.upload(screen.getByLabelText(/Photos/), [photo('half.jpg', 4096)]);
    await screen.findByRole('progressbar', { name: 'half.jpg: 50%' });
    await waitFor(async () => expect((await allEnquiries())[0]!.photos[1]!.uploadUrl).toBeDefined());
    const enquiry = metadataOf(creations()[0]!).enquiry;
    // The page goes away mid-upload (its last request never ends): the server kept 1000 bytes of it.
    first.unmount();
    const halfId = FakeTus.requests
      .filter((r) => r.method === 'PATCH')
      .at(-1)!
      .url.split('/')
      .pop()!;
    FakeTus.uploads.get(halfId)!.offset = 1000;
    FakeTus.gate = Promise.resolve();
    FakeTus.requests = [];

    renderWithRouter(<ContactForm {...formProps()} />);
    expect(await screen.findByRole('progressbar', { name: `done.jpg: ${english.uploaded}` })).toHaveValue(100);
    expect(await screen.findByRole('progressbar', { name: `half.jpg: ${english.uploaded}` })).toHaveValue(100);
    expect(screen.getByText('2 file(s) selected')).toBeInTheDocument();
    expect(FakeTus.requests.map((r) => r.method)).toEqual(['HEAD', 'PATCH']);
    expect(FakeTus.requests[1]!.headers['Upload-Offset']).toBe('1000');
    expect(FakeTus.requests.every((r) => r.headers['Enquiry-Id'] === enquiry)).toBe(true);
    expect(FakeTus.uploads.get(halfId)).toMatchObject({ offset: 4096, length: 4096 });

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: english.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput().client_id).toBe(enquiry);
    expect(sentInput().photo_ids).toHaveLength(2);
  });
});
