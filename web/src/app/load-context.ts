import type { TypedDocumentNode } from '@apollo/client';
import { createContext, RouterContextProvider } from 'react-router';

/**
 * What the gateway hands every server render and loader (`getLoadContext` in
 * services/gateway/src/web/web.ts). Loaders read data through `graphql`, an in-process
 * execution of the gateway's schema: no network hop to the same process.
 */
export interface WebLoadContext {
  /** Per-request CSP nonce (`res.locals.cspNonce`): every inline script must carry it. */
  nonce: string;
  /** `config.publicUrl`: canonical links, Open Graph URLs, sitemap. */
  publicUrl: string;
  /** Runs a GraphQL operation against the gateway's schema; throws on GraphQL errors. */
  graphql<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Promise<TData>;
}

export const webContext = createContext<WebLoadContext>();

/** Called by the gateway (through the server build's entry module) once per request. */
export function createLoadContext(values: WebLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(webContext, values);
  return context;
}
