import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const VideoReelSchema = defineEntity({
  name: 'VideoReel',
  tableName: 'video_reels',
  properties: {
    ...idColumn,
    title: p.string(),
    description: p.text().default(''),
    title_fr: p.string().nullable(),
    description_fr: p.text().nullable(),
    video_url: p.string().length(2048),
    thumbnail_url: p.string().length(2048).default(''),
    duration: p.integer().default(0),
    featured: p.boolean().default(false),
    order: p.integer().default(0),
    ...timestampColumns,
  },
});
export class VideoReel extends VideoReelSchema.class {}
VideoReelSchema.setClass(VideoReel);
export { VideoReelSchema };
