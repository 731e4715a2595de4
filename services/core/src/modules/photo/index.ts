/**
 * Photos, the one home (docs/architecture.md, "One home each"): a homeowner's photo from its
 * upload to its variants, whatever carried it (`POST /api/upload`, the form's multipart post,
 * tus). Checking and spooling an upload's bytes (`upload.service.ts`, `photo.schemas.ts`), the
 * `Upload` row (`upload.entity.ts`), storing, claiming and pruning uploads (`lead-uploads.service.ts`),
 * resumable uploads and their bounds (`photo-intake.service.ts`, `unfinished-bytes.ts`, the
 * admins' e-mail: `storage-full-email.ts`), photos on arrival (`photo-arrival.service.ts`), the
 * variants (`photo-variants.ts`, `image-processor.ts`, and the content images' names:
 * `image-variants.ts`) and every stored object's key and `/media` path (`media-paths.ts`).
 * It sits above ../lead (an upload belongs to a lead); ../lead-pipeline and ../lead-intake use it.
 */
export { type ContentImageVariant, type ImageProcessor, type ImageVariant } from './image-processor';
export {
  contentVariantKey,
  contentVariantKeys,
  contentVariantPath,
  largestVariantWidth,
  seedVariantName,
  variantContentTypes,
  variantFormats,
  variantSources,
  variantWidths,
  type VariantFormat,
  type VariantWidth,
} from './image-variants';
export { claimUploads, pruneUploads, storeUploads, UNCLAIMED_UPLOAD_TTL_MS, type UploadClaim } from './lead-uploads.service';
export {
  mediaKeys,
  mediaPath,
  parseContentPath,
  parseOriginalKey,
  parseOriginalPath,
  parseUploadPath,
  parseVariantPath,
  uploadPath,
  uploadedPathPattern,
} from './media-paths';
export { markPhotoMissing, photoArrived, settleLeadPhotos, uploadOutboxRef, uploadReconcileSource } from './photo-arrival.service';
export {
  completePhotoUpload,
  expireIdlePhotoUpload,
  expirePhotoUploads,
  findPhotoUpload,
  openPhotoUpload,
  PHOTO_UPLOAD_IDLE_MS,
  PHOTO_UPLOAD_TTL_MS,
  removePhotoUpload,
  type CompletePhotoUpload,
  type OpenPhotoUpload,
} from './photo-intake.service';
export { photoEntities } from './photo.entities';
export { photoJobHandlers, type PhotoJobDeps } from './photo.handlers';
export { photoJobs } from './photo.jobs';
export { uploadLimits } from './photo.schemas';
export { makePhotoVariants } from './photo-variants';
export { STORAGE_FULL_RETRY_SECONDS, UNFINISHED_BYTES_PER_ADDRESS, type UnfinishedBytesLimits } from './unfinished-bytes';
export { isCompleted, originalKeyOf, Upload, type CompletedUpload } from './upload.entity';
export { checkUploadFilename, discardSpooled, removeStaleSpools, spoolUpload, uploadRateLimit, type SpooledUpload } from './upload.service';
