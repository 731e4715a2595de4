import type { TypedDocumentNode } from '@apollo/client';
import { createContext, RouterContextProvider } from 'react-router';
import type { ContactFormOutcome } from '../features/contact/form-outcome';

/** The outcome of a form post and the HTTP status its page answers with. */
export interface ContactFormPostResult {
  status: number;
  outcome: ContactFormOutcome;
}

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
  /** `config.retention`: how long personal data is kept (`RETENTION_*`), for the privacy page; 0 = kept. */
  retention: { resolvedMonths: number; spamDays: number };
  /** A signed render time for the contact form (spam defence: sent less than 3 s later = a script). */
  contactFormToken(): string;
  /**
   * The contact form posted without JavaScript (multipart, to `/contact`): read, checked and
   * stored by the gateway with the same upload and contact services as the API, before the
   * page renders; undefined for any other request.
   */
  contactFormPost?: ContactFormPostResult;
  /** Runs a GraphQL operation against the gateway's schema; throws on GraphQL errors. */
  graphql<TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData>;
}

export const webContext = createContext<WebLoadContext>();

/** Called by the gateway (through the server build's entry module) once per request. */
export function createLoadContext(values: WebLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(webContext, values);
  return context;
}
