import { VideoReelsPage } from '~/features/admin-video-reels/components/video-reels-page';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Video Reels');

export default function AdminVideoReelsPageRoute() {
  return <VideoReelsPage />;
}
