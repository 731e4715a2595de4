/** Runs `run` once the page is idle (at the latest after 5 s), or after a second where the browser cannot tell. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
