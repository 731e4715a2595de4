import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { print, type FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';

/** Where a subscription's event stream stands: the admin shell shows it. */
export type StreamState = 'connecting' | 'connected' | 'reconnecting';

export interface ApolloOptions {
  /** The bearer token to send, if any (the admin keeps it in localStorage under `admin_token`). */
  getToken?: () => string | null;
  /** Called when the server answers UNAUTHENTICATED (docs/product.md, Part 2: clear the token, go to login). */
  onUnauthenticated?: () => void;
  /** Told when a subscription's stream connects, or is lost and being retried. */
  onStreamState?: (state: StreamState) => void;
}

/** Backoff of a lost stream: 0.5 s doubling to 30 s, jittered; from scratch once a stream had held for a minute. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
const STABLE_MS = 60_000;

/**
 * Subscriptions over server-sent events (graphql-sse's "distinct connections" mode, which
 * graphql-yoga answers on `/graphql`): one POST per subscription with `Accept: text/event-stream`.
 * A dropped stream (network, a gateway restarting for a deploy) is retried for ever with backoff;
 * the token is read again at each attempt.
 */
function sseClient(options: ApolloOptions): Client {
  let failures = 0;
  let connectedAt = 0;
  return createClient({
    url: '/graphql',
    headers: (): Record<string, string> => {
      const token = options.getToken?.();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Infinity,
    retry: async () => {
      if (connectedAt && Date.now() - connectedAt > STABLE_MS) failures = 0;
      connectedAt = 0;
      options.onStreamState?.('reconnecting');
      const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures++);
      await new Promise((resolve) => setTimeout(resolve, delay / 2 + (Math.random() * delay) / 2));
    },
    on: {
      connecting: (reconnecting) => options.onStreamState?.(reconnecting ? 'reconnecting' : 'connecting'),
      connected: () => {
        connectedAt = Date.now();
        options.onStreamState?.('connected');
      },
    },
  });
}

/** An Apollo link that sends each operation it gets over the SSE client. */
function sseLink(client: Client): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) =>
        client.subscribe<Record<string, unknown>>(
          { query: print(operation.query), variables: operation.variables, operationName: operation.operationName, extensions: operation.extensions },
          {
            // Parsed JSON off the wire: the formatted result, whatever graphql-sse's type says.
            next: (result) => observer.next(result as FormattedExecutionResult),
            complete: () => observer.complete(),
            error: (err) => observer.error(err instanceof Error ? err : new Error(String(err))),
          },
        ),
      ),
  );
}

/**
 * The browser's GraphQL client (`/graphql`, same origin). Public pages read their data
 * through route loaders on the server and never load this module; the admin and any
 * client-side mutation that wants a cache use it. Subscriptions go over server-sent events.
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
  const http = ApolloLink.from([auth, new HttpLink({ uri: '/graphql' })]);
  // graphql-sse connects on the first subscription only.
  const live = sseLink(sseClient(options));
  return new ApolloClient({
    link: ApolloLink.from([errors, ApolloLink.split((op) => op.operationType === 'subscription', live, http)]),
    cache: new InMemoryCache(),
  });
}
