import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarInvitation, InvitationWriter } from '@northrock/core/booking';
import { wallClock } from '@northrock/core/office-hours';

/** A zone's offset from UTC in minutes at an instant (Toronto in January: -300). */
const offsetMinutes = (timeZone: string, at: Date) => Math.round((wallClock(at.getTime(), timeZone) - at.getTime()) / 60_000);

const utcOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

const zoneName = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'STD';

/**
 * The `VTIMEZONE` of a Canadian (North American) zone, so Outlook and Apple Calendar read the
 * `TZID` times right: its standard and daylight offsets, with the rules in force since 2007
 * (daylight from the second Sunday of March at 2:00, standard from the first Sunday of November
 * at 2:00); a zone without daylight time gets its one offset.
 */
function vtimezone(timeZone: string): string {
  const winter = new Date(Date.UTC(2026, 0, 15, 12));
  const summer = new Date(Date.UTC(2026, 6, 15, 12));
  const std = offsetMinutes(timeZone, winter);
  const dst = offsetMinutes(timeZone, summer);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (std === dst) {
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${utcOffset(std)}`,
      `TZOFFSETTO:${utcOffset(std)}`,
      `TZNAME:${zoneName(timeZone, winter)}`,
      'END:STANDARD',
    );
  } else {
    lines.push(
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      `TZOFFSETFROM:${utcOffset(std)}`,
      `TZOFFSETTO:${utcOffset(dst)}`,
      `TZNAME:${zoneName(timeZone, summer)}`,
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      `TZOFFSETFROM:${utcOffset(dst)}`,
      `TZOFFSETTO:${utcOffset(std)}`,
      `TZNAME:${zoneName(timeZone, winter)}`,
      'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/**
 * An instant ical-generator writes on a zone's clock (its `withTimeZone` stub): a native Date it
 * would read on the process's own clock instead.
 */
type ZonedStub = Date & { internal: Date; withTimeZone(timeZone?: null | string): Date; tzComponents(): unknown };
function onClockOf(at: Date): ZonedStub {
  const stub = Object.assign(new Date(at), { internal: new Date(at), tzComponents: () => ({}) }) as ZonedStub;
  stub.withTimeZone = (timeZone) => {
    if (!timeZone) return new Date(at);
    // The zone's wall clock read as UTC: its UTC fields are the local date and time.
    const w = new Date(wallClock(at.getTime(), timeZone));
    return Object.assign(new Date(at), {
      getFullYear: () => w.getUTCFullYear(),
      getMonth: () => w.getUTCMonth(),
      getDate: () => w.getUTCDate(),
      getHours: () => w.getUTCHours(),
      getMinutes: () => w.getUTCMinutes(),
      getSeconds: () => w.getUTCSeconds(),
    });
  };
  return stub;
}

/** An instant in iCalendar's UTC form: 20261129T041500Z. */
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * A visit's invitation as iCalendar (ical-generator): `METHOD:REQUEST` or `CANCEL`, the visit's
 * stable UID and SEQUENCE (Outlook shows an update, not a second event), times with the
 * homeowner's `TZID` and its `VTIMEZONE`, the company as ORGANIZER, homeowner and estimator as
 * ATTENDEEs asked to answer.
 */
export const writeInvitation: InvitationWriter = (invitation: CalendarInvitation) => {
  const cancel = invitation.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Northrock', product: 'Bookings', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: invitation.timeZone, generator: vtimezone },
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: onClockOf(invitation.start),
    end: onClockOf(invitation.end),
    timezone: invitation.timeZone,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location || null,
    url: invitation.url,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation.organizer,
    attendees: invitation.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      rsvp: !cancel,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
  });
  // ical-generator writes DTSTAMP on the calendar zone's clock, without `Z`; RFC 5545 (3.8.7.2)
  // wants it in UTC, as strict calendar clients read it.
  return calendar.toString().replace(/^DTSTAMP:[^\r\n]*/m, `DTSTAMP:${utcStamp(new Date())}`);
};
