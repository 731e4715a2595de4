export { uploadLimits } from './upload.schemas';
export { checkUploadFilename, discardSpooled, removeStaleSpools, spoolUpload, uploadRateLimit, type SpooledUpload } from './upload.service';
