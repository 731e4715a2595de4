import { Redis } from 'ioredis';
import type { ParsedMail } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookVisit, cancelVisit, homeowner, moveVisit, updateEstimatorAvailability, Visit } from '@northrock/core/booking';
import { createLead } from '@northrock/core/lead';
import { addAccount } from '@northrock/gateway/testing';
import { startPipelineStack, type PipelineStack } from './support/pipeline-stack';

/**
 * Invitations and reminders through the running worker, a real SMTP server and a real calendar
 * parser (node-ical): METHOD, UID, SEQUENCE, TZID and attendees of every .ics; reminders each
 * sent once by an injected clock, across both daylight-saving changes, a worker restart and a
 * Redis flush, never for a moved or cancelled visit.
 */

let stack: PipelineStack;
let redis: Redis;
let clock = new Date();
let estimator: { id: number; token: string };
let adminToken: string;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tuning = () => ({ relayIntervalMs: 100, reminderEveryMs: 200, reconcileEveryMs: 500, reconcileAfterMs: 0, now: () => clock });
const visitMails = (id: string, what: string) => (m: ParsedMail) => m.messageId?.startsWith(`<visit-${id}-${what}@`) ?? false;

/** The invitation of a message, parsed: the calendar's METHOD and its one event. */
function invitationOf(mail: ParsedMail): { method: string; event: VEvent } {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(part, `no calendar part in ${mail.subject}`).toBeTruthy();
  const parsed = ical.sync.parseICS(part!.content.toString('utf8'));
  const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as VEvent;
  return { method: String((parsed.vcalendar as unknown as { method: string }).method), event };
}
const attendeesOf = (event: VEvent) => [event.attendee ?? []].flat().map((a) => (typeof a === 'string' ? a : a.val).toLowerCase().replace('mailto:', ''));

beforeAll(async () => {
  stack = await startPipelineStack();
  redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
  adminToken = await stack.gateway.login();
  estimator = await addAccount(stack.gateway, adminToken, 'estelle', 'estimator', 'estelle@northrock.test');
  await updateEstimatorAvailability(stack.gateway.orm.em.fork(), estimator.id, {
    cities: ['Thunder Bay'],
    extra_hours: [
      { date: '2027-03-14', hours: { open: '09:00', close: '17:00' } },
      { date: '2027-03-21', hours: { open: '09:00', close: '17:00' } },
    ],
  });
  await stack.startWorker(tuning());
}, 120_000);
afterAll(async () => {
  await stack?.worker?.close();
  redis?.disconnect();
  await stack?.close();
});

describe('invitations', () => {
  it('the confirmation links to the booking page; booking, moving and cancelling each send both an .ics with one UID and a rising SEQUENCE', async () => {
    const sent = await stack.gateway.call('POST', '/api/contact', { body: stack.lead({ language: 'fr' }) });
    const [confirmation] = await stack.smtp.waitFor((m) => m.messageId?.startsWith(`<lead-${sent.body.id}-homeowner.`) ?? false);
    expect(confirmation!.text).toContain(`https://www.northrock.test/fr/reserver/${encodeURIComponent(sent.body.booking_token)}`);
    const slots = (await stack.gateway.call('GET', `/api/booking/slots?token=${encodeURIComponent(sent.body.booking_token)}&limit=20`)).body.slots;
    const booked = await stack.gateway.call('POST', '/api/booking', { body: { token: sent.body.booking_token, start: slots[0].start } });
    expect(booked.status).toBe(201);
    const id = booked.body.visit.id as string;
    const uid = `visit-${id}@northrock`;
    const check = async (sequence: number, method: string, start: string) => {
      const [home] = await stack.smtp.waitFor(visitMails(id, `${sequence}-homeowner`));
      const [staff] = await stack.smtp.waitFor(visitMails(id, `${sequence}-estimator`));
      for (const mail of [home!, staff!]) {
        const { method: m, event } = invitationOf(mail);
        // The stamp in UTC (RFC 5545 3.8.7.2), as strict calendar clients read it.
        expect(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString('utf8')).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
        expect([m, event.uid, Number(event.sequence)]).toEqual([method, uid, sequence]);
        expect((event.start as Date & { tz?: string }).tz).toBe('America/Toronto');
        expect(event.start.toISOString()).toBe(start);
        expect(attendeesOf(event).sort()).toEqual(['estelle@northrock.test', 'marie.tremblay@example.com']);
      }
      // The move-or-cancel link is the homeowner's alone: in their .ics while the visit stands, never in the estimator's mail or .ics.
      const links = (mail: typeof home) => {
        const { event } = invitationOf(mail!);
        // node-ical gives a property with parameters as { val, params }.
        const text = (v: unknown) => (typeof v === 'string' ? v : ((v as { val?: string } | undefined)?.val ?? ''));
        return [event.url, event.description, mail!.text].map((part) => text(part).includes('/fr/visite/'));
      };
      expect(links(home)).toEqual(method === 'REQUEST' ? [true, true, true] : [false, false, false]);
      expect(links(staff)).toEqual([false, false, false]);
      expect(home!.to).toMatchObject({ text: 'marie.tremblay@example.com' });
      expect(staff!.to).toMatchObject({ text: 'estelle@northrock.test' });
      return home!;
    };
    const first = await check(0, 'REQUEST', slots[0].start);
    // In the homeowner's language, with the "move or cancel" link that opens on the gateway.
    expect(first.subject).toBe('Votre inspection gratuite est réservée');
    const link = /https:\/\/www\.northrock\.test\/fr\/visite\/(\S+)/.exec(first.text ?? '')![1]!;
    expect((await stack.gateway.call('GET', `/api/booking/visits/${link}`)).body.id).toBe(id);

    await stack.gateway.call('POST', `/api/booking/visits/${link}/move`, { body: { start: slots[5].start } });
    await check(1, 'REQUEST', slots[5].start);
    await stack.gateway.call('POST', `/api/booking/visits/${link}/cancel`);
    const cancelled = await check(2, 'CANCEL', slots[5].start);
    expect(cancelled.subject).toBe('Votre inspection gratuite est annulée');
    expect(cancelled.text).toContain("L'annulation est jointe");
    expect(cancelled.text).not.toContain('ajoutez-la');
    await pause(500);
    expect(stack.smtp.messages.filter((m) => m.messageId?.startsWith(`<visit-${id}-`))).toHaveLength(6);
  });
});

describe('reminders', () => {
  /** A visit booked by the homeowner at `start` as if it were `now`, through the core function the gateway calls. */
  async function visitAt(now: string, start: string, name: string): Promise<Visit> {
    const lead = await createLead(stack.gateway.orm.em.fork(), { ...stack.lead({ name, email: `${name.toLowerCase()}@example.com` }), photo_urls: [] });
    return bookVisit(stack.gateway.orm.em.fork(), { lead_id: lead.id, start, by: homeowner, now: new Date(now) });
  }
  const reminders = (id: string, kind: string) => stack.smtp.messages.filter((m) => m.messageId?.startsWith(`<visit-${id}-reminder-${kind}-`));

  it.each([
    // The fall-back night (November 1, 2026): 24 real hours before Monday 9:00 EST is Sunday 9:00 EST.
    ['fall 2026', '2026-10-29T12:00:00-04:00', '2026-11-02T09:00:00-05:00', '2026-11-01T09:00:00-05:00', '2026-11-02T07:00:00-05:00'],
    // The spring-forward night (March 14, 2027), a visit that Sunday at 10:00 EDT: 24 h before is Saturday 9:00 EST.
    ['spring 2027', '2027-03-10T12:00:00-05:00', '2027-03-14T10:00:00-04:00', '2027-03-13T09:00:00-05:00', '2027-03-14T08:00:00-04:00'],
  ])(
    '%s: each reminder once, at its due time, across a worker restart and a Redis flush; none for a moved or cancelled visit',
    async (_when, now, start, due24, due2) => {
      const visit = await visitAt(now, start, `Remy${_when.replace(/\D/g, '')}`);
      const moved = await visitAt(now, new Date(new Date(start).getTime() + 2 * 3600_000).toISOString(), `Moved${_when.replace(/\D/g, '')}`);
      const cancelled = await visitAt(now, new Date(new Date(start).getTime() + 4 * 3600_000).toISOString(), `Gone${_when.replace(/\D/g, '')}`);
      await moveVisit(stack.gateway.orm.em.fork(), moved.id, new Date(new Date(start).getTime() + 6 * 3600_000).toISOString(), homeowner, new Date(now));
      await cancelVisit(stack.gateway.orm.em.fork(), cancelled.id, homeowner, new Date(now));

      clock = new Date(new Date(due24).getTime() - 60_000);
      await pause(1_000);
      expect(reminders(visit.id, '24h')).toHaveLength(0);
      clock = new Date(new Date(due24).getTime() + 30_000);
      const [day] = await stack.smtp.waitFor(visitMails(visit.id, 'reminder-24h-0'));
      expect(day!.subject).toBe('Reminder: your free inspection is tomorrow');

      // The worker restarts and Redis loses every key of this stack: nothing is lost or repeated.
      await stack.worker!.close();
      const keys = await redis.keys(`${stack.prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await stack.startWorker(tuning());
      clock = new Date(new Date(due2).getTime() + 30_000);
      await stack.smtp.waitFor(visitMails(visit.id, 'reminder-2h-0'));
      await pause(1_500);
      expect(reminders(visit.id, '24h')).toHaveLength(1);
      expect(reminders(visit.id, '2h')).toHaveLength(1);
      // The moved visit is reminded at its new SEQUENCE only (its new time's 24 h is not due yet), the cancelled one never.
      expect(reminders(moved.id, '24h').map((m) => m.messageId)).toEqual([expect.stringContaining('reminder-24h-1@')]);
      expect(stack.smtp.messages.filter(visitMails(moved.id, 'reminder-2h-0'))).toHaveLength(0);
      expect(stack.smtp.messages.filter((m) => m.messageId?.startsWith(`<visit-${cancelled.id}-reminder`))).toHaveLength(0);
    },
  );
});

describe('a visit moved to another estimator', () => {
  it('sends the estimator it was taken from a CANCEL of the same UID, and the new one the invitation', async () => {
    const now = new Date('2027-03-17T12:00:00-04:00');
    const lead = (name: string) =>
      createLead(stack.gateway.orm.em.fork(), { ...stack.lead({ name, email: `${name.toLowerCase()}@example.com` }), photo_urls: [] });
    // Estelle alone works that Sunday: both visits are hers.
    const visit = await bookVisit(stack.gateway.orm.em.fork(), { lead_id: (await lead('Handed')).id, start: '2027-03-21T10:00:00-04:00', by: homeowner, now });
    await bookVisit(stack.gateway.orm.em.fork(), { lead_id: (await lead('Kept')).id, start: '2027-03-21T13:00:00-04:00', by: homeowner, now });
    const [first] = await stack.smtp.waitFor(visitMails(visit.id, '0-estimator'));
    expect(first!.to).toMatchObject({ text: 'estelle@northrock.test' });

    // Otto joins for that day; the homeowner moves to 13:00, when Estelle is taken: Otto gets it.
    const otto = await addAccount(stack.gateway, adminToken, 'otto', 'estimator', 'otto@northrock.test');
    await updateEstimatorAvailability(stack.gateway.orm.em.fork(), otto.id, {
      cities: ['Thunder Bay'],
      weekly_hours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
      extra_hours: [{ date: '2027-03-21', hours: { open: '09:00', close: '17:00' } }],
    });
    const moved = await moveVisit(stack.gateway.orm.em.fork(), visit.id, '2027-03-21T13:00:00-04:00', homeowner, now);
    expect(moved.estimator.id).toBe(otto.id);

    const [taken] = await stack.smtp.waitFor(visitMails(visit.id, '1-released'));
    expect(taken!.to).toMatchObject({ text: 'estelle@northrock.test' });
    expect(taken!.subject).toBe('Visit given to otto: Handed');
    expect(taken!.text).toContain('Estimator: otto');
    expect(taken!.text).toContain('The cancellation is attached');
    const cancel = invitationOf(taken!);
    expect([cancel.method, cancel.event.uid, Number(cancel.event.sequence)]).toEqual(['CANCEL', `visit-${visit.id}@northrock`, 1]);
    expect(attendeesOf(cancel.event)).toEqual(['estelle@northrock.test']);
    // Without the homeowner's move-or-cancel link.
    expect(taken!.attachments[0]!.content.toString('utf8')).not.toMatch(/\/visit\//);

    const [invited] = await stack.smtp.waitFor(visitMails(visit.id, '1-estimator'));
    expect(invited!.to).toMatchObject({ text: 'otto@northrock.test' });
    // New to Otto: booked, not moved.
    expect(invited!.subject).toBe('Visit booked: Handed');
    const request = invitationOf(invited!);
    expect([request.method, Number(request.event.sequence)]).toEqual(['REQUEST', 1]);
    expect(attendeesOf(request.event).sort()).toEqual(['handed@example.com', 'otto@northrock.test']);

    // Moved again within Otto's day: he keeps it, and Estelle hears nothing more.
    await moveVisit(stack.gateway.orm.em.fork(), visit.id, '2027-03-21T15:00:00-04:00', homeowner, now);
    const [again] = await stack.smtp.waitFor(visitMails(visit.id, '2-estimator'));
    expect(again!.subject).toBe('Visit moved: Handed');
    await pause(500);
    expect(stack.smtp.messages.filter((m) => m.messageId?.startsWith(`<visit-${visit.id}-`) && m.messageId.includes('-released@'))).toHaveLength(1);
  });
});
