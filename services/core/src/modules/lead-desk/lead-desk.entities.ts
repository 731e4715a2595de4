import { LeadNoteSchema } from './lead-note.entity';

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const leadDeskEntities = [LeadNoteSchema];
