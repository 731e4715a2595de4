/**
 * True for a client navigation's data request (`*.data`). Loaders then return section data
 * as a promise, so the page appears at once and the section shows its placeholder until the
 * data arrives; a document request (first visit, crawler, JavaScript off) awaits it, so the
 * HTML is complete.
 */
export function isClientNavigation(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}
