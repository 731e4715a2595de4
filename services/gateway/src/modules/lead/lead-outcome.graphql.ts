import { leadOutcomeInput } from '@northrock/core/lead';
import { setLeadOutcome } from '@northrock/core/lead-desk';
import { builder } from '../../graphql/builder';
import { inputValue, staffOnly } from '../../graphql/crud-operations';
import { inputTypeFromZod } from '../../graphql/zod-types';
import { LeadType } from './lead.graphql';

/** A lead's outcome apart from its status (REST: lead-outcome.rest.ts). */

const ContactOutcomeInput = inputTypeFromZod(
  'ContactOutcomeInput',
  leadOutcomeInput,
  "A lead's outcome: won needs job_value_cents (more than 0, at most 1000000000), lost needs lost_reason.",
);

builder.mutationField('setContactOutcome', (t) =>
  t.field({
    type: LeadType,
    authScopes: staffOnly,
    description: "Set a lead's outcome apart from its status (won with the job value in cents, lost with a reason).",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ContactOutcomeInput, required: true }) },
    resolve: async (_root, args, ctx) => setLeadOutcome(ctx.em, args.id, inputValue(args.input), await ctx.staff()),
  }),
);
