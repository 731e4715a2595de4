import { describe, expect, it } from 'vitest';
import { brand } from '../../brand';
import {
  defaultOfficeHours,
  describeOfficeHours,
  describeOfficeHoursFr,
  officeHoursInput,
  openingHoursWeek,
  schemaOrgOpeningHours,
  type OfficeHours,
} from './office-hours.schemas';

const week = (days: Partial<OfficeHours['hours']>): OfficeHours['hours'] => ({
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
  ...days,
});
const h = (open: string, close: string) => ({ open, close });
const nineToFive = h('09:00', '17:00');

describe('the office hours as the site states them', () => {
  it('says the defaults as the brand always has', () => {
    expect(describeOfficeHours(defaultOfficeHours.hours)).toBe('Monday to Friday, 9am to 5pm');
    expect(describeOfficeHours(defaultOfficeHours.hours)).toBe(brand.officeHours);
    expect(schemaOrgOpeningHours(defaultOfficeHours.hours)).toEqual(['Mo-Fr 09:00-17:00']);
  });

  it('adds days with other hours, lists short runs and spans long ones', () => {
    const weekdays = { monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: nineToFive };
    expect(describeOfficeHours(week({ ...weekdays, saturday: h('10:00', '14:00') }))).toBe('Monday to Friday, 9am to 5pm; Saturday, 10am to 2pm');
    expect(schemaOrgOpeningHours(week({ ...weekdays, saturday: h('10:00', '14:00') }))).toEqual(['Mo-Fr 09:00-17:00', 'Sa 10:00-14:00']);
    expect(describeOfficeHours(week({ monday: nineToFive, wednesday: nineToFive, friday: nineToFive }))).toBe('Monday, Wednesday and Friday, 9am to 5pm');
    expect(describeOfficeHours(week({ monday: h('08:30', '12:00'), tuesday: h('08:30', '12:00') }))).toBe('Monday and Tuesday, 8:30am to 12pm');
    expect(describeOfficeHours(week({ ...weekdays, thursday: h('09:00', '20:00') }))).toBe('Monday to Wednesday and Friday, 9am to 5pm; Thursday, 9am to 8pm');
    expect(schemaOrgOpeningHours(week({ ...weekdays, thursday: h('09:00', '20:00') }))).toEqual(['Mo-We,Fr 09:00-17:00', 'Th 09:00-20:00']);
    const allWeek = { ...weekdays, saturday: h('00:00', '23:59'), sunday: h('00:00', '23:59') };
    expect(
      describeOfficeHours(
        week({
          ...allWeek,
          monday: h('00:00', '23:59'),
          tuesday: h('00:00', '23:59'),
          wednesday: h('00:00', '23:59'),
          thursday: h('00:00', '23:59'),
          friday: h('00:00', '23:59'),
        }),
      ),
    ).toBe('Every day, 12am to 11:59pm');
  });
});

describe('office hours validation', () => {
  const fields = (input: unknown) => (officeHoursInput.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
  it('names the day whose closing is not after its opening, and each bad time', () => {
    expect(fields({ ...defaultOfficeHours, hours: { ...defaultOfficeHours.hours, friday: h('17:00', '17:00') } })).toEqual([
      'hours.friday.close: Friday closing must be after its opening',
    ]);
    expect(fields({ ...defaultOfficeHours, hours: { ...defaultOfficeHours.hours, monday: h('9am', '25:00') } })).toEqual([
      'hours.monday.open: Opening must be a time between 00:00 and 23:59 (HH:MM)',
      'hours.monday.close: Closing must be a time between 00:00 and 23:59 (HH:MM)',
    ]);
  });

  it('refuses a week without an open day and a province twice', () => {
    expect(fields({ ...defaultOfficeHours, hours: week({}) })).toEqual(['hours: The office must be open at least one day a week']);
    expect(fields({ ...defaultOfficeHours, holiday_regions: ['ON', 'ON'] })).toEqual(['holiday_regions: Holiday regions must not repeat a province']);
    expect(fields({ ...defaultOfficeHours, holiday_regions: ['QC'] })).toEqual(['holiday_regions.0: Holiday regions must be among ON, MB']);
  });
});

describe('the hours in Canadian French', () => {
  const h = (open: string, close: string) => ({ open, close });
  const none = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
  it('states the default week as the French pages say it', () => {
    expect(describeOfficeHoursFr(defaultOfficeHours.hours)).toBe('du lundi au vendredi, de 9 h à 17 h');
  });
  it('lists short runs, spans long ones, and says minutes and other days', () => {
    expect(describeOfficeHoursFr({ ...none, monday: h('08:30', '12:00'), wednesday: h('08:30', '12:00') })).toBe('lundi et mercredi, de 8 h 30 à 12 h');
    expect(describeOfficeHoursFr({ ...defaultOfficeHours.hours, saturday: h('10:00', '14:00') })).toBe(
      'du lundi au vendredi, de 9 h à 17 h; samedi, de 10 h à 14 h',
    );
    expect(describeOfficeHoursFr(none)).toBe('sur rendez-vous');
  });
  it('reads the week back from the schema.org notation', () => {
    const week = { ...defaultOfficeHours.hours, saturday: h('10:00', '14:00'), monday: h('08:00', '12:00') };
    expect(openingHoursWeek(schemaOrgOpeningHours(week))).toEqual(week);
    expect(openingHoursWeek(['Mo,We,Fr 09:00-17:00'])).toEqual({
      ...none,
      monday: h('09:00', '17:00'),
      wednesday: h('09:00', '17:00'),
      friday: h('09:00', '17:00'),
    });
  });
});
