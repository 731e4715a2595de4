import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactClock, clockText } from './contact-clock';

const chase = (kind: 'owner' | 'admins' | 'digest' | 'followup', sent_at: string | null, cancelled_at: string | null = null) => ({
  __typename: 'LeadChase' as const,
  kind,
  due_at: '2026-11-24T15:07:00.000Z',
  sent_at,
  cancelled_at,
});

const inList = (node: React.ReactElement) => render(<ul>{node}</ul>);

describe("the lead card's response clock", () => {
  it('says how long an unanswered lead has waited, in office minutes', () => {
    expect(clockText({ waiting_office_minutes: 12, response_office_minutes: null })).toBe('waiting 12 office minutes');
    expect(clockText({ waiting_office_minutes: 1, response_office_minutes: null })).toBe('waiting 1 office minute');
    inList(<ContactClock lead={{ waiting_office_minutes: 12, response_office_minutes: null, chases: [] }} />);
    expect(screen.getByText('waiting 12 office minutes')).toBeInTheDocument();
  });

  it('says how fast an answered lead was answered', () => {
    expect(clockText({ waiting_office_minutes: null, response_office_minutes: 7 })).toBe('answered in 7 min');
    inList(<ContactClock lead={{ waiting_office_minutes: null, response_office_minutes: 0, chases: [] }} />);
    expect(screen.getByText('answered in 0 min')).toBeInTheDocument();
  });

  it('lists the chases: sent, on its way, or not sent because someone answered first', () => {
    inList(
      <ContactClock
        lead={{
          waiting_office_minutes: 40,
          response_office_minutes: null,
          chases: [chase('owner', '2026-11-24T15:07:30.000Z'), chase('admins', null, '2026-11-24T15:20:00.000Z'), chase('followup', null)],
        }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Chases' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Chased owner at .*2026|^Chased owner at /);
    expect(items[1]).toHaveTextContent('Chased admins: not sent, answered first');
    expect(items[2]).toHaveTextContent(/^Follow-up reminder sent: on its way/);
  });

  it('shows nothing for a lead without a clock (held-back spam, erased)', () => {
    const { container } = inList(<ContactClock lead={{ waiting_office_minutes: null, response_office_minutes: null, chases: [] }} />);
    expect(container.querySelector('li')).toBeNull();
  });
});
