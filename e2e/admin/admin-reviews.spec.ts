import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { query } from '../support/leads';
import { e2eState } from '../support/state-read';
import { signIn, toast, unique } from './admin-support';

/**
 * Reviews after the job (docs/admin.md, "Reviews"): a lead marked won, its review request sent
 * (the office's "Send now": the due-time shortcut), the homeowner answers in French on a phone
 * through the e-mail's signed link, the admin publishes it and it shows on the French
 * testimonials page with the name as chosen; then a mail client's one-click unsubscribe (RFC 8058).
 */

/** The review request e-mail to `address`, as the worker wrote it (headers unfolded, quoted-printable undone). */
async function reviewMail(address: string): Promise<string> {
  const outbox = join(e2eState().dataDir, 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(outbox).filter((f) => f.startsWith('_review-request-'));
        const mails = files.map((f) =>
          readFileSync(join(outbox, f), 'utf8')
            .replace(/\r?\n[ \t]+/g, ' ')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        );
        found = mails.find((m) => m.includes(address)) ?? '';
        return found;
      },
      { timeout: 45_000 },
    )
    .not.toBe('');
  return found;
}

test('a won homeowner answers the review request in French on a phone, the admin publishes it, it shows among the testimonials', async ({ page, browser }) => {
  const id = unique();
  const name = `Marie Gagnon ${id}`;
  const email = `marie.${id}@example.com`;
  const lead = await page.request.post('/api/contact', {
    data: { name, email, phone: '705-555-0142', city: 'Sudbury', subject: 'Fissure', message: 'Une fissure au sous-sol.', language: 'fr' },
  });
  expect(lead.status()).toBe(201);

  await signIn(page);
  await page.goto(`/admin/contacts?search=${encodeURIComponent(name)}`);
  const card = page.locator('article.contact-card').filter({ has: page.getByRole('heading', { name }) });
  await card.getByLabel('Outcome').selectOption('won');
  await card.getByLabel('Job value (dollars)').fill('12500');
  await card.getByRole('button', { name: 'Save outcome' }).click();
  await expect(toast(page, 'Outcome saved')).toBeVisible();
  await card.getByRole('button', { name: 'Send now' }).click();
  await expect(toast(page, 'Review request sent')).toBeVisible();

  const mail = await reviewMail(email);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(mail).toContain('Bonjour Marie,');
  const link = /https?:\/\/[^\s"<>]+\/fr\/avis\?token=[\w.-]+/.exec(mail)![0];
  const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)![1]!;

  // The homeowner, on a phone, without an account.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const homeowner = await phone.newPage();
  await homeowner.goto(new URL(link).pathname + new URL(link).search);
  await homeowner.getByLabel('5 étoiles').check();
  await homeowner.getByLabel('Votre avis').fill('Travail impeccable, équipe ponctuelle.');
  await homeowner.getByLabel('Votre nom tel qu’affiché').fill(`Marie G. ${id}, Sudbury`);
  await homeowner.getByLabel('J’accepte que cet avis soit publié sur le site').check();
  await homeowner.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(homeowner.getByTestId('review-sent')).toHaveText('Merci! Votre avis a bien été reçu.');
  // A tampered link: a clear page, nothing stored.
  await homeowner.goto(`/fr/avis?token=${new URL(link).searchParams.get('token')!.slice(0, -2)}zz`);
  await expect(homeowner.getByTestId('review-problem')).toContainText('n’est pas valide');
  await phone.close();

  await page.goto('/admin/reviews');
  const review = page.getByTestId('review-card').filter({ hasText: `Marie G. ${id}, Sudbury` });
  await expect(review).toContainText('French');
  await review.getByLabel('Text in English (optional)').fill('Flawless work, a punctual crew.');
  await review.getByRole('button', { name: 'Publish as testimonial' }).click();
  await expect(toast(page, 'Published as a testimonial')).toBeVisible();

  await page.goto('/fr/temoignages');
  const testimonial = page.locator('figure.testimonial').filter({ hasText: `Marie G. ${id}` });
  await expect(testimonial).toContainText('Travail impeccable, équipe ponctuelle.');
  await expect(testimonial).toContainText('Sudbury');
  await expect(testimonial.getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.join('\n')).not.toMatch(/AggregateRating|"Review"/);

  // A mail client's one-click unsubscribe: a plain POST to the header's address.
  const unsubscribes = () => query<{ n: number }>('select count(*)::int as n from email_unsubscribes', []).then((rows) => rows[0]!.n);
  const before = await unsubscribes();
  const unsubscribed = await page.request.post(new URL(oneClick).pathname + new URL(oneClick).search, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);
  expect(await unsubscribes()).toBe(before + 1);
  // The page of the e-mail's own link: opening it changes nothing, its button (a plain form) does.
  const pageLink = /https?:\/\/[^\s"<>]+\/fr\/desabonnement\?token=[\w.-]+/.exec(mail)![0];
  await page.goto(new URL(pageLink).pathname + new URL(pageLink).search);
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByTestId('unsubscribed')).toHaveText('C’est fait : vous ne recevrez plus de courriels de ce genre.');
  expect(await unsubscribes()).toBe(before + 1);
});
