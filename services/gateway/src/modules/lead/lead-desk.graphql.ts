import DataLoader from 'dataloader';
import {
  addLeadNote,
  leadListQuery,
  type LeadNote,
  leadNoteInput,
  leadSorts,
  markNotSpam,
  noteKinds,
  notesByLead,
  searchLeads,
} from '@northrock/core/lead-desk';
import { chaseKinds, chasesByLead, type ChaseView } from '@northrock/core/lead-chase';
import { deliveryAlert, retryUndeliveredLeads } from '@northrock/core/lead-pipeline';
import { builder } from '../../graphql/builder';
import type { GraphqlContext } from '../../graphql/context';
import { adminOnly, inputValue } from '../../graphql/crud-operations';
import { DateTimeScalar } from '../../graphql/scalars';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { eraseLead } from '@northrock/core/privacy';
import { AppError } from '@northrock/core/platform';
import { deliveryAlertRecord, leadChaseRecord } from './lead.records';
import { LeadType } from './lead.graphql';

/** Admin-only extras on leads: filtered pages, internal notes, chases, the delivery alert. CSV export is REST. */

const NoteKindEnum = enumFromValues('ContactNoteKind', noteKinds, 'A plain note, or a call, e-mail or visit made to the homeowner (those stop the clock).');
enumFromValues('ContactSort', leadSorts, 'Order of the leads list: newest first, or the longest waiting unanswered lead first.');
enumFromValues('LeadChaseKind', chaseKinds, 'Who a chase e-mailed: the owner, the admins, the opening-time digest, or the follow-up reminder.');
const LeadChaseType = objectTypeFromZod<ChaseView>('LeadChase', leadChaseRecord, {
  description: 'One chase of an unanswered lead: who was e-mailed about it, and when (each at most once).',
});

const LeadNoteType = builder.objectRef<LeadNote>('ContactNote').implement({
  description: 'An internal note on a lead: who wrote what, when. Staff only; notes are never deleted.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    author: t.exposeString('author', { description: 'Username of the admin who wrote it.' }),
    body: t.exposeString('body'),
    kind: t.field({ type: NoteKindEnum, resolve: (note) => note.kind as (typeof noteKinds)[number] }),
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
const noteLoaders = new WeakMap<GraphqlContext, DataLoader<number, LeadNote[]>>();
function noteLoader(ctx: GraphqlContext): DataLoader<number, LeadNote[]> {
  let loader = noteLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byContact = await notesByLead(ctx.em, ids);
      return ids.map((id) => byContact.get(id) ?? []);
    });
    noteLoaders.set(ctx, loader);
  }
  return loader;
}

/** One query for the chases of every lead on a page, per request. */
const chaseLoaders = new WeakMap<GraphqlContext, DataLoader<number, ChaseView[]>>();
function chaseLoader(ctx: GraphqlContext): DataLoader<number, ChaseView[]> {
  let loader = chaseLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byLead = await chasesByLead(ctx.em, ids);
      return ids.map((id) => byLead.get(id) ?? []);
    });
    chaseLoaders.set(ctx, loader);
  }
  return loader;
}

builder.objectField(LeadType, 'chases', (t) =>
  t.field({
    type: [LeadChaseType],
    authScopes: adminOnly, // staff:
    description: 'Who was e-mailed about the lead while nobody answered it, oldest first (admin).',
    resolve: (contact, _args, ctx) => chaseLoader(ctx).load(contact.id),
  }),
);

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
    authScopes: adminOnly, // staff:
    description: 'Add an internal note to a lead, signed by the signed-in admin; kind call, email or visit answers the lead (the clock stops).',
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
