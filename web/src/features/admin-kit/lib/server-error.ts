import { CombinedGraphQLErrors } from '@apollo/client';
import { errorMessage } from '~/lib/error-message';

export interface FieldError {
  field: string;
  message: string;
}

/** Thrown by REST calls: the answer's `detail` and field list (docs/product.md (Part 2) error shape). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly errors: FieldError[] = [],
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'RestError';
  }
}

/** The server's own message for a failed call (GraphQL error message or REST `detail`), if it sent one. */
export function serverDetail(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (error instanceof RestError) return error.detail;
  return undefined;
}

/** Per-field validation messages the server sent back (`extensions.errors` / `errors`). */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.flatMap((e) => (Array.isArray(e.extensions?.errors) ? (e.extensions.errors as FieldError[]) : []));
  }
  return error instanceof RestError ? error.errors : [];
}

/** docs/product.md §8, data loading: the server's detail, else the error message, else "An error occurred". */
export function loadErrorMessage(error: unknown): string {
  return serverDetail(error) ?? errorMessage(error);
}

/** The server refused the token: the shell is already on its way to the login page, no toast needed. */
export function isSessionEnded(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return error instanceof RestError && error.status === 401;
}

/**
 * Runs a settings form's save: its refusal's fields go to `onFields` (shown by each field), any
 * other failure to `onOther` with the server's words; an ended session is already handled.
 */
export async function saveShowingFieldErrors(
  save: () => Promise<unknown>,
  onFields: (errors: Record<string, string>) => void,
  onOther: (detail: string | undefined) => void,
): Promise<boolean> {
  onFields({});
  try {
    await save();
    return true;
  } catch (err) {
    if (isSessionEnded(err)) return false;
    const found = Object.fromEntries(serverFieldErrors(err).map((e) => [e.field, e.message]));
    if (Object.keys(found).length) onFields(found);
    else onOther(serverDetail(err));
    return false;
  }
}
