import { z } from 'zod';
import { requiredText } from '../shared/fields.schemas';

/** How a city is compared: trimmed, inner spaces collapsed, lower case ("  Thunder  Bay" = "thunder bay"). */
export const cityKey = (city: string) => city.trim().replace(/\s+/g, ' ').toLowerCase();

const accountId = (label: string) =>
  z
    .number({ error: `${label} must be an account id` })
    .int(`${label} must be an account id`)
    .positive(`${label} must be an account id`);

/** A rule: new leads from `city` (any case) go to the account `owner_id`. */
export const assignmentRuleInput = z.strictObject({
  city: requiredText('City', 120),
  owner_id: accountId('owner_id').describe('The account that gets the new leads of this city'),
});

/** A lead's owner: an active account, or null (or absent) for unassigned. */
export const leadOwnerInput = z.strictObject({
  owner_id: accountId('owner_id').nullable().default(null).describe('The account that works this lead; null or absent = unassigned'),
});
