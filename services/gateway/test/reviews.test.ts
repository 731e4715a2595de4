import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewLinks, reviewRateLimit } from '@northrock/core/review';
import { startHarness, TEST_JWT_SECRET, type Harness } from './harness';

/**
 * Reviews over REST and GraphQL: the signed link's form, the homeowner's answer (replaced until
 * published, refused after), the office's decision, the testimonial it becomes, and the one-click
 * unsubscribe a mail client posts (RFC 8058).
 */

let h: Harness;
let token: string;
const links = createReviewLinks(TEST_JWT_SECRET);

beforeAll(async () => {
  // Behind a proxy on this machine: each test's X-Forwarded-For is the homeowner's address.
  h = await startHarness({ TRUST_PROXY: 'loopback' });
  token = await h.login();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** A won lead whose review request went (the worker's part, stamped here). */
async function sentRequest(email: string): Promise<string> {
  const lead = await h.call('POST', '/api/contact', {
    body: { name: 'Marie Gagnon', email, phone: '705-555-0199', city: 'Sudbury', subject: 'Crack', message: 'A crack in the wall.' },
  });
  const id = lead.body.id as number;
  expect((await h.call('POST', `/api/admin/contacts/${id}/review-request`, { token })).status).toBe(409);
  expect((await h.call('PUT', `/api/admin/contacts/${id}/outcome`, { token, body: { outcome: 'won', job_value_cents: 1_250_000 } })).status).toBe(200);
  const sent = await h.call('POST', `/api/admin/contacts/${id}/review-request`, { token });
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ sent_at: null, cancelled_at: null });
  const [row] = await h.orm.em.getConnection().execute<{ uid: string }[]>('update review_requests set sent_at = now() where lead_id = ? returning uid', [id]);
  return links.reviewToken(row!.uid, new Date());
}

describe('the review form behind a signed link', () => {
  it('stores the answer, replaces it until published, then refuses the link; the testimonial shows with its rating and name', async () => {
    const link = await sentRequest('marie.g@example.com');
    const bad = await h.call('GET', `/api/reviews/form?token=${link.slice(0, -2)}zz`);
    expect(bad).toMatchObject({ status: 404, body: { detail: 'This review link is not valid' } });
    expect(
      (await h.call('POST', `/api/reviews?token=${link.slice(0, -2)}zz`, { body: { rating: 5, text: 'x', display_name: 'y', consent: true } })).status,
    ).toBe(404);
    const invalid = await h.call('POST', `/api/reviews?token=${link}`, {
      body: { rating: 9, text: 'Great', display_name: 'Marie G., Sudbury', consent: true },
    });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.body)).toContain('rating');

    const first = await h.call('POST', `/api/reviews?token=${link}`, {
      body: { rating: 4, text: 'Bon travail', display_name: 'Marie G., Sudbury', consent: true },
    });
    expect(first).toMatchObject({ status: 201, body: { low_rating: false } });
    const again = await h.call('POST', '/graphql', {
      body: {
        query: 'mutation($token: String!, $input: ReviewInput!) { submitReview(token: $token, input: $input) { id } }',
        variables: { token: link, input: { rating: 5, text: 'Excellent <b>travail</b>', display_name: 'Marie G., Sudbury', consent: true } },
      },
    });
    expect(again.body.data.submitReview.id).toBe(first.body.id);
    const form = await h.call('GET', `/api/reviews/form?token=${link}`);
    expect(form.body).toMatchObject({ language: 'en', review: { rating: 5, text: 'Excellent <b>travail</b>' } });

    const list = await h.call('GET', '/api/admin/reviews', { token });
    expect(list.body).toEqual([
      expect.objectContaining({ id: first.body.id, rating: 5, consent: true, language: 'en', state: 'new', lead_name: 'Marie Gagnon' }),
    ]);
    const published = await h.call('POST', `/api/admin/reviews/${first.body.id}/publish`, { token, body: { other_text: 'Excellent travail' } });
    expect(published).toMatchObject({ status: 200, body: { state: 'published', decided_by: 'admin' } });
    const testimonials = await h.call('GET', '/api/testimonials');
    expect(testimonials.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Marie G.', location: 'Sudbury', rating: 5, text: 'Excellent <b>travail</b>' })]),
    );
    expect((await h.call('POST', `/api/reviews?token=${link}`, { body: { rating: 1, text: 'x', display_name: 'y', consent: true } })).status).toBe(409);
    expect((await h.call('GET', `/api/reviews/form?token=${link}`)).status).toBe(409);
    expect((await h.call('GET', '/api/admin/reviews')).status).toBe(401);
    const figures = await h.call('GET', '/api/admin/review-figures', { token });
    expect(figures.body).toMatchObject({ requests_sent: 1, answers: 1, average_rating: 5, published: 1 });
  });
});

describe('the review form from one address', () => {
  it('takes at most its hourly budget, counted atomically across REST and GraphQL; past it a 429 stores nothing', async () => {
    const link = await sentRequest('budget@example.com');
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const answer = { rating: 4, text: 'Good', display_name: 'Luc B., Thunder Bay', consent: true };
    const sent = 3 * reviewRateLimit.limit;
    const statuses = await Promise.all(
      Array.from({ length: sent }, async (_, i) => {
        if (i % 2) return (await h.call('POST', `/api/reviews?token=${link}`, { body: answer, headers: from })).status;
        const r = await h.call('POST', '/graphql', {
          headers: from,
          body: {
            query: 'mutation($token: String!, $input: ReviewInput!) { submitReview(token: $token, input: $input) { id } }',
            variables: { token: link, input: answer },
          },
        });
        return r.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED' ? 429 : r.body.data?.submitReview ? 201 : r.status;
      }),
    );
    expect(
      statuses.filter((s) => s !== 201 && s !== 429),
      String(statuses),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(reviewRateLimit.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(sent - reviewRateLimit.limit);
    // One job, one review, however many times it was sent: a second answer replaces the first.
    const [row] = await h.orm.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from reviews r join contact_submissions l on l.id = r.lead_id where l.email = ?', [
        'budget@example.com',
      ]);
    expect(row!.n).toBe(1);
  });
});

describe('one-click unsubscribe', () => {
  it("answers a mail client's RFC 8058 POST, idempotently; a forged token stores nothing", async () => {
    const unsubscribe = links.unsubscribeToken('someone@example.com');
    const post = (t: string, contentType = 'application/x-www-form-urlencoded') =>
      h.call('POST', `/api/unsubscribe?token=${t}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': contentType } });
    expect(await post(unsubscribe)).toMatchObject({ status: 200, body: { unsubscribed: true } });
    expect((await post(unsubscribe)).status).toBe(200);
    expect(await post(`${unsubscribe.slice(0, -2)}zz`)).toMatchObject({ status: 404, body: { detail: 'This unsubscribe link is not valid' } });
    const [row] = await h.orm.em.getConnection().execute<{ n: number; via: string }[]>('select count(*)::int as n, min(via) as via from email_unsubscribes');
    expect(row).toEqual({ n: 1, via: 'one-click' });
  });
});
