import type { RecordedEntity } from '../activity';
import { LeadNote } from './lead-note.entity';
import { Lead, leadExternalNames } from '../lead';

/** An outcome change: the outcome itself, or a won job's value or a lost one's reason. */
const outcomeFields = ['outcome', 'job_value_cents', 'lost_reason'];

const lead: RecordedEntity<Lead> = {
  entity: Lead,
  storedAs: leadExternalNames.entityType,
  label: (s) => s.name,
  action: (type, changes) =>
    type !== 'update' ? undefined : 'status' in changes ? 'status_change' : outcomeFields.some((f) => f in changes) ? 'outcome_change' : undefined,
};

const note: RecordedEntity<LeadNote> = {
  entity: LeadNote,
  // A note is shown on its lead's history.
  shownAs: (n) => ({ entityType: leadExternalNames.entityType, entityId: n.lead.id, action: 'note', label: '' }),
};

/** How the activity log records leads and their notes (services/core/src/registry adds them). */
export const leadActivity = [lead, note] as RecordedEntity[];
