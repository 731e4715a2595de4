import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import type { Orm } from '../../platform/db';
import { createLogger } from '../../platform/logger';
import { createMailer, type Mailer } from '../../platform/mail';
import { listActivity } from '../activity';
import { activityHistory } from '../../registry';
import { AdminUser } from '../admin';
import { createLead, Lead } from '../lead';
import { OutboxMessage } from '../outbox';
import { eraseLead } from '../privacy';
import { Testimonial } from '../testimonial';
import { Review, ReviewRequest } from './review.entity';
import { reviewJobHandlers } from './review.handlers';
import { createReviewLinks } from './review-links';
import { cancelReviewRequest, leadReviewRequest, sendReviewRequestNow } from './review-request.service';
import { keepReviewPrivate, listReviews, openReviewForm, publishReview, submitReview } from './review.service';
import { reviewFigures } from './review-figures.service';
import { updateReviewSettings } from './review-settings.service';
import { isUnsubscribed, unsubscribe } from './unsubscribe.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let dir: string, mailer: Mailer;
let clock = new Date();
const links = createReviewLinks('review-test-secret-0123456789-0123456789');
const config = { staffEmail: 'office@northrock.example', mailFrom: 'Northrock <no-reply@northrock.example>', publicUrl: 'https://northrock.example' };
const templates = {
  request: async (v: { greeting: string; formUrl: string; unsubscribeUrl: string; postalAddress: string }) => ({
    html: `<p>${v.greeting}</p>`,
    text: `${v.greeting}\n${v.formUrl}\n${v.postalAddress}\n${v.unsubscribeUrl}`,
  }),
  lowRating: async (v: { subject: string; text: string }) => ({ html: `<p>${v.subject}</p>`, text: `${v.subject}\n${v.text}` }),
};
let handlers: ReturnType<typeof reviewJobHandlers>;
const ctx = { jobId: 'test', attempt: 1, maxAttempts: 1 };
const anAdmin = { userId: 1, role: 'admin' as const };
const actor = { id: 1, username: 'admin' };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await migratedTestDatabase('review');
  orm = db.orm;
  dir = mkdtempSync(join(tmpdir(), 'northrock-review-'));
  mailer = createMailer({ smtpUrl: undefined, outboxDir: dir, mailFrom: config.mailFrom });
  handlers = reviewJobHandlers({ orm, mailer, config, templates, links, log: createLogger('error'), now: () => clock });
  const em = orm.em.fork();
  em.create(AdminUser, { username: 'boss', role: 'admin', email: 'boss@northrock.example', password_hash: 'x' });
  em.create(AdminUser, { username: 'estimator', role: 'estimator', email: 'est@northrock.example', password_hash: 'x' });
  await em.flush();
});
afterAll(async () => {
  mailer?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A lead marked won at `wonAt`. */
async function wonLead(name: string, wonAt: Date, extra: Record<string, unknown> = {}): Promise<Lead> {
  const lead = await createLead(orm.em.fork(), {
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    phone: '807-555-0100',
    city: 'Sudbury',
    subject: 'Basement',
    message: 'Water in the basement.',
    ...extra,
  });
  await orm.em.fork().nativeUpdate(Lead, { id: lead.id }, { outcome: 'won', job_value_cents: 1_250_000, outcome_at: wonAt, status: 'contacted' });
  return lead;
}

/** Sweeps at `at` and runs the review jobs its outbox rows ask for (what the relay and the worker do). */
async function sweepAndRun(at: Date) {
  clock = at;
  const [last] = await orm.em.fork().find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit: 1 });
  await handlers['review.sweep']({}, ctx);
  await runJobs(last?.id ?? 0);
}

async function runJobs(afterId: number) {
  for (const row of await orm.em.fork().find(OutboxMessage, { id: { $gt: afterId }, job_name: { $like: 'review.%' } }, { orderBy: { id: 'asc' } })) {
    if (row.job_name === 'review.send-request') await handlers['review.send-request'](row.payload as never, ctx);
    if (row.job_name === 'review.low-rating') await handlers['review.low-rating'](row.payload as never, ctx);
  }
}

const mails = (prefix: string) => readdirSync(dir).filter((f) => f.startsWith(prefix));
/** A stored message as read: headers unfolded, quoted-printable soft breaks and `=3D` undone. */
const readMail = (file: string) =>
  readFileSync(join(dir, file), 'utf8')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
const requestMails = (r: ReviewRequest) => mails(`_review-request-${r.uid}`).length + mails(`_review-reminder-${r.uid}`).length;
const requestOf = (lead: Lead) => orm.em.fork().findOneOrFail(ReviewRequest, { lead: lead.id });
/** The review link of a request as its e-mail carries it. */
const tokenOf = (r: ReviewRequest) => {
  const text = readMail(mails(`_review-request-${r.uid}`)[0]!);
  return /(?:review|avis)\?token=([A-Za-z0-9._-]+)/.exec(text)![1]!;
};

describe('the review request schedule', () => {
  it('asks 3 days after won, once, reminds once 7 days later, then never again', async () => {
    const won = new Date('2026-10-01T15:00:00Z');
    const lead = await wonLead('Amelia Roy', won);
    await sweepAndRun(new Date(won.getTime() + 2 * DAY));
    const request = await requestOf(lead);
    expect(request.due_at.toISOString()).toBe(new Date(won.getTime() + 3 * DAY).toISOString());
    expect(requestMails(request)).toBe(0);
    await sweepAndRun(new Date(won.getTime() + 3 * DAY + 60_000));
    await sweepAndRun(new Date(won.getTime() + 3 * DAY + 120_000));
    expect(mails(`_review-request-${request.uid}`)).toHaveLength(1);
    const mail = readMail(mails(`_review-request-${request.uid}`)[0]!);
    expect(mail).toMatch(/^List-Unsubscribe: <https:\/\/northrock\.example\/api\/unsubscribe\?token=[0-9a-f]{64}\.[\w-]{43}>$/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toContain('Subject: How did your job with Northrock Foundation & Waterproofing go?');
    await runJobs(0);
    expect(requestMails(request)).toBe(1);
    const sent = (await requestOf(lead)).sent_at!;
    await sweepAndRun(new Date(sent.getTime() + 7 * DAY - 60_000));
    expect(requestMails(request)).toBe(1);
    await sweepAndRun(new Date(sent.getTime() + 7 * DAY + 60_000));
    expect(mails(`_review-reminder-${request.uid}`)).toHaveLength(1);
    await sweepAndRun(new Date(sent.getTime() + 30 * DAY));
    await runJobs(0);
    expect(requestMails(request)).toBe(2);
    const history = await listActivity(orm.em.fork(), { entity_type: 'ContactSubmission', entity_id: String(lead.id) }, activityHistory());
    expect(history.items.map((a) => a.action)).toEqual(expect.arrayContaining(['review_request_sent', 'review_reminder_sent']));
  });

  it('sends no reminder once the homeowner answered, and follows the configured delay', async () => {
    await updateReviewSettings(orm.em.fork(), { delay_days: 5, google_review_url: 'https://g.page/r/northrock/review', postal_address: '' });
    const won = new Date('2026-10-05T15:00:00Z');
    const lead = await wonLead('Bernard Caron', won, { language: 'fr' });
    await sweepAndRun(new Date(won.getTime() + 4 * DAY));
    expect(requestMails(await requestOf(lead))).toBe(0);
    await sweepAndRun(new Date(won.getTime() + 5 * DAY + 60_000));
    const request = await requestOf(lead);
    expect(request.language).toBe('fr');
    expect(readMail(mails(`_review-request-${request.uid}`)[0]!)).toContain('https://northrock.example/fr/avis?token=');
    await submitReview(
      orm.em.fork(),
      links,
      tokenOf(request),
      { rating: 5, text: 'Très bon travail', display_name: 'Bernard C., Sudbury', consent: 'on' },
      clock,
    );
    await sweepAndRun(new Date(won.getTime() + 20 * DAY));
    expect(requestMails(request)).toBe(1);
    await updateReviewSettings(orm.em.fork(), { delay_days: 3 });
  });

  it('never writes to an unsubscribed address again, on any lead, however it is spelled', async () => {
    const first = await wonLead('Chloe Martin', new Date('2026-10-10T15:00:00Z'));
    await sweepAndRun(new Date('2026-10-13T16:00:00Z'));
    const request = await requestOf(first);
    expect(requestMails(request)).toBe(1);
    const mail = readMail(mails(`_review-request-${request.uid}`)[0]!);
    const token = /api\/unsubscribe\?token=([0-9a-f]{64}\.[\w-]{43})/.exec(mail)![1]!;
    await expect(unsubscribe(orm.em.fork(), links, `${token.slice(0, -2)}xx`, 'one-click')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await isUnsubscribed(orm.em.fork(), 'chloe.martin@example.com')).toBe(false);
    await unsubscribe(orm.em.fork(), links, token, 'one-click');
    await unsubscribe(orm.em.fork(), links, token, 'page');
    expect(await isUnsubscribed(orm.em.fork(), ' Chloe.Martin@Example.com ')).toBe(true);
    await sweepAndRun(new Date('2026-10-21T16:00:00Z'));
    expect(requestMails(request)).toBe(1);
    const second = await wonLead('Chloe Martin', new Date('2026-10-21T16:00:00Z'), { email: 'CHLOE.MARTIN@example.com' });
    await sweepAndRun(new Date('2026-10-25T16:00:00Z'));
    const next = await requestOf(second);
    expect(requestMails(next)).toBe(0);
    expect(next.cancel_reason).toBe('unsubscribed');
    const rows = await orm.em.fork().getConnection().execute('select * from email_unsubscribes');
    expect(JSON.stringify(rows)).not.toMatch(/chloe/i);
  });

  it('lets the office send it at once or cancel it from the lead card', async () => {
    const lead = await wonLead('Denis Fortin', new Date('2026-11-01T15:00:00Z'));
    clock = new Date('2026-11-01T16:00:00Z');
    const [last] = await orm.em.fork().find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit: 1 });
    await sendReviewRequestNow(orm.em.fork(), lead.id, anAdmin, actor, clock);
    await runJobs(last!.id);
    expect(requestMails(await requestOf(lead))).toBe(1);
    await expect(sendReviewRequestNow(orm.em.fork(), lead.id, anAdmin, actor, clock)).rejects.toMatchObject({ code: 'CONFLICT' });
    await cancelReviewRequest(orm.em.fork(), lead.id, anAdmin, actor, clock);
    await sweepAndRun(new Date('2026-11-20T16:00:00Z'));
    expect(requestMails(await requestOf(lead))).toBe(1);
    expect((await leadReviewRequest(orm.em.fork(), lead.id, anAdmin))?.cancel_reason).toBe('office');
    const other = await wonLead('Eve Gagnon', new Date('2026-11-01T15:00:00Z'));
    await cancelReviewRequest(orm.em.fork(), other.id, anAdmin, actor, clock);
    await sweepAndRun(new Date('2026-11-10T16:00:00Z'));
    expect(requestMails(await requestOf(other))).toBe(0);
    const open = await createLead(orm.em.fork(), { name: 'Not Won', email: 'nw@example.com', phone: '807-555-0100', subject: 'x', message: 'y' });
    await expect(sendReviewRequestNow(orm.em.fork(), open.id, anAdmin, actor, clock)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('the review form and the office', () => {
  it('refuses tampered and expired links, replaces an answer until published, then refuses the link', async () => {
    const lead = await wonLead('Marie Gauthier', new Date('2026-11-02T15:00:00Z'), { language: 'fr' });
    await sweepAndRun(new Date('2026-11-05T16:00:00Z'));
    const request = await requestOf(lead);
    const token = tokenOf(request);
    const answer = { rating: '4', text: '<b>Bon</b> travail', display_name: 'Marie G., Sudbury', consent: 'on' };
    await expect(submitReview(orm.em.fork(), links, `${token.slice(0, -3)}abc`, answer, clock)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This review link is not valid',
    });
    await expect(submitReview(orm.em.fork(), links, token, answer, new Date(clock.getTime() + 61 * DAY))).rejects.toMatchObject({
      message: 'This review link has expired',
    });
    await expect(submitReview(orm.em.fork(), links, token, { ...answer, rating: 6 }, clock)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await orm.em.fork().count(Review, { lead: lead.id })).toBe(0);
    await submitReview(orm.em.fork(), links, token, answer, clock);
    await submitReview(orm.em.fork(), links, token, { ...answer, rating: 5, text: 'Excellent <script>x</script>' }, clock);
    expect(await orm.em.fork().count(Review, { lead: lead.id })).toBe(1);
    expect((await openReviewForm(orm.em.fork(), links, token, clock)).review).toMatchObject({ rating: 5, text: 'Excellent <script>x</script>', consent: true });
    const [review] = (await listReviews(orm.em.fork())).filter((r) => r.lead_id === lead.id);
    expect(review).toMatchObject({ rating: 5, language: 'fr', consent: true, state: 'new', lead_name: 'Marie Gauthier' });
    const published = await publishReview(orm.em.fork(), review!.id, { other_text: 'Excellent work' }, actor, clock);
    const testimonial = await orm.em.fork().findOneOrFail(Testimonial, { id: published.testimonial_id! });
    expect(testimonial).toMatchObject({ name: 'Marie G.', location: 'Sudbury', rating: 5, text: 'Excellent work', text_fr: 'Excellent <script>x</script>' });
    await expect(submitReview(orm.em.fork(), links, token, answer, clock)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(openReviewForm(orm.em.fork(), links, token, clock)).rejects.toMatchObject({ code: 'CONFLICT' });
    await keepReviewPrivate(orm.em.fork(), review!.id, actor, clock);
    expect(await orm.em.fork().count(Testimonial, { id: testimonial.id })).toBe(0);
    const history = await listActivity(orm.em.fork(), { entity_type: 'ContactSubmission', entity_id: String(lead.id) }, activityHistory());
    const decisions = history.items.filter((a) => a.action === 'review_published' || a.action === 'review_kept_private');
    expect(decisions.map((a) => [a.action, a.actor_username]).sort()).toEqual([
      ['review_kept_private', 'admin'],
      ['review_published', 'admin'],
    ]);
  });

  it('does not publish without consent, and alerts the owner and the admins of a low rating at once', async () => {
    const lead = await wonLead('Gilles Roy', new Date('2026-11-03T15:00:00Z'));
    const estimator = await orm.em.fork().findOneOrFail(AdminUser, { username: 'estimator' });
    await orm.em.fork().nativeUpdate(Lead, { id: lead.id }, { owner_id: estimator.id });
    await sweepAndRun(new Date('2026-11-06T16:00:00Z'));
    const request = await requestOf(lead);
    const [last] = await orm.em.fork().find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit: 1 });
    const result = await submitReview(
      orm.em.fork(),
      links,
      tokenOf(request),
      { rating: 2, text: 'Late and messy', display_name: 'Gilles', consent: false },
      clock,
    );
    expect(result.low_rating).toBe(true);
    await runJobs(last!.id);
    const alerts = mails(`_review-alert-${result.id}-`).map((f) => readMail(f));
    expect(alerts.map((m) => /^To: (.*)$/m.exec(m)![1]).sort()).toEqual(['boss@northrock.example', 'est@northrock.example']);
    await expect(publishReview(orm.em.fork(), result.id, {}, actor, clock)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('erasing the homeowner removes their review, unpublishes the testimonial and cancels what is still due', async () => {
    const lead = await wonLead('Hugo Lavoie', new Date('2026-11-04T15:00:00Z'));
    await sweepAndRun(new Date('2026-11-07T16:00:00Z'));
    const request = await requestOf(lead);
    const { id } = await submitReview(
      orm.em.fork(),
      links,
      tokenOf(request),
      { rating: 5, text: 'Great', display_name: 'Hugo L., Thunder Bay', consent: true },
      clock,
    );
    const published = await publishReview(orm.em.fork(), id, {}, actor, clock);
    const storage = { remove: async () => undefined } as never;
    await orm.em.fork().nativeUpdate(Lead, { id: lead.id }, { pipeline_started_at: null });
    await eraseLead(orm.em.fork(), storage, lead.id, actor, clock);
    expect(await orm.em.fork().count(Review, { lead: lead.id })).toBe(0);
    expect(await orm.em.fork().count(Testimonial, { id: published.testimonial_id! })).toBe(0);
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute(`select recipient from sent_emails where key like ?`, [`review.${request.uid}.%`]);
    expect(rows.map((r) => r.recipient)).toEqual(['']);
    const pending = await wonLead('Iris Paquette', new Date('2026-11-05T15:00:00Z'));
    await sweepAndRun(new Date('2026-11-06T16:00:00Z'));
    await orm.em.fork().nativeUpdate(Lead, { id: pending.id }, { pipeline_started_at: null });
    await eraseLead(orm.em.fork(), storage, pending.id, actor, clock);
    await sweepAndRun(new Date('2026-11-10T16:00:00Z'));
    const cancelled = await requestOf(pending);
    expect([cancelled.cancel_reason, requestMails(cancelled)]).toEqual(['erased', 0]);
  });

  it('counts requests sent, answers, the average rating and published reviews, per source and per estimator', async () => {
    const figures = await reviewFigures(orm.em.fork());
    const requests = await orm.em.fork().count(ReviewRequest, { sent_at: { $ne: null } });
    const reviews = await orm.em.fork().find(Review, {});
    expect(figures).toMatchObject({ requests_sent: requests, answers: reviews.length, published: reviews.filter((r) => r.state === 'published').length });
    expect(figures.average_rating).toBe(Math.round((reviews.reduce((n, r) => n + r.rating, 0) / reviews.length) * 10) / 10);
    expect(figures.by_source.reduce((n, r) => n + r.requests_sent, 0)).toBe(requests);
    expect(figures.by_estimator.reduce((n, r) => n + r.answers, 0)).toBe(reviews.length);
    expect(figures.by_estimator.map((e) => e.owner)).toContain('estimator');
  });
});
