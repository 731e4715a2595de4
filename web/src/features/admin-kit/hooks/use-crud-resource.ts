import { useMutation, useQuery } from '@apollo/client/react';
import type { DocumentNode, TypedDocumentNode } from '@apollo/client';

export interface CrudDocuments<TData, Item> {
  /** The admin list query (`adminServices`...). */
  list: TypedDocumentNode<TData, Record<string, never>>;
  items(data: TData): readonly Item[];
  /** `createX(input)`, `updateX(id, input)`, `deleteX(id)`. */
  create: DocumentNode;
  update: DocumentNode;
  remove: DocumentNode;
}

/** The five operations of a content screen, in one line per screen. */
export function crudDocs<TData, Item>(
  list: TypedDocumentNode<TData, Record<string, never>>,
  items: (data: TData) => readonly Item[],
  create: DocumentNode,
  update: DocumentNode,
  remove: DocumentNode,
): CrudDocuments<TData, Item> {
  return { list, items, create, update, remove };
}

export interface CrudResource<Item> {
  items: readonly Item[] | undefined;
  loading: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
  create(input: object): Promise<unknown>;
  update(id: number, input: object): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

/**
 * A content list and its three mutations. The list is read from the server on every visit
 * and after every change (docs/product.md §4: lists load on page entry and reload after each save or delete).
 */
export function useCrudResource<TData, Item>(docs: CrudDocuments<TData, Item>): CrudResource<Item> {
  const query = useQuery(docs.list, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const [create] = useMutation(docs.create);
  const [update] = useMutation(docs.update);
  const [remove] = useMutation(docs.remove);
  return {
    items: query.data ? docs.items(query.data as TData) : undefined,
    loading: query.loading,
    error: query.error,
    refetch: () => query.refetch(),
    create: (input) => create({ variables: { input } }),
    update: (id, input) => update({ variables: { id, input } }),
    remove: (id) => remove({ variables: { id } }),
  };
}
