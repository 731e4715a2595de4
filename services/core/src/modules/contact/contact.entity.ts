import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared/entity-fields';
import { contactStatuses } from './contact.schemas';

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
    ...timestampColumns,
  },
});
export class ContactSubmission extends ContactSubmissionSchema.class {}
ContactSubmissionSchema.setClass(ContactSubmission);
export { ContactSubmissionSchema };
