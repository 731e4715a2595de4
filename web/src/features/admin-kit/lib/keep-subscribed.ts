import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getAdminToken } from './admin-session';

/** After the server ended a stream (not a network loss, which the link retries): wait 1-3 s, then subscribe again. */
const RESUBSCRIBE_MS = 1000;

/**
 * One live subscription of the back office kept open while the admin is signed in: `onData`
 * gets each event; when the server ends the stream it subscribes again after a short random
 * wait (signed out, it stops). Returns the function that stops it.
 */
export function keepSubscribed<T>(client: ApolloClient, query: TypedDocumentNode<T, OperationVariables>, onData: (data: T) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const again = () => {
    // Signed out (UNAUTHENTICATED already sent the admin to the login page): nothing to resume.
    if (stopped || !getAdminToken()) return;
    timer = setTimeout(start, RESUBSCRIBE_MS + Math.random() * 2 * RESUBSCRIBE_MS);
  };
  function start() {
    subscription = client.subscribe({ query }).subscribe({
      next: (result) => {
        if (result.data) onData(result.data as T);
      },
      error: again,
      complete: again,
    });
  }
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
  };
}
