import type { Orm } from '../../platform/db';
import type { JobHandlersOf } from '../../platform/queue-contracts';
import type { ObjectStore } from '../../platform/storage';
import type { ImageProcessor } from './image-processor';
import { uploadPath } from './media-paths';
import { settleLeadPhotos } from './photo-arrival.service';
import type { photoJobs } from './photo.jobs';
import { makePhotoVariants } from './photo-variants';
import { storageFullJobHandlers, type StorageFullDeps } from './storage-full-email';
import { Upload } from './upload.entity';

export interface PhotoJobDeps extends StorageFullDeps {
  orm: Orm;
  storage: ObjectStore;
  images: ImageProcessor;
  /** Tells the outbox relay a job wrote rows (so it runs now rather than at its next tick). */
  onOutboxWritten?: () => void;
}

/** The photo module's job handlers: an arriving upload's variants, and the admins' "uploads paused" e-mail. */
export function photoJobHandlers(deps: PhotoJobDeps): JobHandlersOf<typeof photoJobs> {
  return {
    ...storageFullJobHandlers(deps),

    async 'upload.process-photo'({ upload_id }) {
      const em = deps.orm.em.fork();
      const upload = await em.findOne(Upload, { id: upload_id });
      if (!upload) return; // refused or removed meanwhile
      if (upload.completed_at && upload.ext && !upload.variants) {
        const variants = await makePhotoVariants(deps, uploadPath({ id: upload.id, ext: upload.ext }));
        await em.fork().nativeUpdate(Upload, { id: upload.id, variants: null }, { variants });
      }
      // Read again: a lead may have claimed it while its variants were being made.
      const claimed = await em.fork().findOne(Upload, { id: upload_id }, { fields: ['lead'] });
      const leadId = claimed?.lead?.id;
      if (leadId && (await settleLeadPhotos(em, leadId))) deps.onOutboxWritten?.();
    },
  };
}
