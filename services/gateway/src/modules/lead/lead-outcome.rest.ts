import { leadOutcomeInput } from '@northrock/core/lead';
import { adminLeadView, readLeadClock, setLeadOutcome } from '@northrock/core/lead-desk';
import type { RouteDef } from '../../http/route';
import { adminLeadRecord } from './lead.records';

/** A lead's outcome apart from its status (GraphQL: lead-outcome.graphql.ts). */
export const leadOutcomeRoutes: RouteDef[] = [
  {
    method: 'put',
    path: '/admin/contacts/{id}/outcome',
    tag: 'Contact',
    summary: "Set a lead's outcome: open, estimate_booked, won (with job_value_cents) or lost (with lost_reason)",
    description:
      'A won lead needs `job_value_cents` (whole cents, more than 0, at most 1000000000 = $10,000,000), a lost one ' +
      '`lost_reason` (price, timing, another_contractor, no_response, not_a_fit, other); a missing or bad one is a 422 ' +
      'naming the field. A value or reason that does not belong to the outcome is cleared. Recorded in the activity log.',
    auth: 'staff',
    idParams: ['id'],
    body: leadOutcomeInput,
    response: { status: 200, description: 'The updated lead', schema: adminLeadRecord },
    errors: [401, 404, 415, 422],
    handler: async ({ em, req, params, admin }) =>
      adminLeadView(await setLeadOutcome(em, Number(params.id), req.body, admin!), undefined, await readLeadClock(em)),
  },
];
