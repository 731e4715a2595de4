export { VideoReelSchema } from './video-reel.entity';
export { videoReelInput } from './video-reel.schemas';
export { videoReelCrud } from './video-reel.service';
