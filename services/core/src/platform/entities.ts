import { ActivityEntrySchema } from '../modules/activity/activity.entity';
import { AdminRecoveryCodeSchema, AdminSessionSchema, AdminUserSchema } from '../modules/admin/admin.entity';
import { BlogPostSchema } from '../modules/blog/blog.entity';
import { ContactSubmissionSchema } from '../modules/contact/contact.entity';
import { ContactNoteSchema } from '../modules/contact/contact-note.entity';
import { OutboxMessageSchema } from '../modules/outbox/outbox.entity';
import { SentEmailSchema } from '../modules/contact/sent-email.entity';
import { UploadSchema } from '../modules/upload/upload.entity';
import { DifferentiatorSchema } from '../modules/differentiator/differentiator.entity';
import { MaterialSchema } from '../modules/material/material.entity';
import { PageViewSchema } from '../modules/page-views/page-view.entity';
import { AppMetaSchema } from '../modules/meta/app-meta.entity';
import { ProjectSchema } from '../modules/project/project.entity';
import { PropertyTypeSchema } from '../modules/property-type/property-type.entity';
import { ServiceSchema } from '../modules/service/service.entity';
import { SiteSettingsSchema } from '../modules/site-settings/site-settings.entity';
import { TestimonialSchema } from '../modules/testimonial/testimonial.entity';
import { VideoReelSchema } from '../modules/video-reel/video-reel.entity';

/** Every entity the ORM knows; a new module adds its schema here. */
export const entities = [
  AppMetaSchema,
  SiteSettingsSchema,
  ServiceSchema,
  MaterialSchema,
  PropertyTypeSchema,
  DifferentiatorSchema,
  TestimonialSchema,
  ProjectSchema,
  BlogPostSchema,
  VideoReelSchema,
  ContactSubmissionSchema,
  ContactNoteSchema,
  UploadSchema,
  OutboxMessageSchema,
  SentEmailSchema,
  AdminUserSchema,
  AdminSessionSchema,
  AdminRecoveryCodeSchema,
  PageViewSchema,
  ActivityEntrySchema,
];
