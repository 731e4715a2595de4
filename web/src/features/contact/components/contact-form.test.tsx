import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { rememberVisit } from '~/lib/visit';
import { allEnquiries } from '../enquiry-store';
import { KEPT_FLAG } from '../kept-flag';
import {
  FakeTus,
  creations,
  fetchMock,
  fillRequired,
  graphqlOk,
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
import { ContactFormIsland } from './contact-form-island';

describe('ContactForm', { timeout: 30_000 }, () => {
  useFakeNetwork();

  it('has the required and optional fields of docs/product.md', () => {
    renderWithRouter(<ContactForm {...formProps()} />);
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
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/Phone Number/));
    await user.type(screen.getByLabelText(/Phone Number/), 'call me');
    // A tab pasted into a one-line field (browsers strip only CR and LF from a text input).
    await user.clear(screen.getByLabelText(/Subject/));
    await user.click(screen.getByLabelText(/Subject/));
    await user.paste('Wet\tbasement');
    await user.click(screen.getByRole('button', { name: english.submit }));
    expect(screen.getByText('Phone Number must be a phone number (7 to 15 digits)')).toBeInTheDocument();
    expect(screen.getByText('Subject must be one line (no line breaks or tabs)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the enquiry with its client id, every upload id and the page language, thanks at once while photos still upload, and resets', async () => {
    const user = userEvent.setup();
    let finish!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (finish = r)));
    holdUploads();
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('City'), 'Thunder Bay');
    await user.upload(screen.getByLabelText(/Photos/), [photo('crack.jpg'), photo('wall.png', 2048, 'image/png')]);
    await user.click(screen.getByRole('button', { name: english.submit }));

    const busy = screen.getByRole('button', { name: english.busy });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const ids = FakeTus.requests.filter((r) => r.method === 'PATCH').map((r) => r.url.split('/').pop());
    const enquiry = metadataOf(creations()[0]!).enquiry;
    expect(sentInput()).toMatchObject({ name: 'Jane Homeowner', city: 'Thunder Bay', client_id: enquiry, language: 'en' });
    expect([...(sentInput().photo_ids as string[])].sort()).toEqual([...ids].sort());

    // The lead is stored: thanks, although no photo has finished.
    finish(graphqlOk());
    expect(await screen.findByText(english.success)).toBeInTheDocument();
    expect(await screen.findByText(english.stillUploading)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.queryByText(/file\(s\) selected/)).not.toBeInTheDocument();
    expect((screen.getByLabelText(/Photos/) as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByRole('button', { name: english.submit })).toBeEnabled();

    release();
    await waitFor(() => expect(screen.queryByText(english.stillUploading)).not.toBeInTheDocument());
    expect([...FakeTus.uploads.values()].every((u) => u.offset === u.length)).toBe(true);
    // Nothing is left on the phone once the lead and its photos are through.
    await waitFor(async () => expect(await allEnquiries()).toEqual([]));
    expect(localStorage.getItem(KEPT_FLAG)).toBeNull();

    // The next enquiry gets a new client id.
    fetchMock.mockImplementation(async () => graphqlOk());
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: english.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentInput().client_id).toMatch(uuid);
    expect(sentInput().client_id).not.toBe(enquiry);
    expect(sentInput().photo_ids).toEqual([]);
  });

  it('is entirely French on a French page: labels, validation, photos, send with language fr and the French thank-you', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/fr/contact');
    renderWithRouter(<ContactFormIsland {...formProps('fr')} />, { path: '/fr/contact' });
    const form = screen.getByRole('button', { name: 'Obtenir mon estimation gratuite' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/fr/contact');
    expect(form.querySelector('input[type=hidden][name=language]')).toHaveValue('fr');
    for (const label of [/Nom complet/, /Adresse courriel/, /Numéro de téléphone/, /Objet/, /Description/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Ville')).not.toBeRequired();
    expect(screen.getByText(/Au plus 5 fichiers de 10 Mo chacun/)).toBeInTheDocument();
    expect(screen.queryByText(/Full Name|Email Address|Get My Free Estimate/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nom complet/), 'Josée Lafrenière');
    await user.type(screen.getByLabelText(/Adresse courriel/), 'josee@example.com');
    await user.type(screen.getByLabelText(/Numéro de téléphone/), 'appelez-moi');
    await user.type(screen.getByLabelText(/Description/), 'De l’eau au sous-sol chaque printemps.');
    await user.click(screen.getByLabelText(/Objet/));
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Obtenir mon estimation gratuite' }));
    expect(screen.getByText('Le champ « Objet » ne peut dépasser 200 caractères')).toBeInTheDocument();
    expect(screen.getByText('Le champ « Numéro de téléphone » doit contenir un numéro de téléphone (de 7 à 15 chiffres)')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Numéro de téléphone/));
    await user.type(screen.getByLabelText(/Numéro de téléphone/), '705-555-0199');
    await user.clear(screen.getByLabelText(/Objet/));
    await user.type(screen.getByLabelText(/Objet/), 'Fissure dans le mur');
    await user.upload(screen.getByLabelText(/Photos/), [photo('fissure.jpg'), photo('mur.jpg')]);
    expect(screen.getByText('2 fichiers sélectionnés')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'fissure.jpg : Envoyée' })).toHaveValue(100);
    await user.click(screen.getByRole('button', { name: 'Obtenir mon estimation gratuite' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput()).toMatchObject({ language: 'fr', form_page: '/fr/contact', subject: 'Fissure dans le mur' });
    expect(await screen.findByText('Merci! Nous communiquerons avec vous d’ici 24 heures.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
    // The thank-you offers the lead's open slots, on the French booking page.
    expect(screen.getByRole('link', { name: 'Réservez votre inspection gratuite' })).toHaveAttribute('href', '/fr/reserver/b.1.1797742800.Sig');
  });

  it('sends where the visit started (remembered for this tab) and the page it is sent from', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?utm_source=google&utm_campaign=spring&gclid=x');
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/search?q=piers', configurable: true });
    rememberVisit();
    window.history.replaceState(null, '', '/services/push-pier-systems');
    rememberVisit(); // a later page of the visit changes nothing
    window.history.replaceState(null, '', '/contact');
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: english.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput()).toMatchObject({ landing_page: '/?utm_source=google&utm_campaign=spring', referrer: 'www.google.com', form_page: '/contact' });
    sessionStorage.clear();
  });

  it('without a remembered visit sends the form page only', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: english.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentInput()).toMatchObject({ form_page: '/contact' });
    expect(sentInput()).not.toHaveProperty('landing_page');
  });

  it('on failure toasts the server detail and keeps what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: [{ message: 'Too many enquiries from this address; try again in a minute' }], data: null }), { status: 200 }),
    );
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: english.submit }));
    const toasts = await screen.findAllByTestId('toast');
    expect(within(toasts[0]!).getByText('Too many enquiries from this address; try again in a minute')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Jane Homeowner');
  });

  it('without a server detail, toasts the generic failure', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    renderWithRouter(<ContactForm {...formProps()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: english.submit }));
    expect(await screen.findByText(english.failure)).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Wet basement');
  });
});
