import DataLoader from 'dataloader';
import type { GraphqlContext } from './context';

/**
 * A per-request batch of "the rows of each of these parents" (a lead's notes, its replies): one
 * query for a page of parents instead of one per parent, forgotten with the request.
 */
export function requestLoader<V>(load: (ctx: GraphqlContext, ids: readonly number[]) => Promise<Map<number, V[]>>) {
  const loaders = new WeakMap<GraphqlContext, DataLoader<number, V[]>>();
  return (ctx: GraphqlContext): DataLoader<number, V[]> => {
    let loader = loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const byParent = await load(ctx, ids);
        return ids.map((id) => byParent.get(id) ?? []);
      });
      loaders.set(ctx, loader);
    }
    return loader;
  };
}
