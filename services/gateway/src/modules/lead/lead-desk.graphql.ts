import { addLeadNote, leadListQuery, type LeadNote, leadNoteInput, markNotSpam, notesByLead, searchLeads } from '@northrock/core/lead-desk';
import { deliveryAlert, retryUndeliveredLeads } from '@northrock/core/lead-pipeline';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue } from '../../graphql/crud-operations';
import { requestLoader } from '../../graphql/request-loader';
import { DateTimeScalar } from '../../graphql/scalars';
import { inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { eraseLead } from '@northrock/core/privacy';
import { AppError } from '@northrock/core/platform';
import { deliveryAlertRecord } from './lead.records';
import { LeadType } from './lead.graphql';

/** Admin-only extras on leads: filtered pages, internal notes, the delivery alert. CSV export is REST. */

const LeadNoteType = builder.objectRef<LeadNote>('ContactNote').implement({
  description: 'An internal note on a lead: who wrote what, when. Staff only; notes are never deleted.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    author: t.exposeString('author', { description: 'Username of the admin who wrote it.' }),
    body: t.exposeString('body'),
    created_at: t.field({ type: DateTimeScalar, resolve: (note) => note.created_at }),
  }),
});

const LeadPageType = builder.objectRef<Awaited<ReturnType<typeof searchLeads>>>('ContactPage').implement({
  description: 'One page of leads matching the filters, newest first.',
  fields: (t) => ({
    items: t.field({ type: [LeadType], resolve: (page) => page.items }),
    total: t.exposeInt('total', { description: 'How many leads match the filters (all pages).' }),
    page: t.exposeInt('page'),
    page_size: t.exposeInt('page_size'),
  }),
});

const ContactListFilter = inputTypeFromZod('ContactListFilter', leadListQuery, 'Filters of the admin leads list.');
const ContactNoteInput = inputTypeFromZod('ContactNoteInput', leadNoteInput);

/** One query for the notes of every lead on a page, per request. */
const noteLoader = requestLoader((ctx, ids) => notesByLead(ctx.em, ids));

builder.objectField(LeadType, 'notes', (t) =>
  t.field({
    type: [LeadNoteType],
    authScopes: adminOnly,
    description: 'Internal notes, oldest first (admin).',
    resolve: (contact, _args, ctx) => noteLoader(ctx).load(contact.id),
  }),
);

builder.queryField('contactPage', (t) =>
  t.field({
    type: LeadPageType,
    authScopes: adminOnly,
    description: 'Leads filtered by status and text (name, email, phone, city), newest first, one page at a time.',
    args: { filter: t.arg({ type: ContactListFilter, required: false }) },
    resolve: (_root, args, ctx) => searchLeads(ctx.em, inputValue({ ...(args.filter ?? {}) })),
  }),
);

builder.mutationField('markContactNotSpam', (t) =>
  t.field({
    type: LeadType,
    authScopes: adminOnly,
    description: 'Release a lead the spam defence held back: it goes through the normal pipeline.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => markNotSpam(ctx.em, args.id),
  }),
);

builder.mutationField('eraseContact', (t) =>
  t.field({
    type: LeadType,
    authScopes: adminOnly,
    description:
      "Erase the homeowner's personal data (a request under the law): name, e-mail, phone, address, subject, message, photos and notes. The lead keeps its status, dates, city and source for the counts.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.storage) throw new AppError('UNAVAILABLE', 'Erasing is available over /graphql only');
      const admin = await ctx.admin();
      return eraseLead(ctx.em, ctx.storage, args.id, { id: admin.userId, username: admin.username });
    },
  }),
);

builder.mutationField('addContactNote', (t) =>
  t.field({
    type: LeadNoteType,
    authScopes: adminOnly,
    description: 'Add an internal note to a lead, signed by the signed-in admin.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ContactNoteInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const admin = await ctx.admin();
      return addLeadNote(ctx.em, args.id, admin.username, inputValue(args.input));
    },
  }),
);

const DeliveryAlertType = objectTypeFromZod<Awaited<ReturnType<typeof deliveryAlert>>>('DeliveryAlert', deliveryAlertRecord, {
  description: 'Leads that have not reached staff and need an admin: the dashboard shows a red banner while undelivered > 0.',
});

builder.queryField('deliveryAlert', (t) =>
  t.field({
    type: DeliveryAlertType,
    authScopes: adminOnly,
    description: 'Leads whose staff e-mail gave up or has not gone out 10 minutes after submission.',
    resolve: (_root, _args, ctx) => deliveryAlert(ctx.em),
  }),
);

builder.mutationField('retryUndeliveredLeads', (t) =>
  t.int({
    authScopes: adminOnly,
    description: 'Retry now: queue the staff e-mail again for every lead of the delivery alert; answers how many.',
    resolve: async (_root, _args, ctx) => (await retryUndeliveredLeads(ctx.em)).retried,
  }),
);
