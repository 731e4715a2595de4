import { defineEntity, p } from '@mikro-orm/core';
import { Lead, type PhotoVariants } from './lead.entity';

/**
 * One photo upload: stored whole by `POST /api/upload`, or a resumable (tus) upload whose row
 * exists from its creation (`completed_at` null until its last byte arrived and was checked).
 * A lead claims it; unclaimed ones are deleted after 24 hours (the worker's `housekeeping.sweep`),
 * so the endpoint is no free image hosting.
 */
const UploadSchema = defineEntity({
  name: 'Upload',
  tableName: 'uploads',
  properties: {
    id: p.uuid().primary(),
    /** The type detected from the bytes: jpg, png, webp, avif or gif; null until an unfinished upload is complete. */
    ext: p.string().length(8).nullable(),
    content_type: p.string().length(40).nullable(),
    size: p.integer(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    ip: p.string().length(64).default(''),
    created_at: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    submission: () => p.manyToOne(Lead).nullable().deleteRule('set null').index(),
    claimed_at: p.datetime().nullable(),
    /** The enquiry's client-made id the upload was made for (resumable uploads). */
    client_id: p.uuid().nullable().index(),
    /** When its bytes were complete and checked; null while a resumable upload is on its way. */
    completed_at: p.datetime().nullable(),
    /** The variants the worker made on arrival (`upload.process-photo`). */
    variants: p.json<PhotoVariants>().nullable(),
    /** Claimed by a lead but never completed before its expiry. */
    missing_at: p.datetime().nullable(),
  },
});
export class Upload extends UploadSchema.class {}
UploadSchema.setClass(Upload);
export { UploadSchema };
