import { describe, expect, it } from 'vitest';
import { openSlots } from './booking-slots';
import { describeSlot, homeownerTimeZone } from './slot-display';
import { estimator, query } from './slot-test-kit';

const office = 'America/Toronto';

describe("a slot on the homeowner's clock", () => {
  it('shows a Winnipeg homeowner Central time while the office keeps Toronto time', () => {
    const q = query({ estimators: [estimator(1, { cities: ['Winnipeg'] })], city: 'Winnipeg' });
    const [first] = openSlots(q);
    expect(first!.start).toEqual(new Date('2026-11-30T15:00:00Z'));
    expect(describeSlot(first!.start, { city: 'Winnipeg', locale: 'en', officeTimeZone: office })).toBe('Monday, November 30, 9:00 a.m. CST');
    expect(describeSlot(first!.start, { city: ' winnipeg', locale: 'fr', officeTimeZone: office })).toBe('lundi 30 novembre, 9 h 00 HNC');
    expect(describeSlot(first!.start, { city: 'Thunder Bay', locale: 'en', officeTimeZone: office })).toBe('Monday, November 30, 10:00 a.m. EST');
  });

  it('reads the brief examples and summer time in both languages', () => {
    const tuesday = new Date('2026-12-01T15:00:00Z');
    expect(describeSlot(tuesday, { city: 'Lockport', locale: 'en', officeTimeZone: office })).toBe('Tuesday, December 1, 9:00 a.m. CST');
    expect(describeSlot(tuesday, { city: 'St Andrews', locale: 'fr', officeTimeZone: office })).toBe('mardi 1 décembre, 9 h 00 HNC');
    const july = new Date('2027-07-06T18:30:00Z');
    expect(describeSlot(july, { city: 'Sudbury', locale: 'en', officeTimeZone: office })).toBe('Tuesday, July 6, 2:30 p.m. EDT');
    expect(describeSlot(july, { city: 'Sudbury', locale: 'fr', officeTimeZone: office })).toBe('mardi 6 juillet, 14 h 30 HAE');
    expect(describeSlot(july, { city: 'Headingley', locale: 'fr', officeTimeZone: office })).toBe('mardi 6 juillet, 13 h 30 HAC');
  });

  it("reads an unknown or missing city on the office's clock", () => {
    expect(homeownerTimeZone('Ottawa', office)).toBe(office);
    expect(homeownerTimeZone(null, 'America/Winnipeg')).toBe('America/Winnipeg');
    expect(homeownerTimeZone('Saint-Boniface', office)).toBe('America/Winnipeg');
    expect(describeSlot(new Date('2026-12-01T15:00:00Z'), { locale: 'en', officeTimeZone: office })).toBe('Tuesday, December 1, 10:00 a.m. EST');
  });
});
