import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { lead, photo } from '../testing/lead-fixtures';
import { ContactsPage } from './contacts-page';

const me = { username: 'admin', default_password: false, password_change_required: false, temporary_password: false, mfa_enabled: false, role: 'admin' };

function network(items: ReturnType<typeof lead>[]) {
  return fakeGraphql({
    contactPage: () => ({ data: { contactPage: { __typename: 'ContactPage', total: items.length, page: 1, page_size: 20, items } } }),
    leadOwners: () => ({ data: { leadOwners: [] } }),
    me: () => ({ data: { me: { __typename: 'Me', ...me } } }),
    leadSources: () => ({ data: { leadsBySource: [] } }),
  });
}

beforeEach(() => storeAdminSession('token-1', 'admin'));

describe('a lead card with photos on their way', () => {
  it('says how many are still coming and how many never arrived, and nothing when all are in', async () => {
    network([
      lead(3, 'Cy Roy', { photos: [photo('00000000-0000-4000-8000-000000000003')], photos_pending: 2, photos_missing: 1 }),
      lead(4, 'Di Lee', { photos: [photo('00000000-0000-4000-8000-000000000004')] }),
    ]);
    renderAdmin(<ContactsPage />, { path: '/admin/contacts' });
    const cy = await screen.findByRole('article', { name: 'Cy Roy' });
    expect(within(cy).getByText('2 photos still coming. 1 photo never arrived.')).toBeInTheDocument();
    const di = screen.getByRole('article', { name: 'Di Lee' });
    expect(within(di).queryByText(/still coming|never arrived/)).toBeNull();
  });
});
