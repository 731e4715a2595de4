import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { Lead } from './lead.entity';

/**
 * An erased lead takes nothing new (docs/security.md, "Retention"): no note, status, owner,
 * outcome, reply or release from the spam folder. The one check every write to a lead makes,
 * whatever the transport.
 */
export function assertLeadNotErased(lead: Pick<Lead, 'erased_at'>): void {
  if (lead.erased_at) {
    throw new AppError('VALIDATION', "This lead's personal data was erased: it takes no new notes, replies or changes");
  }
}

/**
 * Runs `change` on the lead `where` finds (404 when none), in one transaction that holds its row
 * from the check to the commit: an erasure at the same moment either waits for the write and
 * then removes what it wrote, or goes first and the write is refused.
 */
export function changeLead<T>(em: Em, where: FilterQuery<Lead>, change: (tx: Em, lead: Lead) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw AppError.notFound('Contact submission');
    assertLeadNotErased(lead);
    return change(tx, lead);
  });
}
