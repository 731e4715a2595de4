import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared/entity-fields';
import { contactStatuses } from './contact.schemas';

/** What the worker made of one uploaded photo (`photo_variants`, in `photo_urls` order). */
export interface PhotoVariants {
  /** The path `/api/upload` returned (also in `photo_urls`). */
  path: string;
  /** `/media/variants/<id>/large.webp` (~1600 px); absent when the photo could not be decoded. */
  large?: string;
  /** `/media/variants/<id>/thumb.jpg` (~400 px). */
  thumb?: string;
  width?: number;
  height?: number;
  /** Why no variants exist (e.g. not a decodable image, too many pixels). */
  error?: string;
}

const ContactSubmissionSchema = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: {
    ...idColumn,
    name: p.string(),
    email: p.string(),
    phone: p.string(),
    address: p.string().default(''),
    city: p.string().default(''),
    subject: p.string(),
    message: p.text(),
    photo_urls: p.json<string[]>(),
    status: p.enum(contactStatuses as unknown as string[]).default('new').index(),
    // Delivery pipeline (docs/pipeline.md): each step stamps its time; null = not yet.
    photo_variants: p.json<PhotoVariants[]>().nullable(),
    enqueued_at: p.datetime().nullable(),
    photos_processed_at: p.datetime().nullable(),
    staff_notified_at: p.datetime().nullable(),
    homeowner_confirmed_at: p.datetime().nullable(),
    /** Last failure of a step (also while it is being retried). */
    delivery_error: p.text().nullable(),
    /** Set when a step exhausted its retries; the job stays failed in the queue dashboard. */
    delivery_failed_at: p.datetime().nullable(),
    ...timestampColumns,
  },
});
export class ContactSubmission extends ContactSubmissionSchema.class {}
ContactSubmissionSchema.setClass(ContactSubmission);
export { ContactSubmissionSchema };
