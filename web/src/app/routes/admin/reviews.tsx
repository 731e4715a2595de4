import { ReviewsPage } from '~/features/admin-reviews/components/reviews-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Reviews');

export default function AdminReviewsRoute() {
  return <ReviewsPage />;
}
