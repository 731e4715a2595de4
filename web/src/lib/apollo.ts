import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';

export interface ApolloOptions {
  /** The bearer token to send, if any (the admin keeps it in localStorage under `admin_token`). */
  getToken?: () => string | null;
  /** Called when the server answers UNAUTHENTICATED (docs/product.md, Part 2: clear the token, go to login). */
  onUnauthenticated?: () => void;
}

/**
 * The browser's GraphQL client (`/graphql`, same origin). Public pages read their data
 * through route loaders on the server and never load this module; the admin and any
 * client-side mutation that wants a cache use it.
 */
export function createApolloClient(options: ApolloOptions = {}): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = options.getToken?.();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  const errors = new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      options.onUnauthenticated?.();
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([errors, auth, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
