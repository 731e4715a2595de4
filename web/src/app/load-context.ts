import type { TypedDocumentNode } from '@apollo/client';
import { createContext, RouterContextProvider } from 'react-router';
import type { BookingPages, SubmitContactForm } from '@northrock/core/browser';

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
   * Accepts the contact form posted without JavaScript (multipart, to its own page: `/contact`,
   * `/fr/contact`): the route's action hands over the request, body unread; the gateway reads
   * it and gives it to core's one intake of leads, as the API's leads
   * (services/gateway/src/web/contact-form.ts).
   */
  submitContactForm: SubmitContactForm;
  /**
   * The booking pages' reads and forms posted without JavaScript (docs/web.md, "Booking"): core's
   * booking functions, a refusal (taken slot, bad field, bad link) as data to render
   * (services/gateway/src/web/booking-pages.ts).
   */
  booking: BookingPages;
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
