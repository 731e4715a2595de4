import { useState } from 'react';
import { useToast } from '~/components/ui/toast';
import { describedBy as described, FieldFrame } from '~/features/admin-kit/components/field-frame';
import { saveShowingFieldErrors } from '~/features/admin-kit/lib/server-error';
import type { ResultOf, VariablesOf } from '~/gql/graphql';
import type { estimatorAvailabilityQuery, updateEstimatorAvailabilityMutation } from '../api/estimator-availability.query';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof weekdays)[number];
interface Hours {
  open: string;
  close: string;
}
interface Dated {
  date: string;
  hours?: Hours | null;
}

/** `09:00-12:00, 13:00-17:00` -> ranges; what does not read as a range goes as typed, for the server to name. */
export function parseRanges(text: string): Hours[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [open = '', close = ''] = part.split('-').map((t) => t.trim());
      return { open, close };
    });
}
const showRanges = (ranges: readonly Hours[]) => ranges.map((r) => `${r.open}-${r.close}`).join(', ');

/** One line per date: `2026-12-24` (the whole day) or `2026-12-24 13:00-17:00`. */
export function parseDated(text: string): Dated[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [date = '', ...rest] = line.split(/\s+/);
      const hours = parseRanges(rest.join(' '))[0];
      return hours ? { date, hours } : { date };
    });
}
const showDated = (rows: readonly Dated[]) => rows.map((r) => (r.hours ? `${r.date} ${r.hours.open}-${r.hours.close}` : r.date)).join('\n');

interface Draft {
  bookable: boolean;
  cities: string;
  timeZone: string;
  officeHours: boolean;
  week: Record<Weekday, string>;
  daysOff: string;
  extra: string;
}

const capitalised = (day: string) => day[0]!.toUpperCase() + day.slice(1);

/** An availability as the server answers it (the same fields for an admin's and an estimator's own). */
export type StoredAvailability = NonNullable<ResultOf<typeof estimatorAvailabilityQuery>['estimatorAvailability']>;

/** What the form sends: every field; an estimator's own editor sends on its hours only. */
export type AvailabilityInput = VariablesOf<typeof updateEstimatorAvailabilityMutation>['input'];

const zoneNames: Record<string, string> = { 'America/Toronto': 'Toronto (Eastern)', 'America/Winnipeg': 'Winnipeg (Central)' };

/**
 * An estimator's availability: bookable or on leave, the towns they serve, their clock, their
 * weekly hours (the office hours, or their own), days off and extra hours. An admin sets all of
 * it; an estimator (`own`) sets their hours, days off and extra hours, and reads the rest as the
 * office set it. The server checks every rule and names the field; its words show by the field.
 */
export function AvailabilityForm({
  stored,
  own,
  title,
  savedText,
  submit,
  onSaved,
}: {
  stored: StoredAvailability | null;
  own: boolean;
  title: string;
  savedText: string;
  submit: (input: AvailabilityInput) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
}) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const base: Draft = {
    bookable: stored?.bookable ?? true,
    cities: (stored?.cities ?? []).join('\n'),
    timeZone: stored?.time_zone ?? '',
    officeHours: !stored?.weekly_hours,
    week: Object.fromEntries(weekdays.map((d) => [d, stored?.weekly_hours ? showRanges(stored.weekly_hours[d]) : ''])) as Record<Weekday, string>,
    daysOff: showDated(stored?.days_off ?? []),
    extra: showDated(stored?.extra_hours ?? []),
  };
  const draft: Draft = { ...base, ...edits };
  const set = (next: Partial<Draft>) => setEdits((prev) => ({ ...prev, ...next }));
  /** The first refusal whose field path starts with one of `paths`. */
  const errorOf = (...paths: string[]) => Object.entries(errors).find(([field]) => paths.some((p) => field === p || field.startsWith(`${p}.`)))?.[1];

  const save = async () => {
    const hours = {
      weekly_hours: draft.officeHours ? null : (Object.fromEntries(weekdays.map((d) => [d, parseRanges(draft.week[d])])) as Record<Weekday, Hours[]>),
      days_off: parseDated(draft.daysOff),
      extra_hours: parseDated(draft.extra).map((r) => ({ date: r.date, hours: r.hours ?? { open: '', close: '' } })),
    };
    const office = {
      bookable: draft.bookable,
      cities: draft.cities
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean),
      time_zone: draft.timeZone || undefined,
      holiday_regions: stored?.holiday_regions ?? undefined,
    };
    setSaving(true);
    const saved = await saveShowingFieldErrors(
      () => submit({ ...office, ...hours }),
      setErrors,
      (detail) => toast.error(detail ?? 'Failed to update the availability'),
    ).finally(() => setSaving(false));
    if (!saved) return;
    toast.success(savedText);
    setEdits({});
    await onSaved().catch(() => undefined);
  };

  const field = (id: string, label: string, control: React.ReactNode, error?: string, hint?: string) => (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {control}
    </FieldFrame>
  );
  const citiesError = errorOf('cities');
  const zoneError = errorOf('time_zone', 'holiday_regions');
  const offError = errorOf('days_off');
  const extraError = errorOf('extra_hours');
  const hint = {
    cities: 'One town per line: a lead from these towns can book this estimator.',
    zone: 'Empty: the towns’ clock (Thunder Bay and Sudbury on Toronto time, Winnipeg on Winnipeg time).',
    dated: 'One date per line: 2026-12-24 for the whole day, or 2026-12-24 13:00-17:00.',
  };

  return (
    <section className="admin-panel" aria-labelledby="availability-heading">
      <h2 id="availability-heading">{title}</h2>
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {own ? (
          <>
            <dl className="availability-office">
              <dt>Bookable online</dt>
              <dd>{draft.bookable ? 'Yes' : 'No (on leave)'}</dd>
              <dt>Towns served</dt>
              <dd>{stored?.cities.join(', ')}</dd>
              <dt>Time zone</dt>
              <dd>{zoneNames[draft.timeZone] ?? (draft.timeZone || 'From the towns')}</dd>
            </dl>
            <p className="field__hint">The office sets these; ask an admin to change them.</p>
          </>
        ) : (
          <>
            <div className="field field--checkbox">
              <input id="availability-bookable" type="checkbox" checked={draft.bookable} onChange={(e) => set({ bookable: e.target.checked })} />
              <label htmlFor="availability-bookable">Bookable online (untick while on leave)</label>
            </div>
            {field(
              'availability-cities',
              'Towns served',
              <textarea
                id="availability-cities"
                rows={4}
                required
                value={draft.cities}
                onChange={(e) => set({ cities: e.target.value })}
                aria-invalid={citiesError ? true : undefined}
                aria-describedby={described('availability-cities', citiesError, hint.cities)}
              />,
              citiesError,
              hint.cities,
            )}
            {field(
              'availability-zone',
              'Time zone',
              <select
                id="availability-zone"
                value={draft.timeZone}
                onChange={(e) => set({ timeZone: e.target.value })}
                aria-invalid={zoneError ? true : undefined}
                aria-describedby={described('availability-zone', zoneError, hint.zone)}
              >
                <option value="">From the towns</option>
                <option value="America/Toronto">Toronto (Eastern)</option>
                <option value="America/Winnipeg">Winnipeg (Central)</option>
              </select>,
              zoneError,
              hint.zone,
            )}
          </>
        )}
        <div className="field field--checkbox">
          <input id="availability-office-hours" type="checkbox" checked={draft.officeHours} onChange={(e) => set({ officeHours: e.target.checked })} />
          <label htmlFor="availability-office-hours">Weekly hours: the office hours</label>
        </div>
        {!draft.officeHours &&
          weekdays.map((day) => {
            const id = `availability-${day}`;
            const error = errorOf(`weekly_hours.${day}`);
            return (
              <div key={day}>
                {field(
                  id,
                  `${capitalised(day)} hours`,
                  <input
                    id={id}
                    value={draft.week[day]}
                    placeholder="Day off"
                    onChange={(e) => set({ week: { ...draft.week, [day]: e.target.value } })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described(id, error)}
                  />,
                  error,
                )}
              </div>
            );
          })}
        {field(
          'availability-days-off',
          'Days off',
          <textarea
            id="availability-days-off"
            rows={3}
            value={draft.daysOff}
            onChange={(e) => set({ daysOff: e.target.value })}
            aria-invalid={offError ? true : undefined}
            aria-describedby={described('availability-days-off', offError, hint.dated)}
          />,
          offError,
          hint.dated,
        )}
        {field(
          'availability-extra',
          'Extra hours',
          <textarea
            id="availability-extra"
            rows={3}
            value={draft.extra}
            onChange={(e) => set({ extra: e.target.value })}
            aria-invalid={extraError ? true : undefined}
            aria-describedby={described('availability-extra', extraError)}
          />,
          extraError,
        )}
        <button type="submit" className="btn btn-sm" disabled={saving}>
          Save Availability
        </button>
      </form>
    </section>
  );
}
