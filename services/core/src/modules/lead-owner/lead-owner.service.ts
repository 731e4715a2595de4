import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { validate } from '../shared';
import { LeadAssignmentRule } from './lead-owner.entity';
import { assignmentRuleInput, cityKey } from './lead-owner.schemas';

// Accounts are read by table here: `admin` depends on `lead` (the dashboard), and `lead` on this module.

/** One transaction at a time picks the next estimator, so two leads arriving together go to two people. */
const ROUND_ROBIN_LOCK = 'lead-owner:round-robin';

/** An account that may own leads: active (not deactivated). */
export interface OwnerAccount {
  id: number;
  username: string;
  role: 'admin' | 'estimator';
}

/** Every active account, by name: who a lead may be assigned or handed to. */
export function ownerAccounts(em: Em): Promise<OwnerAccount[]> {
  return em.execute<OwnerAccount[]>('select id, username, role from admin_users where deactivated_at is null order by username');
}

export async function isActiveAccount(em: Em, id: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>('select id from admin_users where id = ? and deactivated_at is null', [id]);
  return rows.length > 0;
}

/**
 * The owner of a new lead: the account of the admin's rule for its city (any case), else the
 * active estimator who has waited longest since their last new lead (round-robin), else
 * nobody (unassigned). Called inside the lead's transaction.
 */
export async function chooseLeadOwner(em: Em, city: string): Promise<number | null> {
  const key = cityKey(city);
  if (key) {
    const rule = await em.findOne(LeadAssignmentRule, { city_key: key });
    if (rule && (await isActiveAccount(em, rule.owner_id))) return rule.owner_id;
  }
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [ROUND_ROBIN_LOCK]);
  const [next] = await em.execute<{ id: number }[]>(
    `select u.id from admin_users u where u.role = 'estimator' and u.deactivated_at is null ` +
      `order by (select max(c.created_at) from contact_submissions c where c.owner_id = u.id) asc nulls first, u.id asc limit 1`,
  );
  return next?.id ?? null;
}

/** The rules, by city. */
export function listAssignmentRules(em: Em): Promise<LeadAssignmentRule[]> {
  return em.find(LeadAssignmentRule, {}, { orderBy: { city_key: 'asc' } });
}

/** Adds the rule for a city, or changes the account of the city's rule. */
export async function saveAssignmentRule(em: Em, input: unknown): Promise<LeadAssignmentRule> {
  const { city, owner_id } = validate(assignmentRuleInput, input);
  if (!(await isActiveAccount(em, owner_id))) throw AppError.validation([{ field: 'owner_id', message: `No active account with id ${owner_id}` }]);
  const key = cityKey(city);
  const rule = (await em.findOne(LeadAssignmentRule, { city_key: key })) ?? em.create(LeadAssignmentRule, { city, city_key: key, owner_id });
  rule.city = city.replace(/\s+/g, ' ');
  rule.owner_id = owner_id;
  em.persist(rule);
  try {
    await em.flush();
  } catch (err) {
    // Two admins adding the same city at once: the unique key decides.
    if (err instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', `A rule for ${city} already exists`);
    throw err;
  }
  return rule;
}

export async function deleteAssignmentRule(em: Em, id: number): Promise<void> {
  const rule = await em.findOne(LeadAssignmentRule, { id });
  if (!rule) throw AppError.notFound('Assignment rule');
  await em.remove(rule).flush();
}
