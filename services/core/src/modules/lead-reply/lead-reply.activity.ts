import type { RecordedEntity } from '../activity';
import { LeadReply } from './lead-reply.entity';

const reply: RecordedEntity<LeadReply> = {
  entity: LeadReply,
  // A reply is shown on its lead's history, under its subject.
  shownAs: (r) => ({ entityType: 'ContactSubmission', entityId: r.contact.id, action: 'reply', label: r.subject.slice(0, 200) }),
};

/** How the activity log records replies (services/core/src/registry adds them). */
export const leadReplyActivity = [reply] as RecordedEntity[];
