/**
 * The GraphQL root fields anyone may call (every other one answers UNAUTHENTICATED without a
 * token): the public site's reads and sends, and the operations behind a signed link (the link is
 * the credential; a made-up one is NOT_FOUND, never data). One list for the auth and fuzz tests.
 */
export const publicQueries: ReadonlySet<string> = new Set([
  'siteSettings',
  'publicOfficeHours',
  'services',
  'service',
  'materials',
  'propertyTypes',
  'differentiators',
  'testimonials',
  'videoReels',
  'blogPosts',
  'blogPost',
  'loginHint',
  'bookingSlots',
  'visitByToken',
  'reviewForm',
]);

export const publicMutations: ReadonlySet<string> = new Set([
  'login',
  'submitContact',
  'bookVisit',
  'bookVisitWithEnquiry',
  'moveVisitByToken',
  'cancelVisitByToken',
  'submitReview',
  'unsubscribe',
]);
