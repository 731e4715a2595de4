import type { RecordedEntity } from '../activity';
import { LeadNote } from './lead-note.entity';
import { Lead } from '../lead';

const lead: RecordedEntity<Lead> = {
  entity: Lead,
  label: (s) => s.name,
  action: (type, changes) => (type === 'update' && 'status' in changes ? 'status_change' : undefined),
};

const note: RecordedEntity<LeadNote> = {
  entity: LeadNote,
  // A note is shown on its lead's history.
  shownAs: (n) => ({ entityType: 'ContactSubmission', entityId: n.contact.id, action: 'note', label: '' }),
};

/** How the activity log records leads and their notes (services/core/src/registry adds them). */
export const leadActivity = [lead, note] as RecordedEntity[];
