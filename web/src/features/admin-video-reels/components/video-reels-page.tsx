import { videoReelInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { createVideoReelMutation } from '../api/create-video-reel.mutation';
import { deleteVideoReelMutation } from '../api/delete-video-reel.mutation';
import { updateVideoReelMutation } from '../api/update-video-reel.mutation';
import { adminVideoReelsQuery } from '../api/video-reel-list.query';

/** docs/product.md §2.4: "Manage Video Reels", "Add Video Reel", its own empty text. */
export const videoReelTexts = entityTexts('Video Reel', 'Video Reels', {
  loading: 'Loading video reels...',
  empty: 'No video reels yet. Add your first video to showcase your work!',
});

const videoReelFields: FieldSpec[] = [
  { kind: 'text', name: 'title', label: 'Title', french: true },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 3, french: true },
  { kind: 'text', name: 'video_url', label: 'Video URL', type: 'url', hint: 'A direct link to an MP4 or WebM file' },
  { kind: 'image', name: 'thumbnail_url', label: 'Thumbnail URL' },
  { kind: 'number', name: 'duration', label: 'Duration (seconds)', min: 0 },
  { kind: 'number', name: 'order', label: 'Order', hint: 'Lower numbers come first in the carousel' },
  { kind: 'checkbox', name: 'featured', label: 'Featured' },
];

const docs = crudDocs(adminVideoReelsQuery, (d) => d.adminVideoReels, createVideoReelMutation, updateVideoReelMutation, deleteVideoReelMutation);

export function VideoReelsPage() {
  return (
    <CrudPage
      texts={videoReelTexts}
      historyType="VideoReel"
      schema={videoReelInput}
      fields={videoReelFields}
      layout="grid"
      docs={docs}
      renderItem={(reel, nameId) => (
        <ItemCard
          nameId={nameId}
          title={reel.title}
          featured={reel.featured}
          media={
            // The admin's preview of the uploaded reel, which has no caption file.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video className="video-card__player" controls preload="metadata" poster={reel.thumbnail_url || undefined} src={reel.video_url} />
          }
          meta={
            <>
              <span>Duration: {reel.duration}s</span> · <span>Order: {reel.order}</span>
            </>
          }
          text={reel.description}
        />
      )}
    />
  );
}
