/**
 * How every browser check here starts Debian's Chromium (Playwright's own download is not
 * used): the e2e runner, the gateway's page tests and the screenshot script.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
