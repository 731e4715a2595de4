/** The server's human-readable `detail` carried by a failed call, if any. */
export function serverDetail(error: unknown): string | undefined {
  const detail = error && typeof error === 'object' ? (error as { detail?: unknown }).detail : undefined;
  return typeof detail === 'string' && detail ? detail : undefined;
}

/**
 * The text to show for a failed call (docs/product.md §8): the server's `detail`, else the error's
 * message, else the fallback ("An error occurred" for data loading).
 */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  const message = error instanceof Error ? error.message : undefined;
  return serverDetail(error) ?? (message || fallback);
}
