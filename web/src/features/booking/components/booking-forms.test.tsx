import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { BadBookingLink } from './bad-link';
import { BookingOffer } from './booking-offer';
import { VisitManage } from './visit-manage';

const slots = [
  { start: '2026-12-01T15:00:00.000Z', label: 'Tuesday, December 1, 9:00 a.m. CST' },
  { start: '2026-12-01T17:00:00.000Z', label: 'Tuesday, December 1, 11:00 a.m. CST' },
];

describe('the booking forms, as the server renders them (no JavaScript needed)', () => {
  it('the thank-you offers the open slots on the homeowner’s clock, the first checked, posting to the lead’s booking page', () => {
    const { container } = renderWithRouter(<BookingOffer token="t.sig" slots={slots} timeZone="America/Winnipeg" />, { path: '/contact' });
    expect(screen.getByRole('heading', { name: 'Book your free inspection' })).toBeInTheDocument();
    expect(screen.getByText(/Central Time/)).toBeInTheDocument();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/book/t.sig');
    const radios = within(form).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(slots.map((s) => s.start));
    expect(radios[0]).toBeChecked();
    expect(screen.getByLabelText(slots[1]!.label)).toHaveAttribute('name', 'start');
    expect(screen.getByRole('button', { name: 'Book this time' })).toHaveAttribute('type', 'submit');
  });

  it('in French on a French page, posting to the French booking page', () => {
    const { container } = renderWithRouter(<BookingOffer token="abc" slots={slots} timeZone="America/Toronto" />, { path: '/fr/contact' });
    expect(screen.getByRole('heading', { name: 'Réservez votre inspection gratuite' })).toBeInTheDocument();
    expect(container.querySelector('form')).toHaveAttribute('action', '/fr/reserver/abc');
    expect(screen.getByRole('button', { name: 'Réserver cette plage' })).toBeInTheDocument();
  });

  it('a slot taken meanwhile says so and offers the next ones', () => {
    const next = [{ start: '2026-12-02T15:00:00.000Z', label: 'Wednesday, December 2, 9:00 a.m. CST' }];
    renderWithRouter(
      <VisitManage
        action="/visit/v"
        visit={{ label: slots[0]!.label, city: 'Winnipeg', estimator_name: 'Dana', status: 'booked', time_zone: 'America/Winnipeg' }}
        slots={slots}
        outcome={{ status: 'taken', slots: next }}
      />,
      { path: '/visit/v' },
    );
    expect(screen.getByText(/That time was just taken\./)).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([next[0]!.start]);
    expect(screen.getByRole('button', { name: 'Cancel my visit' }).closest('form')).toHaveAttribute('method', 'post');
  });

  it('a visit no longer booked offers neither move nor cancel', () => {
    renderWithRouter(
      <VisitManage
        action="/fr/visite/v"
        visit={{ label: 'mardi 1 décembre, 9 h 00 HNC', city: '', estimator_name: '', status: 'cancelled', time_zone: 'America/Winnipeg' }}
        slots={slots}
        outcome={{ status: 'cancelled' }}
      />,
      { path: '/fr/visite/v' },
    );
    expect(screen.getByText(/Votre visite est annulée\./)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Annulée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Annuler|Déplacer/ })).toBeNull();
  });

  it('a refused slot shows the field’s error by the list', () => {
    renderWithRouter(
      <VisitManage
        action="/visit/v"
        visit={{ label: slots[0]!.label, city: 'Sudbury', estimator_name: 'Lee', status: 'booked', time_zone: 'America/Toronto' }}
        slots={slots}
        outcome={{ status: 'invalid', errors: { start: 'That time cannot be booked any more: please pick another one.' }, values: { start: slots[1]!.start } }}
      />,
      { path: '/visit/v' },
    );
    expect(screen.getByText(/cannot be booked/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(slots[1]!.label)).toBeChecked();
  });

  it('a bad link is a clear page that points to the contact page', () => {
    renderWithRouter(<BadBookingLink />, { path: '/fr/reserver/x' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ce lien ne fonctionne plus');
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/fr/contact');
  });
});
