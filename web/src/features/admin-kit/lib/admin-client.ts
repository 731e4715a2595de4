import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '~/lib/apollo';
import { endAdminSession, getAdminToken } from './admin-session';

let client: ApolloClient | undefined;

/**
 * The back office's GraphQL client: sends the stored bearer token on every operation and ends
 * the session on UNAUTHENTICATED. One per tab, created on first use (admin pages render in
 * the browser only).
 */
export function adminClient(): ApolloClient {
  client ??= createApolloClient({ getToken: getAdminToken, onUnauthenticated: endAdminSession });
  return client;
}
