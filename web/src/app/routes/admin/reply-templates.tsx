import { ReplyTemplatesPage } from '~/features/admin-reply-templates/components/reply-templates-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Reply Templates');

export default function AdminReplyTemplatesPageRoute() {
  return <ReplyTemplatesPage />;
}
