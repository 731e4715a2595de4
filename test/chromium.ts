import { existsSync } from 'node:fs';

/**
 * The Chromium every browser check here starts: Debian's, never Playwright's own download (the
 * e2e runner, the gateway's page tests, the phone bench and the screenshot script).
 *
 * Two builds of the same Chromium: the full browser (`/usr/bin/chromium`) and Debian's headless
 * shell (`chromium-headless-shell`: no browser user interface around the page), which `make test`
 * installs where the distribution has it. A page in the shell costs about half the CPU, and on a
 * 2-core machine the browser is most of the e2e run's time; but the shell leaves out browser
 * features some journeys are about (desktop notifications, the offline switch with a service
 * worker), so those run in the full browser (playwright.config.ts), as do the phone bench and
 * Lighthouse (docs/decisions/017-headless-shell-for-tests.md). `CHROME_PATH` overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The full browser in its headless mode. */
export const fullChromiumLaunchOptions = { executablePath: process.env.CHROME_PATH ?? FULL_BROWSER, args };

/** The headless shell where it is installed, else the full browser. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args,
};
