import { Link } from 'react-router';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { brand } from '@northrock/core/brand';
import { StatusBadge } from '~/features/admin-kit/components/badge';
import { LoadState } from '~/features/admin-kit/components/load-state';
import type { LiveLead } from '~/features/admin-kit/api/lead-received.subscription';
import { liveRead, useOnLiveLead } from '~/features/admin-kit/hooks/use-live-leads';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { dashboardStatsQuery } from '../api/dashboard-stats.query';
import { recentLeadsQuery } from '../api/recent-leads.query';
import { BackupPanel } from './backup-panel';
import { ChartsPanel } from './charts-panel';
import { DeliveryAlertBanner } from './delivery-alert-banner';
import { LeadPerformancePanel } from './lead-performance-panel';
import { PageViewsPanel } from './page-views-panel';
import { ReviewFiguresPanel } from './review-figures-panel';
import { SpamCounts } from './spam-counts';
import { WebVitalsPanel } from './web-vitals-panel';

const cards = [
  { key: 'services', label: 'Services', to: '/admin/services' },
  { key: 'projects', label: 'Projects', to: '/admin/projects' },
  { key: 'blog_posts', label: 'Blog Posts', to: '/admin/blog' },
  { key: 'new_contacts', label: 'New Contacts', to: '/admin/contacts?status=new' },
] as const;

/** docs/product.md §2.4: four count cards, a loading state and a welcome note; plus the newest leads, the delivery alert, the lead charts, the most viewed pages real visitors' speed and the backups. */
export function Dashboard() {
  const stats = useQuery(dashboardStatsQuery, liveRead);
  const leads = useQuery(recentLeadsQuery, liveRead);
  const counts = stats.data?.dashboardStats;
  // A new lead moves the figures and the newest leads without a reload. It shows at once from the
  // event itself (the promise is within 2 seconds, also on a busy server) until the list's next
  // read, asked for now, has come back.
  const [arrived, setArrived] = useState<{ lead: LiveLead; before: unknown }[]>([]);
  useOnLiveLead((lead) => {
    if (lead) setArrived((shown) => [{ lead, before: leads.data }, ...shown].slice(0, 5));
    void stats.refetch().catch(() => undefined);
    void leads.refetch().catch(() => undefined);
  });
  const fetched = leads.data?.contactPage.items ?? [];
  const pending = arrived.filter((a) => a.before === leads.data && !fetched.some((f) => f.id === a.lead.id)).map((a) => a.lead);
  const newest = [...pending, ...fetched].slice(0, 5);

  return (
    <div className="admin-dashboard">
      <DeliveryAlertBanner />
      <section className="admin-welcome" aria-labelledby="welcome-heading">
        <h2 id="welcome-heading">Welcome to the {brand.shortName} admin panel</h2>
        <p>
          Manage the website from here: services, projects, video reels, blog posts, testimonials and site settings. New enquiries from the contact form arrive
          under Contacts; answer them within 24 hours as the site promises.
        </p>
      </section>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="visually-hidden">
          Overview
        </h2>
        <LoadState ready={Boolean(counts)} loading={stats.loading} error={stats.error} loadingText="Loading...">
          <ul className="admin-list stat-cards">
            {cards.map((card) => (
              <li key={card.key}>
                <Link to={card.to} className={`stat-card stat-card--${card.key}`}>
                  <span className="stat-card__label">{card.label}</span> <span className="stat-card__value">{counts?.[card.key]}</span>
                </Link>
              </li>
            ))}
          </ul>
          <SpamCounts held={counts?.held_back_spam} possible={counts?.possible_spam} />
        </LoadState>
      </section>

      <section className="admin-panel" aria-labelledby="leads-heading">
        <div className="admin-section__head">
          <h2 id="leads-heading">Newest leads</h2>
          <Link to="/admin/contacts" className="btn btn-outline btn-sm">
            View all contacts
          </Link>
        </div>
        <LoadState ready={Boolean(leads.data)} loading={leads.loading} error={leads.error} loadingText="Loading...">
          {newest.length ? (
            <ul className="admin-list recent-leads">
              {newest.map((lead) => (
                <li key={lead.id} className="recent-lead">
                  <Link to={`/admin/contacts?search=${encodeURIComponent(lead.name)}`} className="recent-lead__name">
                    {lead.name}
                  </Link>
                  <StatusBadge status={lead.status} />
                  <span className="recent-lead__meta">
                    {lead.subject}
                    {lead.city ? ` · ${lead.city}` : ''} · {formatDateTime(lead.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-state">No contact submissions yet</p>
          )}
        </LoadState>
      </section>

      <ChartsPanel />

      <LeadPerformancePanel />
      <ReviewFiguresPanel />

      <PageViewsPanel />

      <WebVitalsPanel />
      <BackupPanel />
    </div>
  );
}
