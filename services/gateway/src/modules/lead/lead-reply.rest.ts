import { z } from 'zod';
import { leadReplyInput, leadReplyView, listLeadReplies, queueReply, replyDraft } from '@northrock/core/lead-reply';
import { findLeadFor } from '@northrock/core/lead-desk';
import type { RouteDef } from '../../http/route';
import { leadReplyRecord, replyDraftRecord } from './lead-reply.records';

/** Replies to the homeowner from the lead card (docs/admin.md, "Replies"). */
export const leadReplyRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/contacts/{id}/replies',
    tag: 'Contact',
    summary: 'The replies sent to the homeowner of a lead, oldest first',
    auth: 'staff',
    idParams: ['id'],
    response: { status: 200, description: 'Replies', schema: z.array(leadReplyRecord) },
    errors: [401, 404],
    handler: async ({ em, params, admin }) => (await listLeadReplies(em, (await findLeadFor(em, Number(params.id), admin!)).id)).map(leadReplyView),
  },
  {
    method: 'get',
    path: '/admin/contacts/{id}/replies/draft',
    tag: 'Contact',
    summary: 'The starting text of a reply: "Re: <subject>" and a template with {name} and {company} filled in',
    auth: 'staff',
    idParams: ['id'],
    query: [
      { name: 'template_id', description: 'The reply template to start from (absent: an empty body)', schema: { type: 'integer' } },
      {
        name: 'language',
        description: "en or fr (absent: the homeowner's language; a template without French gives its English)",
        schema: { type: 'string', enum: ['en', 'fr'] },
      },
    ],
    response: { status: 200, description: 'Subject and body to edit', schema: replyDraftRecord },
    errors: [401, 404, 422],
    handler: async ({ em, req, params, admin }) =>
      replyDraft(em, (await findLeadFor(em, Number(params.id), admin!)).id, { template_id: req.query.template_id, language: req.query.language }),
  },
  {
    method: 'post',
    path: '/admin/contacts/{id}/replies',
    tag: 'Contact',
    summary: 'E-mail the homeowner a reply (queued, sent once, threaded under their confirmation)',
    description:
      "Stores the reply (status `queued`) and its job in one transaction, and stops the lead's response clock. The worker sends it " +
      'once (the `sent_emails` ledger), with `In-Reply-To` and `References` naming the homeowner confirmation. `client_id` is a UUID ' +
      'the client makes once per reply: the same request sent again answers the same reply (no second e-mail); used for another ' +
      'lead it is `409`. A lead whose data was erased, or one held back as spam, is refused with `422`.',
    auth: 'staff',
    idParams: ['id'],
    body: leadReplyInput,
    response: { status: 201, description: 'The reply, queued (or as it stands, when the same client_id was sent before)', schema: leadReplyRecord },
    errors: [401, 404, 409, 415, 422],
    handler: async ({ em, req, params, admin }) =>
      leadReplyView(await queueReply(em, (await findLeadFor(em, Number(params.id), admin!)).id, { username: admin!.username }, req.body)),
  },
];
