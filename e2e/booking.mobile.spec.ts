import { bookableEstimator, calendarOf, homeownerInvitation, slotChoice, visitOf } from './support/booking';
import { fillEnquiry, noisePhoto, photoBar } from './support/enquiry';
import { expect, test, waitForGraphql } from './support/fixtures';
import { islandReady } from './support/islands';
import { query } from './support/leads';
import { personPause } from './support/person-pause';
import { signIn } from './admin/admin-support';

/**
 * Online booking on a phone (docs/web.md, "Booking"; docs/admin.md, "Bookings and the calendar"):
 * from the enquiry to the visit on the estimator's calendar, with and without JavaScript, and in
 * French. Each journey makes its own bookable estimator for a town of its own (a fresh install
 * has none), so journeys running side by side never take each other's slots.
 */

/** The office's date of an instant (the calendar's `?date=`). */
const officeDate = (at: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(at));

test('a homeowner sends an enquiry with a photo, books the first slot, gets the invitation, moves the visit from the e-mail, and the estimator sees it move', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const estimator = await bookableEstimator(page.request, 'Val Caron');
  const email = `e2e-book-${Date.now()}@example.com`;

  await page.goto('/contact');
  const shownAt = Date.now();
  await islandReady(page, 'contact-form');
  await page.getByLabel(/Photos/).setInputFiles(await noisePhoto('cracked-wall.jpg', 800, 600));
  await fillEnquiry(page, { name: 'Lise Booker', email, city: 'Val Caron' });
  await expect(photoBar(page, 'cracked-wall.jpg')).toHaveAccessibleName('cracked-wall.jpg: Uploaded', { timeout: 30_000 });
  await personPause(shownAt);
  await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByText("Thank you! We'll contact you within 24 hours.").first()).toBeVisible({ timeout: 20_000 });

  // The thank-you offers the booking; its page lists the open slots, the first one checked.
  await page.getByRole('link', { name: 'Book your free inspection' }).click();
  await expect(page).toHaveURL(/\/book\/[^/]+$/);
  const slots = page.getByRole('group', { name: 'Open times' }).getByRole('radio');
  await expect(slots.first()).toBeChecked();
  expect(await slots.count()).toBeGreaterThan(2);
  const first = await slotChoice(slots.first());
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your free inspection is booked' })).toBeVisible();
  await expect(page.getByText(first.label)).toBeVisible();

  const booked = await visitOf(email);
  expect(booked.start.toISOString()).toBe(new Date(first.start).toISOString());
  expect(booked.estimator_id).toBe(estimator.id);
  const [lead] = await query<{ photos: number }>('select jsonb_array_length(photo_urls) as photos from contact_submissions where email = $1', [email]);
  expect(lead!.photos).toBe(1);

  // The invitation: an .ics asking to add the visit (METHOD:REQUEST) under the visit's stable UID.
  const invitation = await homeownerInvitation(booked.id, 0);
  expect(invitation.subject).toBe('Your free inspection is booked');
  const ics = calendarOf(invitation);
  expect(ics).toMatch(/^METHOD:REQUEST$/m);
  expect(ics).toMatch(new RegExp(`^UID:${booked.uid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  const manage = /https?:\/\/[^\s"<>]+\/visit\/[^\s"<>)]+/.exec(invitation.text ?? '')?.[0];
  expect(manage, 'the manage link in the e-mail').toBeTruthy();
  const manageUrl = new URL(manage!);

  // The estimator has their calendar open, its live stream of visit changes connected.
  const theirs = await browser.newContext();
  const calendar = await theirs.newPage();
  await signIn(calendar, { username: estimator.username, password: estimator.password });
  const stream = waitForGraphql(calendar, 'visitChanged');
  await calendar.goto(`/admin/calendar?view=week&date=${officeDate(first.start)}`);
  await stream;
  const card = calendar.locator(`[data-visit-id="${booked.id}"]`);
  await expect(card).toContainText('Lise Booker');
  await expect(card).toContainText(first.label);
  await expect(card).toContainText('booked online');

  // A mail scanner's plain GET of the link changes nothing.
  expect((await page.request.get(manageUrl.pathname)).status()).toBe(200);
  await page.goto(manageUrl.pathname);
  await expect(page.locator('.visit-facts')).toContainText(first.label);
  const unchanged = await visitOf(email);
  expect(unchanged.start.toISOString()).toBe(booked.start.toISOString());
  expect(unchanged.sequence).toBe(booked.sequence);

  // The page's button moves it.
  const moveTo = page.getByRole('group', { name: 'Open times' }).getByRole('radio').nth(1);
  const second = await slotChoice(moveTo);
  expect(second.start).not.toBe(first.start);
  await moveTo.check();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your visit is moved.' })).toBeVisible();
  await expect(page.locator('.visit-facts')).toContainText(second.label);
  const moved = await visitOf(email);
  expect(moved.start.toISOString()).toBe(new Date(second.start).toISOString());
  expect(moved.uid).toBe(booked.uid);
  expect(moved.sequence).toBeGreaterThan(booked.sequence);

  // The open calendar shows the visit at its new time without a reload (visitChanged), no 15 s wait.
  await expect(card).toContainText(second.label);
  await expect(card).not.toContainText(first.label);
  await theirs.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the thank-you after a plain form post shows the open slots; one tap books the first on the lead's booking page", async ({ page, request }) => {
    test.setTimeout(90_000);
    await bookableEstimator(request, 'Neebing');
    const email = `e2e-offer-nojs-${Date.now()}@example.com`;

    await page.goto('/contact');
    const shownAt = Date.now();
    await fillEnquiry(page, { name: 'Omar Offer', email, city: 'Neebing' });
    await page.getByLabel(/Photos/).setInputFiles(await noisePhoto('wet-corner.jpg', 640, 480));
    await personPause(shownAt);
    await page.getByRole('button', { name: 'Get My Free Estimate' }).click();
    await expect(page.getByRole('status').filter({ hasText: "Thank you! We'll contact you within 24 hours." })).toBeVisible();

    const offer = page.getByRole('region', { name: 'Book your free inspection' });
    const slots = offer.getByRole('group', { name: 'Open times' }).getByRole('radio');
    await expect(slots.first()).toBeChecked();
    const first = await slotChoice(slots.first());
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && /^\/book\/[^/]+$/.test(new URL(r.url()).pathname)),
      offer.getByRole('button', { name: 'Book this time' }).click(),
    ]);
    expect(post.request().headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your free inspection is booked' })).toBeVisible();
    await expect(page.getByText(first.label)).toBeVisible();
    expect((await visitOf(email)).start.toISOString()).toBe(new Date(first.start).toISOString());
  });

  test('the /book page takes the enquiry and the slot in one plain POST and answers the confirmation', async ({ page, request }) => {
    test.setTimeout(90_000);
    await bookableEstimator(request, 'Shuniah');
    const email = `e2e-book-nojs-${Date.now()}@example.com`;

    await page.goto('/book');
    await page.getByLabel('City').selectOption('Shuniah');
    await page.getByRole('button', { name: 'Show open times' }).click();
    await expect(page).toHaveURL(/\/book\?city=Shuniah$/);
    const shownAt = Date.now();
    const slots = page.getByRole('group', { name: 'Open times' }).getByRole('radio');
    await expect(slots.first()).toBeChecked();
    const first = await slotChoice(slots.first());
    await page.getByLabel('Full Name').fill('Paul Nojs');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('(807) 555-0190');
    await page.getByLabel('Subject').fill('Crack in the basement wall');
    await page.getByLabel('Description').fill('A crack wider every spring.');
    await personPause(shownAt);
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/book'),
      page.getByRole('button', { name: 'Book this time' }).click(),
    ]);
    expect(post.request().headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your free inspection is booked' })).toBeVisible();
    await expect(page.getByText(first.label)).toBeVisible();
    const visit = await visitOf(email);
    expect(visit.start.toISOString()).toBe(new Date(first.start).toISOString());

    // The confirmation links to the visit's page, which shows it and changes nothing.
    await page.getByRole('link', { name: 'Manage your visit' }).click();
    await expect(page).toHaveURL(/\/visit\/[^/]+$/);
    await expect(page.locator('.visit-facts')).toContainText(first.label);
    expect((await visitOf(email)).sequence).toBe(visit.sequence);
  });
});

test('the French journey: /fr/reserver in French, the slot on a Winnipeg homeowner’s clock', async ({ page, request }) => {
  test.setTimeout(90_000);
  await bookableEstimator(request, 'Headingley');
  const email = `e2e-reserver-${Date.now()}@example.com`;

  await page.goto('/fr/reserver');
  await expect(page.getByRole('heading', { level: 1, name: 'Réserver une inspection gratuite' })).toBeVisible();
  await page.getByLabel('Ville').selectOption('Headingley');
  await page.getByRole('button', { name: 'Afficher les plages libres' }).click();
  await expect(page).toHaveURL(/\/fr\/reserver\?city=Headingley$/);
  const shownAt = Date.now();
  const slots = page.getByRole('group', { name: 'Plages libres' }).getByRole('radio');
  await expect(slots.first()).toBeChecked();
  const first = await slotChoice(slots.first());
  // Headingley is on Central time: the label reads the start on Winnipeg's clock, in French.
  const winnipeg = new Intl.DateTimeFormat('fr-CA', { timeZone: 'America/Winnipeg', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    .formatToParts(new Date(first.start))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  expect(first.label).toContain(`${Number(winnipeg.hour)} h ${winnipeg.minute} ${winnipeg.timeZoneName}`);
  expect(winnipeg.timeZoneName).toMatch(/^H[NA]C$/);

  await page.getByLabel('Nom complet').fill('Élise Réservation');
  await page.getByLabel('Adresse courriel').fill(email);
  await page.getByLabel('Numéro de téléphone').fill('(204) 555-0175');
  await page.getByLabel('Objet').fill('Fissure au sous-sol');
  await page.getByLabel('Description').fill('Une fissure s’élargit chaque printemps.');
  await personPause(shownAt);
  await page.getByRole('button', { name: 'Réserver cette plage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre inspection gratuite est réservée' })).toBeVisible();
  await expect(page.getByText(first.label)).toBeVisible();
  const visit = await visitOf(email);
  expect(visit.start.toISOString()).toBe(new Date(first.start).toISOString());

  // The visit's page is the French one, on the same clock.
  await page.getByRole('link', { name: /Gérer/ }).click();
  await expect(page).toHaveURL(/\/fr\/visite\/[^/]+$/);
  await expect(page.locator('.visit-facts')).toContainText(first.label);
});
