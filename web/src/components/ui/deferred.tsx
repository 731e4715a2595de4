import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { Loading } from './loading';

/**
 * A section whose data a loader may return as a promise (`deferOnNavigation`): the
 * placeholder until it arrives on client navigations, the content at once in server-rendered
 * documents. A failed read renders nothing (docs/product.md §8: those lists render only when data exists).
 */
export function Deferred<T>({ data, loading, children }: { data: T | Promise<T>; loading?: string; children: (value: T) => ReactNode }) {
  return (
    <Suspense fallback={<Loading text={loading} />}>
      <Await resolve={data} errorElement={null}>
        {children}
      </Await>
    </Suspense>
  );
}
