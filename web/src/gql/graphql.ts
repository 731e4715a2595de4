import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * Typed GraphQL documents for the web client. `graphql-env.d.ts` beside this file is
 * generated from `services/gateway/schema.graphql` by `npm run codegen` (never edit it), so a
 * renamed or removed field breaks the type check instead of a page.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    /** ISO 8601 date-time string, e.g. `2026-11-22T04:57:00.000Z` (the same text REST answers). */
    DateTime: string;
  };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
