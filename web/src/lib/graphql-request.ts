import { print } from '@0no-co/graphql.web';
import type { TypedDocumentNode } from '@apollo/client';

/** A failed call, carrying the server's human-readable `detail` when it sent one (docs/product.md §8). */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/**
 * A minimal GraphQL client for public pages (a form's one mutation does not justify
 * shipping Apollo to every visitor): POST /graphql, first error's message as `detail`.
 */
export async function requestGraphql<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: print(document), variables }),
    });
  } catch (err) {
    throw new RequestError(err instanceof Error ? err.message : 'Network error');
  }
  const body = (await response.json().catch(() => null)) as {
    data?: TData | null;
    errors?: { message: string }[];
    detail?: string;
  } | null;
  const detail = body?.errors?.[0]?.message ?? body?.detail;
  if (!response.ok || body?.errors?.length || !body?.data) {
    throw new RequestError(detail ?? `Request failed (${response.status})`, detail, response.status);
  }
  return body.data;
}
