import { defineEntity, p } from '@mikro-orm/core';
import { Lead, type PhotoVariants } from '../lead';
import { mediaKeys } from './media-paths';

/**
 * One photo: stored whole by `POST /api/upload`, or a resumable (tus) upload recorded from its
 * creation (`completed_at` null, no type yet) so a lead can claim it while its bytes are still on
 * their way. A lead claims it; unclaimed ones are deleted after 24 hours (the worker's
 * `housekeeping.sweep`; unfinished ones by the gateway's expiry), so the endpoint is no free image hosting.
 */
const UploadSchema = defineEntity({
  name: 'Upload',
  tableName: 'uploads',
  properties: {
    id: p.uuid().primary(),
    /** The type detected from the bytes: jpg, png, webp, avif or gif; null until an unfinished upload completes. */
    ext: p.string().length(8).nullable(),
    content_type: p.string().length(40).nullable(),
    /** Bytes: as stored, or the length an unfinished upload declared. */
    size: p.integer(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    ip: p.string().length(64).default(''),
    /** The client-made id of the enquiry a resumable upload was made for; null for `POST /api/upload`. */
    client_id: p.uuid().nullable().index(),
    created_at: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    /** When every byte was there and checked; null while a resumable upload is unfinished. */
    completed_at: p.datetime().nullable(),
    /** The variants made on arrival (the worker). */
    variants: p.json<PhotoVariants>().nullable(),
    /** A claimed upload that expired unfinished: the lead shows it as missing. */
    missing_at: p.datetime().nullable(),
    // Its column keeps the old word (submission_id): a rename would be a migration nobody needs.
    lead: () => p.manyToOne(Lead).fieldName('submission_id').nullable().deleteRule('set null').index(),
    claimed_at: p.datetime().nullable(),
  },
});
export class Upload extends UploadSchema.class {}
UploadSchema.setClass(Upload);
export { UploadSchema };

/** An upload whose bytes are all there and checked: its type is known. */
export type CompletedUpload = Upload & { ext: string; content_type: string; completed_at: Date };

export const isCompleted = (u: Upload): u is CompletedUpload => u.completed_at !== null && u.ext !== null && u.content_type !== null;

/** The object key of the stored original: none until the type is known. */
export const originalKeyOf = (u: Upload): string[] => (u.ext ? [mediaKeys.original({ id: u.id, ext: u.ext })] : []);
