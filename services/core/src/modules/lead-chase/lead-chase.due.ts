import type { Lead } from '../lead';
import { addOfficeMinutes, isOfficeOpen, nextOpening, officeDate, type OfficeHours } from '../office-hours';
import type { ChaseKind } from './lead-chase.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ChaseCandidate = Pick<Lead, 'id' | 'created_at' | 'status' | 'outcome' | 'first_response_at' | 'spam_at' | 'erased_at'>;

export interface DueChase {
  lead_id: number;
  kind: ChaseKind;
  due_at: Date;
  /** The digest's office date. */
  batch: string | null;
}

/**
 * The chases of one lead that are due at `now` and not yet written (`done`), by the office
 * clock: a lead that came in office hours chases its owner after `chase_owner_minutes` office
 * minutes and the admins after `chase_admins_minutes`; one that came while the office was
 * closed is listed in the digest at the next opening instead; a contacted lead reminds its
 * owner `followup_days` days after its first response while its outcome is still open (at the next opening from then).
 */
export function dueChases(lead: ChaseCandidate, done: ReadonlySet<ChaseKind>, office: OfficeHours, now: Date): DueChase[] {
  if (lead.spam_at || lead.erased_at) return [];
  const due: DueChase[] = [];
  const add = (kind: ChaseKind, at: Date | undefined, batch: string | null = null) => {
    if (at && at.getTime() <= now.getTime() && !done.has(kind)) due.push({ lead_id: lead.id, kind, due_at: at, batch });
  };
  if (!lead.first_response_at) {
    if (isOfficeOpen(lead.created_at, office)) {
      add('owner', addOfficeMinutes(lead.created_at, office.chase_owner_minutes, office));
      add('admins', addOfficeMinutes(lead.created_at, office.chase_admins_minutes, office));
    } else {
      const opening = nextOpening(lead.created_at, office);
      if (opening) add('digest', opening, officeDate(opening, office));
    }
  } else if (lead.status === 'contacted' && lead.outcome === 'open') {
    add('followup', nextOpening(new Date(lead.first_response_at.getTime() + office.followup_days * DAY_MS), office));
  }
  return due;
}
