import type { RecordedEntity } from '../activity';
import { ContactNote } from './contact-note.entity';
import { ContactSubmission } from './contact.entity';

const lead: RecordedEntity<ContactSubmission> = {
  entity: ContactSubmission,
  label: (s) => s.name,
  action: (type, changes) => (type === 'update' && 'status' in changes ? 'status_change' : undefined),
};

const note: RecordedEntity<ContactNote> = {
  entity: ContactNote,
  // A note is shown on its lead's history.
  shownAs: (n) => ({ entityType: 'ContactSubmission', entityId: n.contact.id, action: 'note', label: '' }),
};

/** How the activity log records leads and their notes (services/core/src/registry adds them). */
export const contactActivity = [lead, note] as RecordedEntity[];
