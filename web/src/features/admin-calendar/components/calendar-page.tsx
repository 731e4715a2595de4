import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { SectionHead } from '~/features/admin-kit/components/section-head';
import { useAdminRole } from '~/features/admin-kit/hooks/use-admin-role';
import { liveRead, useOnLiveLead } from '~/features/admin-kit/hooks/use-live-leads';
import { useOnVisitChange } from '../hooks/use-on-visit-change';
import { adminVisitsQuery, type AdminVisit } from '../api/admin-visits.query';
import { calendarEstimatorsQuery } from '../api/calendar-estimators.query';
import { AvailabilityEditor, MyAvailability } from './availability-editor';
import { BookForLead, EstimatorOptions } from './book-for-lead';
import { VisitActions } from './visit-actions';
import { addDays, dateIn, placeVisits, viewDays, viewRange, visibleHours, type CalendarView } from '../lib/calendar-layout';

/** The office's clock: the calendar's days and hours (the homeowner's own clock is in each visit's label). */
const OFFICE_ZONE = 'America/Toronto';
const HOUR_PX = 48;

const time = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_ZONE, hour: 'numeric', minute: '2-digit' });
const dayName = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const dayLabel = (date: string) => dayName.format(new Date(`${date}T12:00:00Z`));
const statusText: Record<string, string> = { booked: 'Booked', done: 'Done', no_show: 'No-show', cancelled: 'Cancelled' };
/** A visit's lead card: the Contacts screen searching its number. */
const leadCard = (visit: AdminVisit) => `/admin/contacts?search=${encodeURIComponent(`#${visit.lead_id}`)}`;

/** The view lives in the address (`?view=day&date=2026-12-01&estimator=3`): links and Back keep it. */
function useCalendarAddress() {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d\d-\d\d$/.test(asked) ? asked : dateIn(new Date(), OFFICE_ZONE);
  const estimator = params.get('estimator') ?? '';
  const update = (next: { view?: CalendarView; date?: string; estimator?: string }) => {
    const merged = { view, date, estimator, ...next };
    const out = new URLSearchParams({ view: merged.view, date: merged.date });
    if (merged.estimator) out.set('estimator', merged.estimator);
    setParams(out, { replace: true });
  };
  return { view, date, estimator, update };
}

function VisitSummary({ visit }: { visit: AdminVisit }) {
  return (
    <div className="calendar-visit-card__summary">
      <p className="calendar-visit-card__time">
        {time.format(new Date(visit.start))}–{time.format(new Date(visit.end))}{' '}
        <span className="calendar-status">{statusText[visit.status] ?? visit.status}</span>
      </p>
      <p>
        <Link to={leadCard(visit)}>{visit.lead_name}</Link>, {visit.city}
      </p>
      <p className="calendar-visit-card__meta">
        {visit.estimator_name} · {visit.booked_by === 'homeowner' ? 'booked online' : 'booked by the office'} · {visit.label}
      </p>
    </div>
  );
}

/**
 * The office's calendar (docs/admin.md, "Bookings and the calendar"): a day or a week of visits
 * per estimator on the office's clock, an agenda list on a phone; each visit links to its lead
 * card and can be moved, cancelled or marked done / no-show; the office books for a lead who
 * phoned. An estimator sees their own visits only (the server answers only those).
 */
export function CalendarPage() {
  const address = useCalendarAddress();
  const role = useAdminRole();
  const [selected, setSelected] = useState<string>();
  // What has started (done / no-show may be marked): as of the screen's last read.
  const [now, setNow] = useState(() => Date.now());
  const days = viewDays(address.view, address.date);
  const range = viewRange(address.view, address.date, OFFICE_ZONE);
  const visits = useQuery(adminVisitsQuery, {
    variables: { from: range.from.toISOString(), to: range.to.toISOString(), estimatorId: address.estimator ? Number(address.estimator) : null },
    ...liveRead,
  });
  const owners = useQuery(calendarEstimatorsQuery, { skip: role !== 'admin' });
  const estimators = owners.data?.leadOwners ?? [];
  const chosenEstimator = estimators.find((e) => String(e.id) === address.estimator);
  const refresh = () => {
    setNow(Date.now());
    void visits.refetch().catch(() => undefined);
  };
  // Bookings made elsewhere (a homeowner's, another office screen's) show without a reload: the
  // server tells of each visit changed; the live stream back after a loss reads again too.
  useOnVisitChange(refresh);
  useOnLiveLead(refresh);

  const data = visits.data ?? visits.previousData;
  const list = data?.adminVisits ?? [];
  const placed = placeVisits(list, days, OFFICE_ZONE);
  const hours = visibleHours(placed.values());
  const step = address.view === 'day' ? 1 : 7;
  const chosen = list.find((v) => v.id === selected);
  const shown = [...placed.values()].flat();

  return (
    <section className="admin-section calendar" aria-labelledby="calendar-heading">
      <SectionHead id="calendar-heading" title="Calendar" total={data ? shown.filter((p) => p.visit.status !== 'cancelled').length : undefined} />
      <div className="calendar-toolbar">
        <div className="calendar-toolbar__group" role="group" aria-label="View">
          {(['day', 'week'] as const).map((v) => (
            <button key={v} type="button" className="btn btn-outline btn-sm" aria-pressed={address.view === v} onClick={() => address.update({ view: v })}>
              {v === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </div>
        <div className="calendar-toolbar__group" role="group" aria-label="Dates">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => address.update({ date: addDays(address.date, -step) })}>
            Previous
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => address.update({ date: dateIn(new Date(), OFFICE_ZONE) })}>
            Today
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => address.update({ date: addDays(address.date, step) })}>
            Next
          </button>
        </div>
        <p className="calendar-toolbar__range" aria-live="polite">
          {days.length === 1 ? dayLabel(days[0]!) : `${dayLabel(days[0]!)} – ${dayLabel(days[days.length - 1]!)}`}
        </p>
        {role === 'admin' && (
          <div className="field calendar-toolbar__estimator">
            <label htmlFor="calendar-estimator">Estimator</label>
            <select id="calendar-estimator" value={address.estimator} onChange={(e) => address.update({ estimator: e.target.value })}>
              <EstimatorOptions estimators={estimators} none="All estimators" />
            </select>
          </div>
        )}
      </div>

      <BookForLead estimators={estimators} onBooked={refresh} />

      <LoadState ready={Boolean(data)} loading={visits.loading} error={visits.error} loadingText="Loading visits...">
        <div className={`calendar-grid calendar-grid--${address.view}`} aria-hidden="true">
          {days.map((day) => (
            <div key={day} className="calendar-day">
              <p className="calendar-day__head">{dayLabel(day)}</p>
              <div className="calendar-day__body" style={{ height: (hours.to - hours.from) * HOUR_PX }}>
                {placed.get(day)!.map(({ visit, top, length }) => (
                  <button
                    key={visit.id}
                    type="button"
                    tabIndex={-1}
                    className={`calendar-block calendar-block--${visit.status}`}
                    style={{ top: ((top - hours.from * 60) * HOUR_PX) / 60, height: Math.max(24, (length * HOUR_PX) / 60) }}
                    onClick={() => setSelected(visit.id)}
                  >
                    {time.format(new Date(visit.start))} {visit.lead_name}
                  </button>
                ))}
              </div>
            </div>
          ))}
        </div>
        {chosen && (
          <div className="calendar-detail admin-panel" role="region" aria-label="Selected visit">
            <VisitSummary visit={chosen} />
            <VisitActions visit={chosen} now={now} onChanged={refresh} />
          </div>
        )}
        <ol className="calendar-agenda" aria-label="Visits">
          {days.flatMap((day) =>
            placed.get(day)!.map(({ visit }) => (
              <li key={visit.id} className={`calendar-visit-card calendar-visit-card--${visit.status}`} data-visit-id={visit.id}>
                <p className="calendar-visit-card__day">{dayLabel(day)}</p>
                <VisitSummary visit={visit} />
                <VisitActions visit={visit} now={now} onChanged={refresh} />
              </li>
            )),
          )}
          {shown.length === 0 && <li className="admin-state">No visits these days.</li>}
        </ol>
      </LoadState>
      {role === 'admin' && chosenEstimator && <AvailabilityEditor key={chosenEstimator.id} adminId={chosenEstimator.id} name={chosenEstimator.username} />}
      {role === 'estimator' && <MyAvailability />}
    </section>
  );
}
