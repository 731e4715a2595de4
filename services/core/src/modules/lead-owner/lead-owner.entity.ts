import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

/** An assignment rule the admin sets: new leads from this city go to this account. */
const LeadAssignmentRuleSchema = defineEntity({
  name: 'LeadAssignmentRule',
  tableName: 'lead_assignment_rules',
  properties: {
    ...idColumn,
    /** The city as the admin typed it. */
    city: p.string().length(120),
    /** The city compared with a lead's: trimmed, spaces collapsed, lower case; one rule per city. */
    city_key: p.string().length(120).unique(),
    /** The account (admin_users id) that gets the city's new leads. */
    owner_id: p.integer(),
    ...timestampColumns,
  },
});
export class LeadAssignmentRule extends LeadAssignmentRuleSchema.class {}
LeadAssignmentRuleSchema.setClass(LeadAssignmentRule);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const leadOwnerEntities = [LeadAssignmentRuleSchema];
