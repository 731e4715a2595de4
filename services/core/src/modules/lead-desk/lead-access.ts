import type { FilterQuery } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { withActivityAction } from '../activity';
import { changeLead, Lead } from '../lead';
import { isActiveAccount, leadOwnerInput } from '../lead-owner';
import { validate } from '../shared';

/**
 * Who is asking (the signed-in account): an admin sees every lead, an estimator the leads
 * assigned to them and the unassigned ones (docs/admin.md, "Roles and owners").
 */
export interface LeadViewer {
  userId: number;
  role: 'admin' | 'estimator';
}

/** The "My leads" filter: `me`, `unassigned`, an account id, or '' for every lead the viewer sees. */
export type OwnerFilter = '' | 'me' | 'unassigned' | number;

/**
 * The one rule of which leads a viewer sees, and of the owner filter: the list, the CSV export,
 * a lead's notes and writes, and the live stream all go through it.
 */
export function leadAccessFilter(viewer: LeadViewer, owner: OwnerFilter = ''): FilterQuery<Lead> {
  const and: FilterQuery<Lead>[] = [];
  if (viewer.role !== 'admin') and.push({ $or: [{ owner_id: viewer.userId }, { owner_id: null }] });
  if (owner === 'me') and.push({ owner_id: viewer.userId });
  else if (owner === 'unassigned') and.push({ owner_id: null });
  else if (typeof owner === 'number') and.push({ owner_id: owner });
  return and.length ? { $and: and } : {};
}

/** A lead the viewer may see and work; another estimator's lead answers 404, like a missing one (nothing is revealed). */
export async function findLeadFor(em: Em, id: number, viewer: LeadViewer): Promise<Lead> {
  const lead = await em.findOne(Lead, { $and: [{ id }, leadAccessFilter(viewer)] });
  if (!lead) throw AppError.notFound('Contact submission');
  return lead;
}

/**
 * A write to a lead the viewer may work (404 otherwise), refused once its data was erased: the
 * lead row is held from the check to the commit (`changeLead`).
 */
export function changeLeadFor<T>(em: Em, id: number, viewer: LeadViewer, change: (tx: Em, lead: Lead) => Promise<T>): Promise<T> {
  return changeLead(em, { $and: [{ id }, leadAccessFilter(viewer)] }, change);
}

/**
 * Assigns a lead to an active account, or unassigns it (null). An admin may change any lead's
 * owner; an estimator one of their own leads or an unassigned one (take it, or hand it to a
 * colleague). Recorded in the activity history as `owner_change`.
 */
export async function setLeadOwner(em: Em, id: number, input: unknown, viewer: LeadViewer): Promise<Lead> {
  const { owner_id } = validate(leadOwnerInput, input);
  return changeLeadFor(em, id, viewer, async (tx, lead) => {
    if (owner_id !== null && !(await isActiveAccount(tx, owner_id))) {
      throw AppError.validation([{ field: 'owner_id', message: `No active account with id ${owner_id}` }]);
    }
    if (lead.owner_id !== owner_id) {
      lead.owner_id = owner_id;
      await withActivityAction('owner_change', () => tx.flush());
    }
    return lead;
  });
}
