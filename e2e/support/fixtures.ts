import { test as base, expect } from '@playwright/test';

/**
 * Every e2e test fails on a console error or an uncaught page error ("no console
 * errors on any page"). A test that expects one (the 404 document) lists it in
 * `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (!allowedConsoleErrors.some((re) => re.test(text))) problems.push(`console.error: ${text}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      await use();
      expect(problems, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
