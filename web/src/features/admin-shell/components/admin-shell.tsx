import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { brand } from '@northrock/core/brand';
import { useToast } from '~/components/ui/toast';
import { logoutMutation } from '~/features/admin-kit/api/logout.mutation';
import { meQuery } from '~/features/admin-kit/api/me.query';
import { clearAdminSession, getAdminUsername, SESSION_ENDED_EVENT } from '~/features/admin-kit/lib/admin-session';
import { useLiveConnection, useLiveLeads } from '~/features/admin-kit/hooks/use-live-leads';
import { ADMIN_LOGIN_PATH, adminNav, estimatorMayOpen, estimatorNav, sectionTitle } from '../admin-nav';

/**
 * The signed-in frame (docs/product.md §2.4): sidebar with the eight sections (a toggled drawer on
 * phones), the section title, `Welcome, {name}` and Logout.
 */
export function AdminShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useApolloClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [name] = useState(getAdminUsername);
  const me = useQuery(meQuery, { fetchPolicy: 'network-only' });
  const [logout] = useMutation(logoutMutation);
  const title = sectionTitle(pathname);
  const { unseen } = useLiveLeads();
  const connection = useLiveConnection();

  // The tab title counts the new leads: "(2) Contacts | Northrock Admin" (docs/admin.md, "Live leads").
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = unseen ? `(${unseen}) ${base}` : base;
  }, [unseen, pathname]);

  // The server refused the token somewhere (docs/product.md, Part 2): back to the login page.
  useEffect(() => {
    const ended = () => {
      toast.error('Your session has ended. Please log in again.');
      void client.clearStore();
      void navigate(ADMIN_LOGIN_PATH, { replace: true });
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [client, navigate, toast]);

  // Another page closes the menu (state adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // A temporary password, or production with the documented default: nothing else works until it is changed.
  const mustChange = Boolean(me.data?.me.password_change_required);
  useEffect(() => {
    if (mustChange && pathname !== '/admin/settings') void navigate('/admin/settings#change-password', { replace: true });
  }, [mustChange, pathname, navigate]);

  // An estimator works leads: Contacts and their own Settings only (the server refuses the rest).
  const estimator = me.data?.me.role === 'estimator';
  const nav = estimator ? estimatorNav : adminNav;
  useEffect(() => {
    if (estimator && !mustChange && !estimatorMayOpen(pathname)) void navigate('/admin/contacts', { replace: true });
  }, [estimator, mustChange, pathname, navigate]);

  async function onLogout() {
    // End the session on the server first (the token must still be sent), then forget it here.
    await logout().catch(() => undefined);
    clearAdminSession();
    await client.clearStore().catch(() => undefined);
    toast.success('Logged out successfully');
    await navigate(ADMIN_LOGIN_PATH);
  }

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <aside id="admin-sidebar" className={`admin-sidebar${menuOpen ? ' is-open' : ''}`}>
        <p className="admin-sidebar__brand">{brand.shortName} Admin</p>
        <nav aria-label="Admin sections">
          <ul className="admin-list">
            {nav.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className="admin-nav-link">
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a className="admin-sidebar__site" href="/">
          View website
        </a>
      </aside>
      <div className="admin-column">
        <header className="admin-header">
          <button
            type="button"
            className="admin-menu-button"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
          <h1 className="admin-header__title">{title}</h1>
          <div className="admin-header__user">
            <span className="admin-live" data-state={connection} role="status" title="New leads appear without reloading">
              {connection === 'connected' ? 'Live' : connection === 'reconnecting' ? 'Reconnecting...' : 'Connecting...'}
            </span>
            <span>Welcome, {name}</span>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void onLogout()}>
              Logout
            </button>
          </div>
        </header>
        {mustChange ? (
          <p className="admin-banner" role="alert">
            {me.data?.me.temporary_password
              ? 'Your account still has its temporary password. Choose your own below before anything else: until then the back office refuses every other action.'
              : 'This site still uses the documented default password. Change it below before anything else: until then the back office refuses every other action.'}
          </p>
        ) : me.data?.me.default_password ? (
          <p className="admin-banner" role="note">
            You are still using the default password, which is shown on the login page. <Link to="/admin/settings#change-password">Change it in Settings</Link>.
          </p>
        ) : null}
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
