import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../test/chromium';
import { startHarness, type Harness } from './harness';

let h: Harness;
let browser: Browser;
beforeAll(async () => {
  h = await startHarness();
  browser = await chromium.launch(chromiumLaunchOptions);
});
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** Opens the page and records what a visitor's console would show, and every request it makes. */
async function openDocs(): Promise<{ page: Page; problems: string[]; requests: URL[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  const requests: URL[] = [];
  page.on('console', (m) => {
    // The harness serves no website build, so no icon: the product's /favicon.svg is the website's.
    if (/\/favicon\.\w+$/.test(m.location().url)) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => requests.push(new URL(r.url())));
  await page.goto(`${h.baseUrl}/api/docs`);
  return { page, problems, requests };
}

describe('GET /api/docs', () => {
  it('serves the reference page and its bundle from this origin, under a policy that allows nothing else', async () => {
    const res = await fetch(`${h.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    const html = await res.text();
    expect(html).toContain('<script src="/api/docs/scalar.js"');
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toMatch(/cdn\.|jsdelivr|unpkg|fonts\.scalar/);

    const bundle = await fetch(`${h.baseUrl}/api/docs/scalar.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });

  it('lists the operations in Chromium with no console or CSP error, and loads nothing from elsewhere', async () => {
    const { page, problems, requests } = await openDocs();
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    const operation = page.getByRole('link', { name: /^Send a lead;.*POST$/ });
    expect(await operation.getAttribute('href')).toBe('#tag/contact/POST/contact');
    await operation.click();
    await expect.poll(() => page.getByText('--request POST', { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`${h.baseUrl}/api/contact`, { exact: false }).first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    expect(requests.filter((url) => url.origin !== h.baseUrl).map(String)).toEqual([]);
    await page.close();
  });

  it('tries GET /api/services on the same origin from the page', async () => {
    const { page, problems } = await openDocs();
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('link', { name: /^List services \(public, in display order\).*GET$/ }).click();
    const operation = page.locator('section', { has: page.getByRole('heading', { name: 'List services (public, in display order)' }) }).first();
    await operation.getByRole('button', { name: /Test Request/ }).click();
    // The reference sends the documented defaults along (`?locale=en`).
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/services' && r.request().method() === 'GET');
    await page.getByRole('button', { name: /^Send get request to .*\/api\/services$/ }).click();
    expect((await answer).status()).toBe(200);
    await expect.poll(() => page.getByText('200 OK').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Exterior Waterproofing').first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
