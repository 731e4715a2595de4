import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminNavigation } from '@northrock/core/browser';
import { endAdminSession, storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { AdminShell } from './admin-shell';

const network = (defaultPassword = false, role = 'admin') =>
  fakeGraphql({
    me: () => ({
      data: {
        me: {
          __typename: 'Me',
          username: 'admin',
          default_password: defaultPassword,
          password_change_required: false,
          temporary_password: false,
          mfa_enabled: false,
          role,
        },
      },
    }),
    logout: () => ({ data: { logout: true } }),
  });

describe('Admin shell (docs/product.md §2.4)', () => {
  it('has every section, the section title and "Welcome, {name}"', async () => {
    storeAdminSession('t', 'office');
    network(true);
    renderAdmin(<AdminShell />, { path: '/admin/videos' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(adminNavigation().map((e) => [e.label, e.path]));
    // The registry's order: the dashboard, the content types, then the lead desk and the rest.
    expect(within(nav).getAllByRole('link').at(0)).toHaveTextContent('Dashboard');
    expect(within(nav).getAllByRole('link').at(-1)).toHaveTextContent('Settings');
    expect(within(nav).getByRole('link', { name: 'Reply Templates' })).toHaveAttribute('href', '/admin/reply-templates');
    expect(screen.getByRole('heading', { level: 1, name: 'Video Reels' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Video Reels' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Welcome, office')).toBeInTheDocument();
    expect(await screen.findByText(/still using the default password/)).toBeInTheDocument();
  });

  it('shows an estimator Contacts, Calendar and Settings only, and sends them to Contacts from elsewhere', async () => {
    storeAdminSession('t', 'marie');
    network(false, 'estimator');
    const { router } = renderAdmin(<AdminShell />, { path: '/admin/services' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    await screen.findByRole('heading', { level: 1, name: 'Contacts' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Contacts', 'Calendar', 'Settings']);
    expect(router.state.location.pathname).toBe('/admin/contacts');
  });

  it('greets "Admin" when no username is stored', () => {
    localStorage.setItem('admin_token', 't');
    network();
    renderAdmin(<AdminShell />, { path: '/admin/dashboard' });
    expect(screen.getByText('Welcome, Admin')).toBeInTheDocument();
  });

  it('toggles the sidebar from the menu button on small screens', async () => {
    const user = userEvent.setup();
    storeAdminSession('t', 'admin');
    network();
    renderAdmin(<AdminShell />, { path: '/admin/dashboard' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'admin-sidebar');
    await user.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('admin-sidebar')).toHaveClass('is-open');
  });

  it('logs out: ends the server session, clears the storage, says so and opens the login page', async () => {
    const user = userEvent.setup();
    storeAdminSession('t', 'admin');
    const net = network();
    const { router } = renderAdmin(<AdminShell />, { path: '/admin/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_username')).toBeNull();
    expect(net.sent.find((s) => s.operationName === 'logout')).toMatchObject({ authorization: 'Bearer t' });
  });

  it('returns to the login page when the server ends the session', async () => {
    storeAdminSession('t', 'admin');
    network();
    const { router } = renderAdmin(<AdminShell />, { path: '/admin/contacts' });
    act(() => endAdminSession());
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });
});
