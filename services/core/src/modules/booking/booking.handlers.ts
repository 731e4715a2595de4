import type { Orm } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import { AdminUser } from '../admin';
import { sendOnce, type EmailConfig } from '../email';
import { Lead } from '../lead';
import type { Locale } from '../shared';
import { getSiteSettings } from '../site-settings';
import { getOfficeHours } from '../office-hours';
import {
  bookingCopy,
  visitEmail,
  visitMessageId,
  visitPageUrl,
  type BookingEmailTemplates,
  type CalendarInvitation,
  type InvitationRole,
  type InvitationWriter,
} from './booking-emails';
import type { BookingTokens } from './booking-tokens';
import { Visit, VisitReminder, type ReminderKind } from './booking.entity';
import type { bookingJobs } from './booking.jobs';
import { sweepReminders } from './booking-reminders';
import { describeSlot, homeownerTimeZone } from './slot-display';
import { issueVisitToken } from './visit-views';

export interface BookingJobDeps {
  orm: Orm;
  mailer: Mailer;
  config: EmailConfig;
  templates: BookingEmailTemplates;
  /** Writes the `.ics` (the worker's ical-generator). */
  writeInvitation: InvitationWriter;
  /** Signs the "move or cancel" links the e-mails carry. */
  tokens: BookingTokens;
  log: Logger;
  /** The clock (tests inject one); default: the time now. */
  now?: () => Date;
  /** Tells the outbox relay the sweep wrote rows. */
  onOutboxWritten?: () => void;
}

const lang = (lead: Lead): Locale => (lead.language === 'fr' ? 'fr' : 'en');

export function bookingJobHandlers(deps: BookingJobDeps): JobHandlersOf<typeof bookingJobs> {
  const now = () => deps.now?.() ?? new Date();

  return {
    async 'booking.send-invitation'({ visit_id, sequence }) {
      const em = deps.orm.em.fork();
      const visit = await em.findOne(Visit, { id: visit_id });
      if (!visit) {
        deps.log.warn('invitation job names a visit this database does not have; skipped', { visit_id });
        return;
      }
      // A later change queued its own invitation (a higher SEQUENCE): this one is stale.
      if (visit.sequence !== sequence) return;
      const lead = await em.findOneOrFail(Lead, { id: visit.lead.id });
      const estimator = await em.findOneOrFail(AdminUser, { id: visit.estimator.id });
      const settings = await getSiteSettings(em);
      const office = await getOfficeHours(em);
      const language = lang(lead);
      const words = bookingCopy[language];
      const cancelled = visit.status === 'cancelled';
      const method = cancelled ? 'CANCEL' : 'REQUEST';
      const label = describeSlot(visit.start_at, { city: lead.city, locale: language, officeTimeZone: office.time_zone });
      const place = [lead.address, lead.city].filter(Boolean).join(', ');
      // An erased homeowner is told nothing and named nowhere; the estimator still hears of the cancellation.
      const homeowner = lead.erased_at || !lead.email ? null : { name: lead.name, email: lead.email };
      const staff = estimator.email ? { name: estimator.username, email: estimator.email } : null;
      const manageUrl = cancelled || !homeowner ? null : visitPageUrl(deps.config, issueVisitToken(deps.tokens, visit), language);
      const invitation: CalendarInvitation = {
        method,
        uid: visit.uid,
        sequence: visit.sequence,
        start: visit.start_at,
        end: visit.end_at,
        timeZone: homeownerTimeZone(lead.city, office.time_zone),
        summary: words.summary(settings.company_name),
        description: [words.who(estimator.username), ...(manageUrl ? [`${words.manage}: ${manageUrl}`] : [])].join('\n'),
        location: place,
        url: manageUrl,
        organizer: { name: settings.company_name, email: settings.email },
        attendees: [...(homeowner ? [homeowner] : []), ...(staff ? [staff] : [])],
      };
      // The homeowner's copy carries their move-or-cancel link; the staff's copies do not (with it,
      // an estimator could act as the homeowner).
      const staffInvitation: CalendarInvitation = { ...invitation, url: null, description: words.who(estimator.username) };
      // The estimator the last invitation went to, when the visit has since gone to another: their
      // calendar still holds it, so they get a CANCEL of the same UID (RFC 5546: an attendee removed).
      const releasedId = visit.invited_estimator_id !== null && visit.invited_estimator_id !== estimator.id ? visit.invited_estimator_id : null;
      const released = releasedId === null ? null : await em.findOne(AdminUser, { id: releasedId });
      const releasedTo = released?.email ? { name: released.username, email: released.email } : null;
      const recipients: [InvitationRole, { name: string; email: string } | null][] = [
        ['homeowner', homeowner],
        ['estimator', staff],
        ['released', releasedTo],
      ];
      const who = homeowner?.name ?? `#${lead.id}`;
      const titles: Record<InvitationRole, string> = {
        homeowner: cancelled ? words.cancelled : sequence > 0 ? words.moved : words.invited,
        // "Moved" only for the estimator who had it: to one it was given to, it is a new visit.
        estimator: (cancelled ? words.staffCancelled : sequence > 0 && visit.invited_estimator_id === estimator.id ? words.staffMoved : words.staffInvited)(
          who,
        ),
        released: words.staffReleased(who, estimator.username),
      };
      // The released estimator's CANCEL names only them.
      const icsFor = (role: InvitationRole, to: { name: string; email: string }) => {
        const written: CalendarInvitation =
          role === 'homeowner' ? invitation : role === 'estimator' ? staffInvitation : { ...staffInvitation, method: 'CANCEL', attendees: [to] };
        return { method: written.method, content: deps.writeInvitation(written) };
      };
      for (const [role, to] of recipients) {
        if (!to) continue;
        const title = titles[role];
        const lines = [
          words.when(label),
          ...(place ? [words.where(place)] : []),
          role === 'homeowner' ? words.who(estimator.username) : words.homeowner(homeowner?.name ?? '-', homeowner ? lead.phone : '-'),
          // The released estimator: who has it now.
          ...(role === 'released' ? [words.who(estimator.username)] : []),
          cancelled || role === 'released' ? words.calendarCancel : words.calendar,
        ];
        await sendOnce(
          em,
          deps.mailer,
          `visit.${visit.id}.${sequence}.${role}`,
          () =>
            visitEmail(
              deps.templates,
              { language, title, lines, manageUrl: role === 'homeowner' ? manageUrl : null, manageLabel: words.manage },
              {
                messageId: visitMessageId(deps.config, visit.id, `${sequence}-${role}`),
                to: to.email,
                replyTo: settings.email,
                ics: icsFor(role, to),
              },
            ),
          deps.log,
        );
      }
      await em.execute('update visits set invited_sequence = ?, invited_estimator_id = ? where id = ? and (invited_sequence is null or invited_sequence < ?)', [
        sequence,
        estimator.id,
        visit.id,
        sequence,
      ]);
      deps.log.info('visit invitation sent', { visit_id, sequence, method });
    },

    async 'booking.reminder-sweep'() {
      const result = await sweepReminders(deps.orm.em.fork(), now());
      if (result.queued.length) deps.onOutboxWritten?.();
      return { queued: result.queued.length, skipped: result.skipped };
    },

    async 'booking.send-reminder'({ reminder_id }) {
      const em = deps.orm.em.fork();
      const reminder = await em.findOne(VisitReminder, { id: reminder_id });
      if (!reminder || reminder.sent_at || reminder.cancelled_at) return;
      const visit = await em.findOneOrFail(Visit, { id: reminder.visit.id });
      const lead = await em.findOneOrFail(Lead, { id: visit.lead.id });
      // Moved (another SEQUENCE), cancelled, done or already begun: never sent.
      if (visit.status !== 'booked' || visit.sequence !== reminder.sequence || visit.start_at <= now() || lead.erased_at || !lead.email) {
        await em.nativeUpdate(VisitReminder, { id: reminder.id, sent_at: null, cancelled_at: null }, { cancelled_at: now() });
        return;
      }
      const estimator = await em.findOneOrFail(AdminUser, { id: visit.estimator.id });
      const settings = await getSiteSettings(em);
      const office = await getOfficeHours(em);
      const language = lang(lead);
      const words = bookingCopy[language];
      const kind = reminder.kind as ReminderKind;
      const place = [lead.address, lead.city].filter(Boolean).join(', ');
      const manageUrl = visitPageUrl(deps.config, issueVisitToken(deps.tokens, visit), language);
      const lines = [
        words.when(describeSlot(visit.start_at, { city: lead.city, locale: language, officeTimeZone: office.time_zone })),
        ...(place ? [words.where(place)] : []),
        words.who(estimator.username),
      ];
      await sendOnce(
        em,
        deps.mailer,
        `visit.${visit.id}.reminder.${kind}.${reminder.sequence}`,
        () =>
          visitEmail(
            deps.templates,
            { language, title: words.reminder[kind], lines, manageUrl, manageLabel: words.manage },
            { messageId: visitMessageId(deps.config, visit.id, `reminder-${kind}-${reminder.sequence}`), to: lead.email, replyTo: settings.email },
          ),
        deps.log,
      );
      await em.nativeUpdate(VisitReminder, { id: reminder.id, sent_at: null }, { sent_at: now() });
      deps.log.info('visit reminder sent', { visit_id: visit.id, kind });
    },
  };
}
