import type { ReactNode } from 'react';
import { loadErrorMessage } from '../lib/server-error';

export interface LoadStateProps {
  /** The data is there: show it (a background reload keeps showing it). */
  ready: boolean;
  loading: boolean;
  error: unknown;
  /** docs/product.md §8's loading text for this screen ("Loading services..."). */
  loadingText: string;
  children: ReactNode;
}

/** The three states of loaded data: its loading text, the docs/product.md §8 error text, or the data. */
export function LoadState({ ready, loading, error, loadingText, children }: LoadStateProps) {
  if (ready) return <>{children}</>;
  if (loading || !error) {
    return (
      <p className="admin-state" role="status">
        {loadingText}
      </p>
    );
  }
  return (
    <p className="admin-state admin-state--error" role="alert">
      {loadErrorMessage(error)}
    </p>
  );
}
