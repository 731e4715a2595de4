import { describeOfficeHoursFr, openingHoursWeek } from '@northrock/core/browser';
import type { ShownOfficeHours } from '~/lib/api/site-settings.query';
import type { Locale } from '~/lib/locale';

/**
 * The office hours as a page in `locale` states them: the gateway's English text, or the
 * French one made from the same week ("du lundi au vendredi, de 9 h à 17 h").
 */
export function shownOfficeHours(hours: ShownOfficeHours, locale: Locale): ShownOfficeHours {
  return locale === 'en' ? hours : { ...hours, text: describeOfficeHoursFr(openingHoursWeek(hours.opening_hours)) };
}
