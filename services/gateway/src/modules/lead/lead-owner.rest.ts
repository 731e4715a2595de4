import { z } from 'zod';
import { adminLeadView, setLeadOwner } from '@northrock/core/lead-desk';
import { assignmentRuleInput, deleteAssignmentRule, leadOwnerInput, listAssignmentRules, ownerAccounts, saveAssignmentRule } from '@northrock/core/lead-owner';
import type { RouteDef } from '../../http/route';
import { signOriginalPath } from '../media/media.routes';
import type { LinkSigner } from '../media/signed-links';
import { adminLeadRecord, assignmentRuleRecord, leadOwnerRecord } from './lead.records';

const ruleView = (r: { id: number; city: string; owner_id: number }) => ({ id: r.id, city: r.city, owner_id: r.owner_id });

/** Who works a lead: its owner (staff), the accounts it may go to, and the admin's assignment rules (docs/admin.md, "Roles and owners"). */
export function leadOwnerRoutes(signer: LinkSigner): RouteDef[] {
  return [
    {
      method: 'put',
      path: '/admin/contacts/{id}/owner',
      tag: 'Contact',
      summary: 'Assign a lead to an account, or unassign it (owner_id null)',
      description:
        "An admin may change any lead's owner; an estimator one of their own leads or an unassigned one (take it, or hand it to a colleague). " +
        'The owner must be an active account (422 otherwise). Recorded in the activity history.',
      auth: 'staff',
      idParams: ['id'],
      body: leadOwnerInput,
      response: { status: 200, description: 'The lead with its new owner', schema: adminLeadRecord },
      errors: [401, 404, 415, 422],
      handler: async ({ em, req, params, admin }) =>
        adminLeadView(await setLeadOwner(em, Number(params.id), req.body, admin!), signOriginalPath(signer, admin!.sessionId)),
    },
    {
      method: 'get',
      path: '/admin/lead-owners',
      tag: 'Contact',
      summary: 'The accounts a lead may be assigned to (active ones, by name)',
      auth: 'staff',
      response: { status: 200, description: 'Accounts', schema: z.array(leadOwnerRecord) },
      errors: [401],
      handler: ({ em }) => ownerAccounts(em),
    },
    {
      method: 'get',
      path: '/admin/assignment-rules',
      tag: 'Contact',
      summary: "The assignment rules: a city's new leads go to an account (else round-robin among active estimators)",
      auth: true,
      response: { status: 200, description: 'Rules, by city', schema: z.array(assignmentRuleRecord) },
      errors: [401],
      handler: async ({ em }) => (await listAssignmentRules(em)).map(ruleView),
    },
    {
      method: 'put',
      path: '/admin/assignment-rules',
      tag: 'Contact',
      summary: "Set the account that gets a city's new leads (adds the city's rule, or changes it)",
      auth: true,
      body: assignmentRuleInput,
      response: { status: 200, description: 'The rule', schema: assignmentRuleRecord },
      errors: [401, 409, 415, 422],
      handler: async ({ em, req }) => ruleView(await saveAssignmentRule(em, req.body)),
    },
    {
      method: 'delete',
      path: '/admin/assignment-rules/{id}',
      tag: 'Contact',
      summary: "Remove a city's rule (its leads go round-robin again)",
      auth: true,
      idParams: ['id'],
      response: { status: 204, description: 'Removed' },
      errors: [401, 404],
      handler: async ({ em, params }) => {
        await deleteAssignmentRule(em, Number(params.id));
      },
    },
  ];
}
