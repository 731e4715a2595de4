import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { ReviewSettingsPanel } from './review-settings';

const settings = { __typename: 'ReviewSettings', delay_days: 3, google_review_url: null, postal_address: null };

beforeEach(() => storeAdminSession('t', 'admin'));

describe('the review settings', () => {
  it('shows the settings, saves them (an empty link is none) and shows a refusal by its field', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const net = fakeGraphql({
      reviewSettings: () => ({ data: { reviewSettings: settings } }),
      updateReviewSettings: (v) =>
        ++saves === 1
          ? graphqlError('Invalid', 'BAD_USER_INPUT', [{ field: 'google_review_url', message: 'Google review link must be an https URL' }])
          : { data: { updateReviewSettings: { ...settings, ...(v.input as object) } } },
    });
    renderAdmin(<ReviewSettingsPanel />);
    const delay = await screen.findByLabelText('Days after a job is won before the request goes');
    expect(delay).toHaveValue(3);
    const link = screen.getByLabelText('Google review link');
    expect(link).toHaveValue('');
    await user.type(link, 'http://g.page/r/northrock');
    await user.click(screen.getByRole('button', { name: 'Save Review Settings' }));
    expect(await screen.findByText('Google review link must be an https URL')).toBeInTheDocument();
    await user.clear(link);
    await user.clear(delay);
    await user.type(delay, '5');
    await user.click(screen.getByRole('button', { name: 'Save Review Settings' }));
    expect(await screen.findByText('Review settings saved')).toBeInTheDocument();
    expect(net.sent.filter((s) => s.operationName === 'updateReviewSettings').map((s) => s.variables.input)).toEqual([
      { delay_days: 3, google_review_url: 'http://g.page/r/northrock', postal_address: null },
      { delay_days: 5, google_review_url: null, postal_address: null },
    ]);
  });
});
