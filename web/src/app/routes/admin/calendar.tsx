import { CalendarPage } from '~/features/admin-calendar/components/calendar-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Calendar');

export default function AdminCalendarRoute() {
  return <CalendarPage />;
}
