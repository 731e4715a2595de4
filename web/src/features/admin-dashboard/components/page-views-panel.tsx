import { useQuery } from '@apollo/client/react';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { pageViewsQuery } from '../api/page-views.query';

const SHOWN = 10;

/** The most viewed public pages of the last 30 days: counted on the server, without cookies or visitor data. */
export function PageViewsPanel() {
  const views = useQuery(pageViewsQuery, { fetchPolicy: 'network-only' });
  const rows = views.data?.pageViews;
  const total = rows?.reduce((sum, r) => sum + r.views, 0) ?? 0;

  return (
    <section className="admin-panel" aria-labelledby="views-heading">
      <h2 id="views-heading">Most viewed pages, last 30 days</h2>
      <LoadState ready={Boolean(rows)} loading={views.loading} error={views.error} loadingText="Loading...">
        {rows?.length ? (
          <div className="table-wrap" role="region" aria-labelledby="views-heading" tabIndex={0}>
            <table className="admin-table">
              <caption className="visually-hidden">Views per page; {total} in all. Crawlers are not counted.</caption>
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Views</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, SHOWN).map((r) => (
                  <tr key={r.path}>
                    <th scope="row">
                      <a href={r.path}>{r.path}</a>
                    </th>
                    <td>{r.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="admin-state">No page views counted yet</p>
        )}
      </LoadState>
    </section>
  );
}
