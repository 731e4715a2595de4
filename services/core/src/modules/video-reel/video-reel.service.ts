import { defineCrud } from '../shared';
import { VideoReel } from './video-reel.entity';
import { videoReelInput } from './video-reel.schemas';

export const videoReelCrud = defineCrud({
  entity: VideoReel,
  label: 'Video reel',
  input: videoReelInput,
  orderBy: { order: 'asc', id: 'asc' },
});
