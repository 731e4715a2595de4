import { setLeadOwner } from '@northrock/core/lead-desk';
import { assignmentRuleInput, deleteAssignmentRule, leadOwnerInput, listAssignmentRules, ownerAccounts, saveAssignmentRule } from '@northrock/core/lead-owner';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue, staffOnly } from '../../graphql/crud-operations';
import { inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { assignmentRuleRecord, leadOwnerRecord } from './lead.records';
import { LeadType } from './lead.graphql';

// Who works a lead: its owner, the accounts it may go to, the admin's assignment rules (docs/admin.md, "Roles and owners").

const LeadOwnerType = objectTypeFromZod('LeadOwner', leadOwnerRecord, { description: 'An account a lead may be assigned to (active).' });
const AssignmentRuleType = objectTypeFromZod('LeadAssignmentRule', assignmentRuleRecord, {
  description: "A city's new leads go to this account; other cities go round-robin among active estimators.",
});
const ContactOwnerInput = inputTypeFromZod('ContactOwnerInput', leadOwnerInput);
const AssignmentRuleInput = inputTypeFromZod('LeadAssignmentRuleInput', assignmentRuleInput);

builder.queryFields((t) => ({
  leadOwners: t.field({
    type: [LeadOwnerType],
    authScopes: staffOnly,
    description: 'The accounts a lead may be assigned to (active ones, by name).',
    resolve: (_root, _args, ctx) => ownerAccounts(ctx.em),
  }),
  leadAssignmentRules: t.field({
    type: [AssignmentRuleType],
    authScopes: adminOnly,
    description: 'The assignment rules, by city.',
    resolve: (_root, _args, ctx) => listAssignmentRules(ctx.em),
  }),
}));

builder.mutationFields((t) => ({
  setContactOwner: t.field({
    type: LeadType,
    authScopes: staffOnly,
    description: 'Assign a lead to an active account, or unassign it (owner_id null or absent). An estimator: their own or an unassigned lead only.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ContactOwnerInput, required: true }) },
    resolve: async (_root, args, ctx) => setLeadOwner(ctx.em, args.id, inputValue(args.input), await ctx.staff()),
  }),
  saveLeadAssignmentRule: t.field({
    type: AssignmentRuleType,
    authScopes: adminOnly,
    description: "Set the account that gets a city's new leads (adds the city's rule, or changes it).",
    args: { input: t.arg({ type: AssignmentRuleInput, required: true }) },
    resolve: (_root, args, ctx) => saveAssignmentRule(ctx.em, inputValue(args.input)),
  }),
  deleteLeadAssignmentRule: t.field({
    type: 'Int',
    authScopes: adminOnly,
    description: "Remove a city's rule; answers its id.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteAssignmentRule(ctx.em, args.id);
      return args.id;
    },
  }),
}));
