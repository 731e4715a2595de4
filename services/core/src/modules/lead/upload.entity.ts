import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './lead.entity';

/**
 * One photo stored by `POST /api/upload`. A lead claims it; unclaimed ones are
 * deleted after 24 hours (the worker's `housekeeping.sweep`), so the endpoint is no free image hosting.
 */
const UploadSchema = defineEntity({
  name: 'Upload',
  tableName: 'uploads',
  properties: {
    id: p.uuid().primary(),
    /** The type detected from the bytes: jpg, png, webp, avif or gif. */
    ext: p.string().length(8),
    content_type: p.string().length(40),
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
  },
});
export class Upload extends UploadSchema.class {}
UploadSchema.setClass(Upload);
export { UploadSchema };
