/**
 * Resumable photo uploads (tus) seen from the domain: an upload's row from its creation (so a
 * lead can claim it by id while its bytes are on their way), its completion (sniffed, stored,
 * handed to arrival), its removal by the homeowner and its expiry. The gateway's upload server
 * (services/gateway/src/modules/photo-upload) holds the bytes until completion.
 */
export {
  completePhotoUpload,
  expirePhotoUploads,
  findPhotoUpload,
  openPhotoUpload,
  PHOTO_UPLOAD_TTL_MS,
  removePhotoUpload,
  type CompletePhotoUpload,
  type OpenPhotoUpload,
} from './photo-intake.service';
