import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { ACTIVITY_PAGE_SIZE, activityEntityTypes, type RestoreVersion } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { Pagination } from '~/features/admin-kit/components/pagination';
import { SectionHead } from '~/features/admin-kit/components/section-head';
import { isSessionEnded, serverDetail } from '~/features/admin-kit/lib/server-error';
import { activityPeopleQuery } from '../api/activity-people.query';
import type { VariablesOf } from '~/gql/graphql';
import { activityQuery, type ActivityItem } from '../api/activity.query';
import { restoreContentVersionMutation } from '../api/restore-content-version.mutation';
import { entityTypeText } from '../activity-texts';
import { ActivityEntry } from './activity-entry';

/** The kinds of item the history names (the registry's content types, then the rest). */
type ActivityEntityType = NonNullable<NonNullable<VariablesOf<typeof activityQuery>['filter']>['entity_type']>;
const entityTypes = Object.keys(activityEntityTypes) as ActivityEntityType[];
const isEntityType = (v: string | null): v is ActivityEntityType => entityTypes.includes(v as ActivityEntityType);
const isDay = (v: string | null): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

/** Filters live in the address (`?person=2&type=Service&id=5&from=...&to=...&page=2`): an item's History link opens them. */
function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const personParam = Number.parseInt(params.get('person') ?? '', 10);
  const person = Number.isInteger(personParam) && personParam > 0 ? personParam : null;
  const rawType = params.get('type');
  const type = isEntityType(rawType) ? rawType : null;
  const id = type && /^\d+$/.test(params.get('id') ?? '') ? params.get('id') : null;
  const from = isDay(params.get('from')) ? params.get('from') : null;
  const to = isDay(params.get('to')) ? params.get('to') : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const current = { person, type, id, from, to, page };
  const update = (next: Partial<typeof current>) => {
    const merged = { ...current, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.person) out.set('person', String(merged.person));
    if (merged.type) out.set('type', merged.type);
    if (merged.type && merged.id) out.set('id', merged.id);
    if (merged.from) out.set('from', merged.from);
    if (merged.to) out.set('to', merged.to);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };
  return { ...current, update };
}

/** The back office's activity history: who changed what and when, newest first; content versions can be restored. */
export function ActivityPage() {
  const toast = useToast();
  const filters = useActivityFilters();
  const [restoring, setRestoring] = useState(false);
  const people = useQuery(activityPeopleQuery);
  const query = useQuery(activityQuery, {
    variables: {
      filter: {
        actor_id: filters.person,
        entity_type: filters.type,
        entity_id: filters.id,
        from: filters.from,
        to: filters.to,
        page: filters.page,
        page_size: ACTIVITY_PAGE_SIZE,
      },
    },
    fetchPolicy: 'network-only',
  });
  const [restore] = useMutation(restoreContentVersionMutation);
  const data = query.data?.activity;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  async function onRestore(entry: ActivityItem, version: RestoreVersion) {
    const type = entityTypeText(entry.entity_type).toLowerCase();
    const question =
      entry.action === 'delete'
        ? `Bring back the deleted ${type} "${entry.label}" as a new item?`
        : version === 'before'
          ? `Restore the version of "${entry.label}" from before this change? The ${type} gets back the fields this change replaced; the public site shows it at once.`
          : `Restore this version of "${entry.label}"? The ${type} gets the fields it had after this change; the public site shows it at once.`;
    if (!window.confirm(question)) return;
    setRestoring(true);
    const restored = await restore({ variables: { entryId: entry.id, input: { version } } }).then(
      () => true,
      (err: unknown) => {
        if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to restore this version');
        return false;
      },
    );
    setRestoring(false);
    if (!restored) return;
    toast.success('Version restored successfully');
    await query.refetch().catch(() => undefined);
  }

  return (
    <section className="admin-section" aria-labelledby="activity-heading">
      <SectionHead
        id="activity-heading"
        title={filters.type && filters.id ? `History of ${entityTypeText(filters.type).toLowerCase()} #${filters.id}` : 'Activity'}
        total={data?.total}
      />

      <form className="activity-filters" role="search" aria-label="Filter activity" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="activity-person">Person</label>
          <select id="activity-person" value={filters.person ?? ''} onChange={(e) => filters.update({ person: Number(e.target.value) || null })}>
            <option value="">Everyone</option>
            {people.data?.adminAccounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.username}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-type">Item type</label>
          <select
            id="activity-type"
            value={filters.type ?? ''}
            onChange={(e) => filters.update({ type: isEntityType(e.target.value) ? e.target.value : null, id: null })}
          >
            <option value="">All items</option>
            {entityTypes.map((type) => (
              <option key={type} value={type}>
                {activityEntityTypes[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-from">From</label>
          <input id="activity-from" type="date" value={filters.from ?? ''} onChange={(e) => filters.update({ from: e.target.value || null })} />
        </div>
        <div className="field">
          <label htmlFor="activity-to">To</label>
          <input id="activity-to" type="date" value={filters.to ?? ''} onChange={(e) => filters.update({ to: e.target.value || null })} />
        </div>
        {filters.person || filters.type || filters.from || filters.to ? (
          <Link className="btn btn-outline btn-sm" to="/admin/activity">
            Show all activity
          </Link>
        ) : null}
      </form>

      <LoadState ready={Boolean(data)} loading={query.loading} error={query.error} loadingText="Loading activity...">
        {data && data.items.length === 0 ? (
          <p className="admin-state">No activity matches these filters.</p>
        ) : (
          <ol className="admin-list activity-list">
            {data?.items.map((entry) => (
              <li key={entry.id}>
                <ActivityEntry entry={entry} onRestore={restoring ? undefined : (e, version) => void onRestore(e, version)} />
              </li>
            ))}
          </ol>
        )}
        {data ? <Pagination label="Activity pages" page={data.page} pages={pages} onPage={(page) => filters.update({ page })} /> : null}
      </LoadState>
    </section>
  );
}
