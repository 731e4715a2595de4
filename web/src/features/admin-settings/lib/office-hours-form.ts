import { officeHoursInput, weekdays, type OfficeHours, type Weekday } from '@northrock/core/browser';
import type { FieldError } from '~/features/admin-kit/lib/server-error';

/** One weekday as the form edits it: closed, or open between two times. */
export interface DayForm {
  closed: boolean;
  open: string;
  close: string;
}

/** The office hours form's values: text as typed, checked by the schema on save. */
export interface OfficeHoursForm {
  hours: Record<Weekday, DayForm>;
  time_zone: string;
  holiday_regions: string[];
  chase_owner_minutes: string;
  chase_admins_minutes: string;
  followup_days: string;
}

/** Times shown when a closed day is opened (the default day). */
const defaultDay = { open: '09:00', close: '17:00' };

export function formOf(settings: OfficeHours): OfficeHoursForm {
  return {
    hours: Object.fromEntries(
      weekdays.map((day) => {
        const h = settings.hours[day];
        return [day, h ? { closed: false, open: h.open, close: h.close } : { closed: true, ...defaultDay }];
      }),
    ) as Record<Weekday, DayForm>,
    time_zone: settings.time_zone,
    holiday_regions: [...settings.holiday_regions],
    chase_owner_minutes: String(settings.chase_owner_minutes),
    chase_admins_minutes: String(settings.chase_admins_minutes),
    followup_days: String(settings.followup_days),
  };
}

/** A number as typed; blank is no number (the schema names the field). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** What is sent: the settings object `officeHoursInput` validates (a closed day is null). */
function inputOf(form: OfficeHoursForm): Record<string, unknown> {
  return {
    hours: Object.fromEntries(weekdays.map((day) => [day, form.hours[day].closed ? null : { open: form.hours[day].open, close: form.hours[day].close }])),
    time_zone: form.time_zone.trim(),
    holiday_regions: form.holiday_regions,
    chase_owner_minutes: numberOf(form.chase_owner_minutes),
    chase_admins_minutes: numberOf(form.chase_admins_minutes),
    followup_days: numberOf(form.followup_days),
  };
}

/** Messages by field path (`hours.monday.close`), the first rule each breaks, as the server names them. */
export type OfficeHoursErrors = Record<string, string>;

export function errorsByField(errors: readonly FieldError[]): OfficeHoursErrors {
  const byField: OfficeHoursErrors = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

/** The form checked with the server's own schema: the settings to send, or the errors per field. */
export function checkOfficeHours(form: OfficeHoursForm): { input: OfficeHours } | { errors: OfficeHoursErrors } {
  const result = officeHoursInput.safeParse(inputOf(form));
  if (result.success) return { input: result.data };
  return { errors: errorsByField(result.error.issues.map((i) => ({ field: i.path.map(String).join('.') || '(body)', message: i.message }))) };
}
