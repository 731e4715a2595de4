import type { RecordedEntity } from '../activity';
import { leadExternalNames } from '../lead';
import { LeadReply } from './lead-reply.entity';

const reply: RecordedEntity<LeadReply> = {
  entity: LeadReply,
  // A reply is shown on its lead's history ("E-mailed a reply to Lead"); its text stays on the lead, which erasure empties.
  shownAs: (r) => ({ entityType: leadExternalNames.entityType, entityId: r.lead.id, action: 'reply', label: '' }),
};

/** How the activity log records replies (services/core/src/registry adds them). */
export const leadReplyActivity = [reply] as RecordedEntity[];
