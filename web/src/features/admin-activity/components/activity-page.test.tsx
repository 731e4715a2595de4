import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { ActivityPage } from './activity-page';

const entry = (id: number, extra: Record<string, unknown>) => ({
  __typename: 'ActivityEntry',
  id,
  created_at: '2026-11-23T08:00:00.000Z',
  actor_id: 2,
  actor_username: 'marie',
  action: 'update',
  entity_type: 'Service',
  entity_id: '5',
  label: 'Sump pumps',
  restorable: true,
  restorable_before: true,
  restored_from: null,
  changes: [],
  ...extra,
});

let restoreAnswer: GraphqlAnswer;
const page = (items: unknown[], total = items.length) => ({ data: { activity: { __typename: 'ActivityPage', total, page: 1, page_size: 50, items } } });

function network() {
  return fakeGraphql({
    activityPeople: () => ({ data: { adminAccounts: [{ __typename: 'AdminAccount', id: 2, username: 'marie' }] } }),
    activity: () =>
      page(
        [
          entry(3, { changes: [{ __typename: 'ActivityChange', field: 'title', before: 'Sump pump', after: 'Sump pumps' }] }),
          entry(2, {
            action: 'sign_in_failed',
            actor_id: null,
            actor_username: '',
            entity_type: 'Session',
            entity_id: null,
            label: 'mari',
            restorable: false,
            restorable_before: false,
          }),
        ],
        120,
      ),
    restoreContentVersion: () => restoreAnswer,
  });
}

beforeEach(() => {
  storeAdminSession('token-1', 'admin');
  restoreAnswer = { data: { restoreContentVersion: { __typename: 'RestoredContent', entity_type: 'Service', entity_id: '5' } } };
});

describe('Activity screen', () => {
  it('lists who did what, newest first, with the changed fields before and after on demand', async () => {
    network();
    renderAdmin(<ActivityPage />);
    const update = await screen.findByRole('article', { name: 'marie: Updated service "Sump pumps" (#5)' });
    expect(screen.getByText('Total: 120')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Failed sign-in/ })).toHaveTextContent('Username tried: mari');
    await userEvent.setup().click(within(update).getByText('1 field changed'));
    const row = within(update).getByRole('row', { name: /title/ });
    expect(row).toHaveTextContent('Sump pump');
    expect(row).toHaveTextContent('→ Sump pumps');
    expect(screen.getByRole('navigation', { name: 'Activity pages' })).toHaveTextContent('Page 1 of 3');
  });

  it('sends the filters from the address, and changes them there', async () => {
    const user = userEvent.setup();
    const net = network();
    renderAdmin(<ActivityPage />, { path: '/admin/activity?type=Service&id=5&from=2026-11-01' });
    expect(await screen.findByRole('heading', { name: 'History of service #5' })).toBeInTheDocument();
    await waitFor(() => expect(net.sent.find((s) => s.operationName === 'activity')).toBeTruthy());
    expect(net.sent.find((s) => s.operationName === 'activity')!.variables.filter).toMatchObject({
      entity_type: 'Service',
      entity_id: '5',
      from: '2026-11-01',
      page: 1,
    });
    await user.selectOptions(await screen.findByLabelText('Person'), 'marie');
    await waitFor(() =>
      expect(net.sent.filter((s) => s.operationName === 'activity').at(-1)!.variables.filter).toMatchObject({
        actor_id: 2,
        entity_type: 'Service',
        entity_id: '5',
      }),
    );
  });

  it('restores a version after a confirmation, and shows the server detail when it refuses', async () => {
    const user = userEvent.setup();
    const net = network();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin(<ActivityPage />);
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Restore this version of "Sump pumps"?'));
    expect(await screen.findByText('Version restored successfully')).toBeInTheDocument();
    expect(net.sent.find((s) => s.operationName === 'restoreContentVersion')!.variables).toEqual({ entryId: 3, input: { version: 'after' } });

    await user.click(await screen.findByRole('button', { name: 'Restore the version before' }));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('from before this change?'));
    await waitFor(() => expect(net.sent.filter((s) => s.operationName === 'restoreContentVersion')).toHaveLength(2));
    expect(net.sent.filter((s) => s.operationName === 'restoreContentVersion')[1]!.variables).toEqual({ entryId: 3, input: { version: 'before' } });

    restoreAnswer = graphqlError('A service with this slug already exists', 'CONFLICT');
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByText('A service with this slug already exists')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Restore/ })).toHaveLength(2);
  });
});
