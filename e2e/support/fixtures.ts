import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Every e2e spec imports `test` and `expect` from here, never from `@playwright/test` (lint
 * says so: eslint.config.js), so every test fails on a console error or an uncaught page
 * error ("no console errors on any page"). A test that expects one (the 404 document) lists
 * it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    // The test's page and any other page it opens in the same browser context.
    async ({ page, context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const guard = (p: Page) => {
        p.on('console', (msg) => {
          if (msg.type() !== 'error') return;
          const text = msg.text();
          if (!allowedConsoleErrors.some((re) => re.test(text))) problems.push(`console.error: ${text}`);
        });
        p.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      };
      guard(page);
      context.on('page', guard);
      await use();
      expect(problems, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** The `operationName` a POST /graphql carries (Apollo sends it with every operation). */
function operationName(res: Response): string | undefined {
  const req = res.request();
  if (req.method() !== 'POST' || new URL(req.url()).pathname !== '/graphql') return undefined;
  try {
    return (req.postDataJSON() as { operationName?: string } | null)?.operationName ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The answer to the next GraphQL operation named `name`. Every wait on a GraphQL answer names
 * its operation: the back office also holds POST /graphql streams open (the live-leads
 * subscription answers `text/event-stream`), and "the next POST /graphql" may be one of them.
 * Start it before the action that sends the operation.
 */
export function waitForGraphql(page: Page, name: string): Promise<Response> {
  return page.waitForResponse((res) => operationName(res) === name);
}

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
