import { ContactNoteSchema } from './contact-note.entity';
import { ContactSubmissionSchema } from './contact.entity';
import { SentEmailSchema } from './sent-email.entity';
import { UploadSchema } from './upload.entity';

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const contactEntities = [ContactSubmissionSchema, ContactNoteSchema, UploadSchema, SentEmailSchema];
