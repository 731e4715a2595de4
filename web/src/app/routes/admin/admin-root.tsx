import { Outlet } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import adminCss from '~/features/admin-kit/admin.css?url';
import { adminClient } from '~/features/admin-kit/lib/admin-client';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

/**
 * Everything under /admin. Rendered in the browser only (the session lives in local
 * storage): the server sends the fallback, the browser renders the screen. Its code and
 * stylesheet load only here, never on public pages.
 */
export const links = () => [{ rel: 'stylesheet', href: adminCss }];

export const meta = () => adminMeta('Admin');

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p className="admin-state admin-state--page" role="status">
      Loading...
    </p>
  );
}

export default function AdminRoot() {
  return (
    <ApolloProvider client={adminClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
