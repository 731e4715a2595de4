import type { Lead } from './lead.entity';

/** What can stop a lead's response clock (docs/admin.md, "Speed to lead"): `self_booking` is the homeowner booking a visit online, not an office answer. */
export const firstResponseKinds = ['status', 'call', 'email', 'visit', 'reply', 'self_booking', 'office_booking'] as const;
export type FirstResponseKind = (typeof firstResponseKinds)[number];

/**
 * Stamps a lead's first response, once: the status left "new", a note of kind call/e-mail/visit,
 * or a reply sent from the back office. Later responses leave it as it is. True when this one
 * was the first (the chase stops from here on).
 */
export function recordFirstResponse(lead: Lead, kind: FirstResponseKind, at: Date = new Date()): boolean {
  if (lead.first_response_at) return false;
  lead.first_response_at = at;
  lead.first_response_kind = kind;
  return true;
}
