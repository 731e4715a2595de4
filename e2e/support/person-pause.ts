/**
 * The contact form flags as possible spam what arrives less than 3 seconds after the page was
 * rendered (docs/security.md: its homeowner confirmation waits for staff): a journey that plays
 * a homeowner waits at least that long since it opened the page, as a person typing would.
 */
export async function personPause(shownAt: number, ms = 3_500): Promise<void> {
  const left = shownAt + ms - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}
