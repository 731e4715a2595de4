import { mailDomain, type MailMessage } from '../../platform/mail';
import type { EmailBody, EmailConfig } from '../email';
import type { Locale } from '../shared';
import type { ReminderKind } from './booking.entity';

/** What a visit e-mail says (an invitation, its update or cancellation, a reminder): plain text values, the template lays them out. */
export interface VisitEmailView {
  language: Locale;
  title: string;
  lines: string[];
  /** The signed "move or cancel" page; null once there is nothing to change. */
  manageUrl: string | null;
  manageLabel: string;
}

/** Renders the visit e-mails' bodies (the worker's React templates). */
export interface BookingEmailTemplates {
  visit(view: VisitEmailView): Promise<EmailBody>;
}

/** One calendar invitation, as the iCalendar writer (the worker's, ical-generator) turns it into an `.ics`. */
export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the visit's life (`visits.uid`). */
  uid: string;
  /** Raised on every move or cancel. */
  sequence: number;
  start: Date;
  end: Date;
  /** The zone the times are written in (TZID): the homeowner's. */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** Writes an invitation as iCalendar text (`VCALENDAR` with `METHOD`, a `VEVENT` and its `VTIMEZONE`). */
export type InvitationWriter = (invitation: CalendarInvitation) => string;

/** Who an invitation goes to; `released`: the estimator a moved visit was taken from (a CANCEL). */
export type InvitationRole = 'homeowner' | 'estimator' | 'released';

const copy = {
  en: {
    summary: (company: string) => `Free inspection - ${company}`,
    invited: 'Your free inspection is booked',
    moved: 'Your free inspection has moved',
    cancelled: 'Your free inspection is cancelled',
    staffInvited: (name: string) => `Visit booked: ${name}`,
    staffMoved: (name: string) => `Visit moved: ${name}`,
    staffCancelled: (name: string) => `Visit cancelled: ${name}`,
    staffReleased: (name: string, to: string) => `Visit given to ${to}: ${name}`,
    when: (label: string) => `When: ${label}`,
    where: (place: string) => `Where: ${place}`,
    who: (name: string) => `Estimator: ${name}`,
    homeowner: (name: string, phone: string) => `Homeowner: ${name}, ${phone}`,
    calendar: 'The invitation is attached: add it to your calendar.',
    calendarCancel: 'The cancellation is attached: it takes the visit off your calendar.',
    manage: 'Move or cancel the visit',
    reminder: { '24h': 'Reminder: your free inspection is tomorrow', '2h': 'Reminder: your free inspection is in two hours' } as Record<ReminderKind, string>,
  },
  fr: {
    summary: (company: string) => `Inspection gratuite - ${company}`,
    invited: 'Votre inspection gratuite est réservée',
    moved: 'Votre inspection gratuite a été déplacée',
    cancelled: 'Votre inspection gratuite est annulée',
    staffInvited: (name: string) => `Visite réservée : ${name}`,
    staffMoved: (name: string) => `Visite déplacée : ${name}`,
    staffCancelled: (name: string) => `Visite annulée : ${name}`,
    staffReleased: (name: string, to: string) => `Visite confiée à ${to} : ${name}`,
    when: (label: string) => `Quand : ${label}`,
    where: (place: string) => `Où : ${place}`,
    who: (name: string) => `Estimateur : ${name}`,
    homeowner: (name: string, phone: string) => `Propriétaire : ${name}, ${phone}`,
    calendar: "L'invitation est jointe : ajoutez-la à votre calendrier.",
    calendarCancel: "L'annulation est jointe : elle retire la visite de votre calendrier.",
    manage: 'Déplacer ou annuler la visite',
    reminder: { '24h': 'Rappel : votre inspection gratuite a lieu demain', '2h': 'Rappel : votre inspection gratuite a lieu dans deux heures' } as Record<
      ReminderKind,
      string
    >,
  },
} as const;
export const bookingCopy = copy;

/** The signed "pick a slot" page of a lead (the confirmation e-mail's link), in its language. */
export const bookingPageUrl = (config: Pick<EmailConfig, 'publicUrl'>, token: string, language: Locale) =>
  `${config.publicUrl}${language === 'fr' ? '/fr/reserver/' : '/book/'}${encodeURIComponent(token)}`;

/** The signed "move or cancel" page of a visit, in the homeowner's language. */
export const visitPageUrl = (config: Pick<EmailConfig, 'publicUrl'>, token: string, language: Locale) =>
  `${config.publicUrl}${language === 'fr' ? '/fr/visite/' : '/visit/'}${encodeURIComponent(token)}`;

export const visitMessageId = (config: Pick<EmailConfig, 'mailFrom'>, visitId: string, what: string) =>
  `<visit-${visitId}-${what}@${mailDomain(config.mailFrom)}>`;

/** A visit e-mail with its invitation attached (`text/calendar; method=...`), or without one (a reminder). */
export async function visitEmail(
  templates: BookingEmailTemplates,
  view: VisitEmailView,
  message: { messageId: string; to: string; replyTo: string; ics?: { method: 'REQUEST' | 'CANCEL'; content: string } },
): Promise<MailMessage> {
  const body = await templates.visit(view);
  return {
    messageId: message.messageId,
    to: message.to,
    replyTo: message.replyTo,
    subject: view.title,
    ...body,
    ...(message.ics ? { icalEvent: { method: message.ics.method, content: message.ics.content, filename: 'invite.ics' } } : {}),
  };
}
