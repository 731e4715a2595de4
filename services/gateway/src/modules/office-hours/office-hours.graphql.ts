import {
  getOfficeHours,
  getShownOfficeHours,
  holidayRegions,
  officeDayHours,
  officeHoursInput,
  officeWeek,
  type OfficeHours,
  type ShownOfficeHours,
  updateOfficeHours,
} from '@northrock/core/office-hours';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue } from '../../graphql/crud-operations';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { publicReadFields } from '../../http/public-cache';
import { shownOfficeHoursRecord } from './office-hours.records';

enumFromValues('HolidayRegion', holidayRegions, 'A province whose statutory holidays close the office (ON: Ontario, MB: Manitoba).');
objectTypeFromZod('OfficeDayHours', officeDayHours, { description: "One day's opening and closing time (HH:MM, the office's time zone)." });
objectTypeFromZod('OfficeWeek', officeWeek, { description: 'Opening hours per weekday; null when the office is closed that day.' });
const OfficeHoursType = objectTypeFromZod<OfficeHours>('OfficeHours', officeHoursInput, {
  description: 'The office clock (opening hours, time zone, holiday provinces) and the chase thresholds.',
});
inputTypeFromZod('OfficeDayHoursInput', officeDayHours, "One day's opening and closing time (HH:MM).");
inputTypeFromZod('OfficeWeekInput', officeWeek, 'Opening hours per weekday; null when closed.');
const OfficeHoursInput = inputTypeFromZod('OfficeHoursInput', officeHoursInput, 'Every office hours setting.');

const PublicOfficeHours = objectTypeFromZod<ShownOfficeHours>('PublicOfficeHours', shownOfficeHoursRecord, {
  description: 'The opening hours as the public site states them.',
});

publicReadFields.add('publicOfficeHours');
builder.queryFields((t) => ({
  publicOfficeHours: t.field({
    type: PublicOfficeHours,
    description: 'The opening hours the site shows (public).',
    resolve: (_root, _args, ctx) => getShownOfficeHours(ctx.em),
  }),
  officeHours: t.field({
    type: OfficeHoursType,
    authScopes: adminOnly,
    description: 'The office hours settings, for the admin form.',
    resolve: (_root, _args, ctx) => getOfficeHours(ctx.em),
  }),
}));

builder.mutationField('updateOfficeHours', (t) =>
  t.field({
    type: OfficeHoursType,
    authScopes: adminOnly,
    description: 'Replace the office hours settings; BAD_USER_INPUT names the field (hours.monday.close, time_zone, chase_owner_minutes).',
    args: { input: t.arg({ type: OfficeHoursInput, required: true }) },
    resolve: (_root, args, ctx) => updateOfficeHours(ctx.em, inputValue(args.input)),
  }),
);
