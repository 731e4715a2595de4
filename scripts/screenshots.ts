/**
 * `npx tsx scripts/screenshots.ts` (after `make build`): the README's screenshots, taken again.
 * Starts the product as the e2e runner does (e2e/start-test-server.ts: a fresh database, seeded),
 * sends three leads through the contact form, then saves the home page on a phone and the admin
 * Contacts screen (longest waiting first, each lead with its response clock) as WebP under docs/images/. Rerunnable: it overwrites them.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import sharp from 'sharp';
import { freePort, repoRoot } from '@northrock/core/platform';
import { signIn } from '../e2e/admin/admin-support';
import { personPause } from '../e2e/support/person-pause';
import { chromiumLaunchOptions } from '../test/chromium';

const port = await freePort();
const baseURL = `http://localhost:${port}`;
const outDir = join(repoRoot, 'docs/images');

const server = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'e2e/start-test-server.ts')], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port) },
});
const stopServer = () =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

async function waitUntilUp(timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error('the test server exited; run `make build` first');
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${baseURL}/api/health`);
}

/** A screenshot as a WebP of at most `width` pixels across (docs stay light). */
async function save(png: Buffer, name: string, width: number): Promise<void> {
  const file = join(outDir, `${name}.webp`);
  await sharp(png).resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 6 }).toFile(file);
  console.log(file);
}

const leads = [
  {
    name: 'Marie Tremblay',
    email: 'marie.tremblay@example.com',
    phone: '807-555-0142',
    city: 'Thunder Bay',
    subject: 'Crack in the basement wall',
    message: 'Water comes in after heavy rain.\nThe crack is about 2 m long.',
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    phone: '204-555-0178',
    city: 'Winnipeg',
    subject: 'Wet basement after the thaw',
    message: 'Water seeps in where the floor meets the north wall.',
  },
  {
    name: 'Sophie Lavoie',
    email: 'sophie.lavoie@example.com',
    phone: '306-555-0119',
    city: 'Regina',
    subject: 'Sinking front porch',
    message: 'The porch has dropped about 5 cm since last year.',
  },
];

async function sendLeads(browser: Browser, options: BrowserContextOptions): Promise<void> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  for (const lead of leads) {
    await page.goto('/contact');
    const shownAt = Date.now();
    await page.getByLabel('Full Name').fill(lead.name);
    await page.getByLabel('Email Address').fill(lead.email);
    await page.getByLabel('Phone Number').fill(lead.phone);
    await page.getByLabel('City').fill(lead.city);
    await page.getByLabel('Subject').fill(lead.subject);
    await page.getByLabel('Description').fill(lead.message);
    await personPause(shownAt);
    await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
    await page.getByText("Thank you! We'll contact you within 24 hours.").waitFor({ timeout: 20_000 });
  }
  await context.close();
}

try {
  await waitUntilUp();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
  await sendLeads(browser, desktop);

  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const home = await phone.newPage();
  await home.goto('/', { waitUntil: 'load' });
  await home.waitForTimeout(1_000);
  await save(await home.screenshot(), 'home-phone', 412);
  await phone.close();

  const office = await browser.newContext({ ...desktop, baseURL });
  const admin = await office.newPage();
  await signIn(admin);
  // The longest-waiting lead first, each card with its response clock (docs/admin.md).
  await admin.goto('/admin/contacts?sort=waiting');
  await admin.locator('article.contact-card .contact-card__clock').first().waitFor();
  await admin.waitForTimeout(500);
  await save(await admin.screenshot(), 'admin-contacts', 1366);
  await office.close();
  await browser.close();
} finally {
  await stopServer();
}
