import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '~/lib/apollo';
import { endAdminSession, getAdminToken } from './admin-session';
import { liveConnection } from './live-connection';

let client: ApolloClient | undefined;

/**
 * The back office's GraphQL client: sends the stored bearer token on every operation and ends
 * the session on UNAUTHENTICATED. One per tab, created on first use (admin pages render in
 * the browser only). Its subscriptions' stream state feeds `liveConnection`.
 */
export function adminClient(): ApolloClient {
  client ??= createApolloClient({ getToken: getAdminToken, onUnauthenticated: endAdminSession, onStreamState: liveConnection.set });
  return client;
}
