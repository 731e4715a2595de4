import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { rememberVisit } from '~/lib/visit';
import { contactMessages } from '../content';
import { allEnquiries } from '../enquiry-store';
import { KEPT_FLAG } from '../kept-flag';
import { photoMessages } from '../photo-content';
import { FakeTus, creations, fetchMock, fillRequired, graphqlOk, holdUploads, metadataOf, photo, release, sentInput, useFakeNetwork, uuid } from '../testing/contact-form-network';
import { ContactForm } from './contact-form';

describe('ContactForm', { timeout: 30_000 }, () => {
  useFakeNetwork();

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
});
