import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { ReviewFiguresPanel } from './review-figures-panel';

const row = { requests_sent: 4, answers: 2, average_rating: 4.5, published: 1 };

beforeEach(() => storeAdminSession('t', 'admin'));

describe('the Dashboard reviews panel', () => {
  it('shows requests sent, answers, the average rating and published reviews, per source and per estimator', async () => {
    fakeGraphql({
      reviewFigures: () => ({
        data: {
          reviewFigures: {
            __typename: 'ReviewFigures',
            ...row,
            by_source: [{ __typename: 'ReviewFiguresOfSource', source: 'google', ...row }],
            by_estimator: [{ __typename: 'ReviewFiguresOfEstimator', owner_id: 2, owner: 'sam', ...row, average_rating: null, answers: 0 }],
          },
        },
      }),
    });
    renderAdmin(<ReviewFiguresPanel />);
    const facts = await screen.findByTestId('review-figures');
    expect(facts.textContent).toBe('Requests sent4Answers2Average rating4.5 / 5Published1');
    const source = screen.getByRole('table', { name: 'Per source' });
    expect(within(source).getByRole('row', { name: /google/ }).textContent).toBe('google424.5 / 51');
    const estimator = screen.getByRole('table', { name: 'Per estimator' });
    expect(within(estimator).getByRole('row', { name: /sam/ }).textContent).toBe('sam40-1');
  });
});
