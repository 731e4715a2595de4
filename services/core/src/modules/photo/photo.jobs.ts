import { z } from 'zod';
import { defineJob, jobCatalogue } from '../../platform/queue-contracts';

/**
 * A resumable upload completed (or expired unfinished): its variants made at once, kept on the
 * upload, and given to the lead that claimed it, whose staff e-mail leaves with its last photo
 * (handler: photo.handlers.ts). Its name keeps the word `upload`: it is stored in Redis and in outbox rows.
 */
export const processUploadJob = defineJob('upload.process-photo', z.object({ upload_id: z.uuid() }));

/**
 * Unfinished uploads reached `UNFINISHED_UPLOADS_MAX_MB` and new uploads are refused: the admins'
 * e-mail, once per episode (`since`: when it began, the send ledger's key; handler: storage-full-email.ts).
 * Its name keeps the old module's word (`photo-intake`): it is stored in Redis and in outbox rows.
 */
export const storageFullJob = defineJob('photo-intake.storage-full', z.object({ since: z.iso.datetime() }));

/** The photo module's jobs (the registry lists them: services/core/src/registry/jobs.ts). */
export const photoJobs = jobCatalogue(processUploadJob, storageFullJob);
