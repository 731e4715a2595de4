import { leadReplyInput, leadReplyStatuses, queueReply, replyDraft, repliesByLead, type LeadReply } from '@northrock/core/lead-reply';
import { findLeadFor } from '@northrock/core/lead-desk';
import { replyTemplateCrud } from '@northrock/core/reply-template';
import { builder } from '../../graphql/builder';
import { inputValue, LocaleEnum, staffOnly } from '../../graphql/crud-operations';
import { requestLoader } from '../../graphql/request-loader';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { contentTypeRefs } from '../content/content.graphql';
import { leadReplyRecord, replyDraftRecord } from './lead-reply.records';
import { LeadType } from './lead.graphql';

/** Replies to the homeowner from the lead card (docs/admin.md, "Replies"). */

enumFromValues('ContactReplyStatus', leadReplyStatuses, 'queued until the mail server accepts it (sent), failed once its retries are used up.');
const ReplyType = objectTypeFromZod<LeadReply>('ContactReply', leadReplyRecord, { description: 'An e-mail to the homeowner written in the back office.' });
const DraftType = objectTypeFromZod<{ subject: string; body: string; language: string }>('ContactReplyDraft', replyDraftRecord, {
  description: "A reply's starting text.",
});
const ReplyInput = inputTypeFromZod('ContactReplyInput', leadReplyInput, 'A reply to the homeowner; client_id makes a retry answer the same reply.');

/** One query for the replies of every lead on a page, per request. */
const replyLoader = requestLoader((ctx, ids) => repliesByLead(ctx.em, ids));

builder.objectField(LeadType, 'replies', (t) =>
  t.field({
    type: [ReplyType],
    authScopes: staffOnly,
    description: 'Replies e-mailed to the homeowner from the back office, oldest first.',
    resolve: (lead, _args, ctx) => replyLoader(ctx).load(lead.id),
  }),
);

const ReplyTemplateType = contentTypeRefs.get('ReplyTemplate')!;

builder.queryField('replyTemplateChoices', (t) =>
  t.field({
    type: [ReplyTemplateType],
    authScopes: staffOnly,
    description: 'The reply templates to pick from on the lead card, in order (editing them is `adminReplyTemplates` and its mutations).',
    resolve: (_root, _args, ctx) => replyTemplateCrud.list(ctx.em),
  }),
);

builder.queryField('contactReplyDraft', (t) =>
  t.field({
    type: DraftType,
    authScopes: staffOnly,
    description: 'The starting text of a reply to a lead: "Re: <subject>" and the template (if any) with {name} and {company} filled in.',
    args: {
      id: t.arg.int({ required: true }),
      templateId: t.arg.int({ required: false }),
      language: t.arg({ type: LocaleEnum, required: false, description: "The template's language (absent: the homeowner's)." }),
    },
    resolve: async (_root, args, ctx) => {
      await findLeadFor(ctx.em, args.id, await ctx.staff());
      return replyDraft(ctx.em, args.id, { template_id: args.templateId ?? undefined, language: args.language ?? undefined });
    },
  }),
);

builder.mutationField('replyToContact', (t) =>
  t.field({
    type: ReplyType,
    authScopes: staffOnly,
    description:
      'E-mail the homeowner a reply: queued, sent once, threaded under their confirmation; the response clock stops. The same client_id again answers the same reply.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ReplyInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const staff = await ctx.staff();
      await findLeadFor(ctx.em, args.id, staff);
      return queueReply(ctx.em, args.id, { username: staff.username }, inputValue(args.input));
    },
  }),
);
