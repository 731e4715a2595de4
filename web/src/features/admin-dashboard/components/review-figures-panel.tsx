import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { reviewFiguresQuery, type ReviewFiguresView } from '../api/review-figures.query';

type Row = Omit<ReviewFiguresView, 'by_source' | 'by_estimator'>;
const rating = (r: Row) => (r.average_rating === null ? '-' : `${r.average_rating.toFixed(1)} / 5`);

function FiguresTable({ caption, first, rows }: { caption: string; first: string; rows: (Row & { name: string })[] }) {
  // Scrollable on a phone and reachable by keyboard, like the Dashboard's other tables.
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">Requests sent</th>
            <th scope="col">Answers</th>
            <th scope="col">Average rating</th>
            <th scope="col">Published</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row">{r.name}</th>
              <td>{r.requests_sent}</td>
              <td>{r.answers}</td>
              <td>{rating(r)}</td>
              <td>{r.published}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Dashboard's reviews panel (docs/admin.md, "Reviews"): requests sent, answers, average rating, published; per source and per estimator. */
export function ReviewFiguresPanel() {
  const query = useQuery(reviewFiguresQuery, { fetchPolicy: 'network-only' });
  const f = query.data?.reviewFigures;
  return (
    <section className="admin-panel" aria-labelledby="review-figures-heading">
      <div className="admin-section__head">
        <h2 id="review-figures-heading">Reviews</h2>
        <Link to="/admin/reviews" className="btn btn-outline btn-sm">
          Open reviews
        </Link>
      </div>
      <LoadState ready={Boolean(f)} loading={query.loading} error={query.error} loadingText="Loading...">
        {f ? (
          <>
            <dl className="backup-panel__facts" data-testid="review-figures">
              <dt>Requests sent</dt>
              <dd>{f.requests_sent}</dd>
              <dt>Answers</dt>
              <dd>{f.answers}</dd>
              <dt>Average rating</dt>
              <dd>{rating(f)}</dd>
              <dt>Published</dt>
              <dd>{f.published}</dd>
            </dl>
            {f.by_source.length > 0 && <FiguresTable caption="Per source" first="Source" rows={f.by_source.map((r) => ({ ...r, name: r.source }))} />}
            {f.by_estimator.length > 0 && (
              <FiguresTable caption="Per estimator" first="Estimator" rows={f.by_estimator.map((r) => ({ ...r, name: r.owner }))} />
            )}
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
