import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { ContactReviewRequest } from './contact-review-request';

const request = (extra: Record<string, string | null>) => ({
  __typename: 'ReviewRequest',
  due_at: '2026-11-27T15:00:00.000Z',
  sent_at: null,
  reminder_sent_at: null,
  answered_at: null,
  cancelled_at: null,
  cancel_reason: null,
  ...extra,
});

beforeEach(() => storeAdminSession('t', 'admin'));

describe('the review request on the lead card', () => {
  it('sends it now, then shows it sent; a cancelled one says why and offers nothing', async () => {
    let sent = false;
    fakeGraphql({
      contactReviewRequest: () => ({ data: { contactReviewRequest: sent ? request({ sent_at: '2026-11-28T15:00:00.000Z' }) : null } }),
      sendReviewRequest: () => {
        sent = true;
        return { data: { sendReviewRequest: request({ sent_at: '2026-11-28T15:00:00.000Z' }) } };
      },
    });
    renderAdmin(<ContactReviewRequest leadId={7} describedBy="x" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(/sent Nov 28|sent .*2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('a cancelled request says why', async () => {
    fakeGraphql({
      contactReviewRequest: () => ({ data: { contactReviewRequest: request({ cancelled_at: '2026-11-28T15:00:00.000Z', cancel_reason: 'unsubscribed' }) } }),
    });
    renderAdmin(<ContactReviewRequest leadId={8} describedBy="x" />);
    expect(await screen.findByText(/will not go: the homeowner unsubscribed/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
