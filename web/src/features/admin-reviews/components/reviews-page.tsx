import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatOfficeTime } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { Badge, type BadgeColor } from '~/features/admin-kit/components/badge';
import { LoadState } from '~/features/admin-kit/components/load-state';
import { SectionHead } from '~/features/admin-kit/components/section-head';
import { serverDetail } from '~/features/admin-kit/lib/server-error';
import { keepReviewPrivateMutation } from '../api/keep-review-private.mutation';
import { publishReviewMutation } from '../api/publish-review.mutation';
import { reviewsQuery, type ReviewItem } from '../api/reviews.query';

const stateColor: Record<string, BadgeColor> = { new: 'blue', published: 'green', private: 'grey' };
const languageName: Record<string, string> = { en: 'English', fr: 'French' };

/** One review: who, how many stars, the text as text, and the office's decision. */
function ReviewCard({ review }: { review: ReviewItem }) {
  const toast = useToast();
  const [other, setOther] = useState('');
  const [publish, publishing] = useMutation(publishReviewMutation);
  const [keepPrivate, keeping] = useMutation(keepReviewPrivateMutation);
  const otherLanguage = review.language === 'fr' ? 'English' : 'French';
  const fail = (err: unknown) => toast.error(serverDetail(err) ?? 'Could not save the decision');
  return (
    <article className="admin-card review-card" aria-labelledby={`review-${review.id}`} data-testid="review-card">
      <header>
        <h3 id={`review-${review.id}`}>
          <span aria-label={`${review.rating} out of 5`}>{'★'.repeat(review.rating)}</span> {review.display_name}
        </h3>
        <Badge color={stateColor[review.state] ?? 'grey'}>{review.state}</Badge>
      </header>
      <p className="review-card__text">{review.text}</p>
      <dl className="review-card__facts">
        <dt>Lead</dt>
        <dd>
          <Link to={`/admin/contacts?search=${encodeURIComponent(review.lead_name)}`}>{review.lead_name}</Link>
        </dd>
        <dt>Language</dt>
        <dd>{languageName[review.language] ?? review.language}</dd>
        <dt>Consent to publish</dt>
        <dd>{review.consent ? 'Yes' : 'No'}</dd>
        <dt>Received</dt>
        <dd>{formatOfficeTime(review.submitted_at)}</dd>
        {review.decided_at && (
          <>
            <dt>Decided</dt>
            <dd>
              {formatOfficeTime(review.decided_at)} by {review.decided_by}
            </dd>
          </>
        )}
      </dl>
      {review.state !== 'published' && review.consent && (
        <label>
          Text in {otherLanguage} (optional)
          <textarea value={other} onChange={(e) => setOther(e.target.value)} rows={3} maxLength={2000} />
        </label>
      )}
      <div className="admin-actions">
        {review.state !== 'published' && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={!review.consent || publishing.loading}
            title={review.consent ? undefined : 'The homeowner did not consent to publication'}
            onClick={() =>
              void publish({ variables: { id: review.id, input: { other_text: other } } }).then(() => toast.success('Published as a testimonial'), fail)
            }
          >
            Publish as testimonial
          </button>
        )}
        {review.state !== 'private' && (
          <button
            type="button"
            className="btn"
            disabled={keeping.loading}
            onClick={() => void keepPrivate({ variables: { id: review.id } }).then(() => toast.success('Kept private'), fail)}
          >
            Keep private
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * The Reviews screen (docs/admin.md, "Reviews"): what homeowners answered to the review request,
 * newest first. A hand-written screen: reviews are not content the office types, they are
 * decided on (published as a testimonial, or kept private).
 */
export function ReviewsPage() {
  const query = useQuery(reviewsQuery, { fetchPolicy: 'network-only' });
  const reviews = query.data?.reviews;
  return (
    <section className="admin-section" aria-labelledby="reviews-heading">
      <SectionHead id="reviews-heading" title="Reviews" total={reviews?.length} />
      <LoadState ready={Boolean(reviews)} loading={query.loading} error={query.error} loadingText="Loading reviews...">
        {reviews?.length ? (
          <div className="admin-list">
            {reviews.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
          </div>
        ) : (
          <p className="admin-state">No reviews yet. Homeowners are asked a few days after their lead is marked won.</p>
        )}
      </LoadState>
    </section>
  );
}
