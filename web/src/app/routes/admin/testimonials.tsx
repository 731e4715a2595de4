import { TestimonialsPage } from '~/features/admin-testimonials/components/testimonials-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Testimonials');

export default function AdminTestimonialsPageRoute() {
  return <TestimonialsPage />;
}
