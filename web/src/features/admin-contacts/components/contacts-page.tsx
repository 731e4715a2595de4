import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { LEAD_PAGE_SIZE, leadStatuses } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { useAdminRole } from '~/features/admin-kit/hooks/use-admin-role';
import { liveRead, useLeadsSeenHere, useOnLiveLead } from '~/features/admin-kit/hooks/use-live-leads';
import { Pagination } from '~/features/admin-kit/components/pagination';
import { SectionHead } from '~/features/admin-kit/components/section-head';
import { isSessionEnded, serverDetail } from '~/features/admin-kit/lib/server-error';
import { contactPageQuery } from '../api/contact-page.query';
import { exportContacts } from '../api/export-contacts';
import { leadOwnersQuery } from '../api/lead-owners.query';
import { leadSourcesQuery } from '../api/lead-sources.query';
import { openQueueDashboard } from '../api/open-queue-dashboard';
import { StatusOptions } from '../status-options';
import { ContactCard } from './contact-card';

type Status = (typeof leadStatuses)[number];
const isStatus = (v: string | null): v is Status => leadStatuses.includes(v as Status);

/** The status filter's extra choice: the spam folder (leads the spam defence held back). */
const SPAM = 'spam';

/** Filters live in the address (`?status=new&search=...&source=google&owner=me&page=2`, `?status=spam`): links and Back keep them. */
function useContactFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const spam = rawStatus === SPAM;
  const status: Status | '' = isStatus(rawStatus) ? rawStatus : '';
  const search = params.get('search') ?? '';
  const source = params.get('source') ?? '';
  // "My leads": me, unassigned or an account id (docs/admin.md, "Roles and owners").
  const owner = params.get('owner') ?? '';
  // The response clock: `?clock=unanswered` (or `answered`), `?sort=waiting` (longest waiting first).
  const clock = params.get('clock') === 'unanswered' || params.get('clock') === 'answered' ? params.get('clock')! : '';
  const sort = params.get('sort') === 'waiting' ? 'waiting' : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (next: { status?: string; search?: string; source?: string; owner?: string; clock?: string; sort?: string; page?: number }) => {
    const merged = { status: spam ? SPAM : status, search, source, owner, clock, sort, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.status) out.set('status', merged.status);
    if (merged.search) out.set('search', merged.search);
    if (merged.source) out.set('source', merged.source);
    if (merged.owner) out.set('owner', merged.owner);
    if (merged.clock) out.set('clock', merged.clock);
    if (merged.sort) out.set('sort', merged.sort);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };
  return { status, spam, search, source, owner, clock, sort, page, update };
}

/** docs/product.md §2.4 Contacts, plus what the office needs: filter, search, pages, export. */
export function ContactsPage() {
  const toast = useToast();
  const filters = useContactFilters();
  const [searchText, setSearchText] = useState(filters.search);
  const [exporting, setExporting] = useState(false);
  const query = useQuery(contactPageQuery, {
    variables: {
      filter: {
        status: filters.status || null,
        spam: filters.spam,
        search: filters.search,
        source: filters.source,
        owner: filters.owner,
        answered: filters.clock ? filters.clock === 'answered' : null,
        sort: filters.sort === 'waiting' ? 'waiting' : 'newest',
        page: filters.page,
        page_size: LEAD_PAGE_SIZE,
      },
    },
    ...liveRead,
  });
  // New leads appear without a reload; this screen is where they count as seen.
  useOnLiveLead(() => void query.refetch().catch(() => undefined));
  useLeadsSeenHere();
  // While other filters load, the leads already shown stay (a card's open dialog with them): the
  // search narrows the list 300 ms after a pause, often after a click on a card.
  const data = (query.data ?? query.previousData)?.contactPage;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = Boolean(filters.status || filters.search || filters.spam || filters.source || filters.owner || filters.clock);
  // An estimator works their own and unassigned leads: no source counts, queue dashboard or erasing (admin only).
  const role = useAdminRole();
  const admin = role !== 'estimator';
  const sources = useQuery(leadSourcesQuery, { fetchPolicy: 'network-only', skip: role !== 'admin' }).data?.leadsBySource ?? [];
  const owners = useQuery(leadOwnersQuery).data?.leadOwners ?? [];

  // Search as the admin types, once they pause (the filters as they are then).
  const searchPaused = useEffectEvent((text: string) => {
    if (text !== filters.search) filters.update({ search: text });
  });
  useEffect(() => {
    const timer = setTimeout(() => searchPaused(searchText.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  async function onExport() {
    setExporting(true);
    try {
      await exportContacts(filters);
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to export contacts');
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="admin-section" aria-labelledby="contacts-heading">
      <SectionHead id="contacts-heading" title="Contact Submissions" total={data?.total} />

      <form className="contact-filters" role="search" aria-label="Filter contacts" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="contact-status-filter">Filter by status</label>
          <select
            id="contact-status-filter"
            value={filters.spam ? SPAM : filters.status}
            onChange={(e) => filters.update({ status: e.target.value, search: searchText.trim() })}
          >
            <option value="">All statuses</option>
            <StatusOptions />
            <option value={SPAM}>Spam (held back)</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="contact-source-filter">Filter by source</label>
          <select id="contact-source-filter" value={filters.source} onChange={(e) => filters.update({ source: e.target.value, search: searchText.trim() })}>
            <option value="">All sources</option>
            {sources.map((s) => (
              <option key={s.source} value={s.source}>
                {s.source} ({s.leads})
              </option>
            ))}
            {filters.source && !sources.some((s) => s.source === filters.source) ? <option value={filters.source}>{filters.source}</option> : null}
          </select>
        </div>
        <div className="field">
          <label htmlFor="contact-owner-filter">Filter by owner</label>
          <select id="contact-owner-filter" value={filters.owner} onChange={(e) => filters.update({ owner: e.target.value, search: searchText.trim() })}>
            <option value="">{admin ? 'All leads' : 'My leads and unassigned'}</option>
            <option value="me">My leads</option>
            <option value="unassigned">Unassigned</option>
            {admin
              ? owners.map((o) => (
                  <option key={o.id} value={String(o.id)}>
                    {o.username}
                  </option>
                ))
              : null}
          </select>
        </div>
        <div className="field">
          <label htmlFor="contact-clock-filter">Response</label>
          <select id="contact-clock-filter" value={filters.clock} onChange={(e) => filters.update({ clock: e.target.value, search: searchText.trim() })}>
            <option value="">Answered or not</option>
            <option value="unanswered">Unanswered</option>
            <option value="answered">Answered</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="contact-sort">Sort</label>
          <select id="contact-sort" value={filters.sort} onChange={(e) => filters.update({ sort: e.target.value, search: searchText.trim() })}>
            <option value="">Newest first</option>
            <option value="waiting">Longest waiting first</option>
          </select>
        </div>
        <div className="field contact-filters__search">
          <label htmlFor="contact-search">Search contacts</label>
          <input
            id="contact-search"
            type="search"
            placeholder="Name, email, phone or city"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <div className="contact-filters__actions">
          <button type="button" className="btn btn-outline btn-sm" disabled={exporting} onClick={() => void onExport()}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            hidden={!admin}
            onClick={() =>
              void openQueueDashboard().catch((err: unknown) => {
                if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to open the queue dashboard');
              })
            }
          >
            Email queue
          </button>
        </div>
      </form>

      <LoadState ready={Boolean(data)} loading={query.loading} error={query.error} loadingText="Loading contacts...">
        {data && data.items.length === 0 ? (
          <p className="admin-state">{filtered ? 'No contact submissions match these filters.' : 'No contact submissions yet'}</p>
        ) : (
          <ul className="admin-list contact-list" aria-busy={query.loading}>
            {data?.items.map((lead) => (
              <li key={lead.id}>
                <ContactCard lead={lead} refetch={() => query.refetch()} owners={owners} admin={admin} />
              </li>
            ))}
          </ul>
        )}
        {data ? <Pagination label="Contact pages" page={data.page} pages={pages} onPage={(page) => filters.update({ page })} /> : null}
      </LoadState>
    </section>
  );
}
