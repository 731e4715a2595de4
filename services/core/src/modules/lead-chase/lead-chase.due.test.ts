import { describe, expect, it } from 'vitest';
import { defaultOfficeHours } from '../office-hours';
import { dueChases, type ChaseCandidate } from './lead-chase.due';
import type { ChaseKind } from './lead-chase.entity';

const office = defaultOfficeHours; // Monday to Friday, 9 to 5, Toronto; chase the owner at 5, the admins at 30 office minutes
const at = (iso: string) => new Date(iso);
const lead = (created: string, more: Partial<ChaseCandidate> = {}): ChaseCandidate => ({
  id: 1,
  created_at: at(created),
  status: 'new',
  outcome: 'open',
  first_response_at: null,
  spam_at: null,
  erased_at: null,
  ...more,
});
const due = (l: ChaseCandidate, now: string, done: ChaseKind[] = []) =>
  dueChases(l, new Set(done), office, at(now)).map((c) => `${c.kind}@${c.due_at.toISOString()}${c.batch ? ` ${c.batch}` : ''}`);

describe('which chases are due (the injected clock)', () => {
  it('a lead at 10:02 on a Tuesday: the owner at 10:07, the admins at 10:32, each once', () => {
    const l = lead('2026-11-24T10:02:00-05:00');
    expect(due(l, '2026-11-24T10:06:59-05:00')).toEqual([]);
    expect(due(l, '2026-11-24T10:07:00-05:00')).toEqual(['owner@2026-11-24T15:07:00.000Z']);
    expect(due(l, '2026-11-24T10:40:00-05:00', ['owner'])).toEqual(['admins@2026-11-24T15:32:00.000Z']);
    expect(due(l, '2026-11-24T16:00:00-05:00', ['owner', 'admins'])).toEqual([]);
  });

  it('stops once someone answered, and never chases spam or an erased lead', () => {
    expect(due(lead('2026-11-24T10:02:00-05:00', { first_response_at: at('2026-11-24T10:05:00-05:00'), status: 'new' }), '2026-11-24T12:00:00-05:00')).toEqual(
      [],
    );
    expect(due(lead('2026-11-24T10:02:00-05:00', { spam_at: at('2026-11-24T10:02:00-05:00') }), '2026-11-24T12:00:00-05:00')).toEqual([]);
    expect(due(lead('2026-11-24T10:02:00-05:00', { erased_at: at('2026-11-24T11:00:00-05:00') }), '2026-11-24T12:00:00-05:00')).toEqual([]);
  });

  it('a lead near closing time counts on at the next opening', () => {
    // 16:58 Friday: 2 minutes on Friday, the owner chase at 9:03 on Monday.
    const l = lead('2026-11-27T16:58:00-05:00');
    expect(due(l, '2026-11-28T12:00:00-05:00')).toEqual([]);
    expect(due(l, '2026-11-30T09:03:00-05:00')).toEqual(['owner@2026-11-30T14:03:00.000Z']);
  });

  it('counts across the daylight-saving change: Friday 16:58 EDT, the owner chase at Monday 9:03 EST', () => {
    expect(due(lead('2026-10-30T16:58:00-04:00'), '2026-11-02T09:03:00-05:00')).toEqual(['owner@2026-11-02T14:03:00.000Z']);
    expect(due(lead('2026-10-30T16:58:00-04:00'), '2026-11-02T09:02:59-05:00')).toEqual([]);
  });

  it('a lead after hours is not chased on its own: it is listed in the digest at opening time, keyed on that office date', () => {
    const l = lead('2026-11-24T22:30:00-05:00');
    expect(due(l, '2026-11-25T08:59:00-05:00')).toEqual([]);
    expect(due(l, '2026-11-25T09:00:00-05:00')).toEqual(['digest@2026-11-25T14:00:00.000Z 2026-11-25']);
    expect(due(l, '2026-11-25T12:00:00-05:00', ['digest'])).toEqual([]);
  });

  it("a weekend lead goes in Monday morning's digest", () => {
    expect(due(lead('2026-11-28T11:00:00-05:00'), '2026-11-30T09:00:30-05:00')).toEqual(['digest@2026-11-30T14:00:00.000Z 2026-11-30']);
  });

  it('a holiday on a Monday moves the digest to Tuesday (Family Day, 16 February 2026)', () => {
    const l = lead('2026-02-14T10:00:00-05:00');
    expect(due(l, '2026-02-16T12:00:00-05:00')).toEqual([]);
    expect(due(l, '2026-02-17T09:00:00-05:00')).toEqual(['digest@2026-02-17T14:00:00.000Z 2026-02-17']);
  });

  it('a contacted lead reminds its owner after followup_days days, at an opening, once, while it stays contacted with no outcome', () => {
    const l = lead('2026-11-23T10:00:00-05:00', { status: 'contacted', first_response_at: at('2026-11-23T10:20:00-05:00') });
    expect(due(l, '2026-11-26T10:19:00-05:00')).toEqual([]);
    expect(due(l, '2026-11-26T10:20:00-05:00')).toEqual(['followup@2026-11-26T15:20:00.000Z']);
    expect(due(l, '2026-11-27T10:20:00-05:00', ['followup'])).toEqual([]);
    expect(due({ ...l, status: 'resolved' }, '2026-11-27T10:20:00-05:00')).toEqual([]);
    // An outcome (an estimate booked, won, lost) is what the reminder asks for: none is due then.
    expect(due({ ...l, outcome: 'estimate_booked' }, '2026-11-26T10:20:00-05:00')).toEqual([]);
    // Contacted on a Thursday evening: three days later is Sunday, so Monday at opening.
    const late = lead('2026-11-26T16:00:00-05:00', { status: 'contacted', first_response_at: at('2026-11-26T18:00:00-05:00') });
    expect(due(late, '2026-11-30T09:00:00-05:00')).toEqual(['followup@2026-11-30T14:00:00.000Z']);
  });
});
