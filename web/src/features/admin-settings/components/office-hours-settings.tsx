import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { holidayRegions, weekdays, type Weekday } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { officeHoursQuery, type OfficeHoursSettings } from '../api/office-hours.query';
import { updateOfficeHoursMutation } from '../api/update-office-hours.mutation';
import { checkOfficeHours, errorsByField, formOf, type DayForm, type OfficeHoursErrors, type OfficeHoursForm } from '../lib/office-hours-form';

/** Zones offered in the list; any other IANA name may be typed. */
const suggestedZones = ['America/Toronto', 'America/Winnipeg'];
const provinceNames: Record<(typeof holidayRegions)[number], string> = { ON: 'Ontario', MB: 'Manitoba' };
const dayName = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** A label, its control and, when refused, the message below it (linked by aria-describedby). */
function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (a11y: Record<string, unknown>) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DayRow({ day, value, errors, onChange }: { day: Weekday; value: DayForm; errors: OfficeHoursErrors; onChange(next: DayForm): void }) {
  const closedId = useId();
  const dayError = errors[`hours.${day}`];
  return (
    <fieldset className="office-hours__day">
      <legend>{dayName(day)}</legend>
      <div className="field field--checkbox">
        <input id={closedId} type="checkbox" checked={value.closed} onChange={(e) => onChange({ ...value, closed: e.target.checked })} />
        <label htmlFor={closedId}>Closed</label>
      </div>
      {value.closed ? null : (
        <>
          <Field label="Opens" error={errors[`hours.${day}.open`]}>
            {(a11y) => <input {...a11y} type="time" required value={value.open} onChange={(e) => onChange({ ...value, open: e.target.value })} />}
          </Field>
          <Field label="Closes" error={errors[`hours.${day}.close`]}>
            {(a11y) => <input {...a11y} type="time" required value={value.close} onChange={(e) => onChange({ ...value, close: e.target.value })} />}
          </Field>
        </>
      )}
      {dayError ? <p className="field__error">{dayError}</p> : null}
    </fieldset>
  );
}

const firstError = (errors: OfficeHoursErrors, prefix: string) =>
  Object.entries(errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];
const shownFields = /^(hours(\.\w+(\.(open|close))?)?|time_zone|holiday_regions(\.\d+)?|chase_owner_minutes|chase_admins_minutes|followup_days)$/;

function OfficeHoursFormView({ settings, onSaved }: { settings: OfficeHoursSettings; onSaved(): void }) {
  const toast = useToast();
  const zonesId = useId();
  const [form, setForm] = useState<OfficeHoursForm>(() => formOf(settings));
  const [errors, setErrors] = useState<OfficeHoursErrors>({});
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(updateOfficeHoursMutation);
  const set = (patch: Partial<OfficeHoursForm>) => setForm((f) => ({ ...f, ...patch }));
  const others = Object.entries(errors).filter(([field]) => !shownFields.test(field));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkOfficeHours(form);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await update({ variables: { input: checked.input } });
      toast.success('Office hours saved');
      onSaved();
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to save office hours');
      setErrors(errorsByField(serverFieldErrors(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form office-hours" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <fieldset className="office-hours__week">
        <legend>Opening hours</legend>
        {weekdays.map((day) => (
          <DayRow key={day} day={day} value={form.hours[day]} errors={errors} onChange={(next) => set({ hours: { ...form.hours, [day]: next } })} />
        ))}
        {errors.hours ? <p className="field__error">{errors.hours}</p> : null}
      </fieldset>
      <Field label="Time zone" error={errors.time_zone} hint="Pick one, or type any IANA time zone name (for example America/Regina).">
        {(a11y) => (
          <>
            <input {...a11y} list={zonesId} required autoComplete="off" value={form.time_zone} onChange={(e) => set({ time_zone: e.target.value })} />
            <datalist id={zonesId}>
              {suggestedZones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <fieldset className="office-hours__holidays">
        <legend>Statutory holidays that close the office</legend>
        {holidayRegions.map((region) => (
          <div className="field field--checkbox" key={region}>
            <input
              id={`${zonesId}-${region}`}
              type="checkbox"
              checked={form.holiday_regions.includes(region)}
              onChange={(e) =>
                set({ holiday_regions: e.target.checked ? [...form.holiday_regions, region] : form.holiday_regions.filter((r) => r !== region) })
              }
            />
            <label htmlFor={`${zonesId}-${region}`}>{`${provinceNames[region]} (${region})`}</label>
          </div>
        ))}
        {firstError(errors, 'holiday_regions') ? <p className="field__error">{firstError(errors, 'holiday_regions')}</p> : null}
      </fieldset>
      {(
        [
          ['chase_owner_minutes', "E-mail the lead's owner after (office minutes without a response)"],
          ['chase_admins_minutes', 'E-mail the admins after (office minutes without a response)'],
          ['followup_days', 'Remind the owner of a contacted lead with no outcome after (days)'],
        ] as const
      ).map(([name, label]) => (
        <Field key={name} label={label} error={errors[name]}>
          {(a11y) => (
            <input {...a11y} type="number" inputMode="numeric" min={1} step={1} required value={form[name]} onChange={(e) => set({ [name]: e.target.value })} />
          )}
        </Field>
      ))}
      {others.length ? (
        <p className="field__error" role="alert">
          {others.map(([field, message]) => `${field}: ${message}`).join('; ')}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          Save Office Hours
        </button>
      </div>
    </form>
  );
}

/** docs/admin.md, "Office hours": the office's clock and the chase's thresholds. */
export function OfficeHoursSettingsPanel() {
  const query = useQuery(officeHoursQuery, { fetchPolicy: 'network-only' });
  const settings = query.data?.officeHours;
  return (
    <LoadState ready={Boolean(settings)} loading={query.loading} error={query.error} loadingText="Loading office hours...">
      {settings ? <OfficeHoursFormView settings={settings} onSaved={() => void query.refetch().catch(() => undefined)} /> : null}
    </LoadState>
  );
}
