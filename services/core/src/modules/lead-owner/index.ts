/**
 * Who works a lead: the admin's assignment rules (city -> account), the choice of a new lead's
 * owner (the city's rule, else round-robin among active estimators, else unassigned) and the
 * accounts a lead may be handed to.
 */
export { LeadAssignmentRule, leadOwnerEntities } from './lead-owner.entity';
export { assignmentRuleInput, cityKey, leadOwnerInput } from './lead-owner.schemas';
export {
  chooseLeadOwner,
  deleteAssignmentRule,
  isActiveAccount,
  listAssignmentRules,
  ownerAccounts,
  saveAssignmentRule,
  type OwnerAccount,
} from './lead-owner.service';
