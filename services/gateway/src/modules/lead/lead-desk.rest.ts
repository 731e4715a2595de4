import { z } from 'zod';
import {
  addLeadNote,
  adminLeadView,
  findLeadFor,
  leadNoteInput,
  exportLeadsCsv,
  listLeadNotes,
  markNotSpam,
  noteKinds,
  readLeadClock,
} from '@northrock/core/lead-desk';
import { listLeadChases } from '@northrock/core/lead-chase';
import { deliveryAlert, retryUndeliveredLeads } from '@northrock/core/lead-pipeline';
import type { RouteDef } from '../../http/route';
import { deliveryAlertRecord, leadChaseRecord } from './lead.records';

/** Extras on leads: CSV export and internal notes (staff), the delivery alert and retry (admin). */

const noteRecord = z.object({
  id: z.number().int(),
  author: z.string().describe('Username of the admin who wrote it'),
  body: z.string(),
  kind: z.enum(noteKinds).describe('note, or a call, email or visit made to the homeowner (those are a first response: the clock stops)'),
  created_at: z.iso.datetime(),
});

export const leadDeskRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/contacts/delivery-alert',
    tag: 'Contact',
    summary: 'Leads that have not reached staff and need an admin (the dashboard banner)',
    auth: true,
    response: { status: 200, description: 'Counts; undelivered 0 means nothing to do', schema: deliveryAlertRecord },
    errors: [401],
    handler: ({ em }) => deliveryAlert(em),
  },
  {
    method: 'post',
    path: '/admin/contacts/retry-undelivered',
    tag: 'Contact',
    summary: 'Retry now: queue the staff e-mail again for every lead of the delivery alert',
    description:
      'Each lead counted by `GET /admin/contacts/delivery-alert` gets a new staff e-mail job (and a new confirmation job when ' +
      'that is not sent either) that runs at once. A lead is never e-mailed twice: one e-mailed meanwhile is skipped.',
    auth: true,
    response: { status: 200, description: 'How many leads were queued again', schema: z.object({ retried: z.number().int() }) },
    errors: [401],
    handler: ({ em }) => retryUndeliveredLeads(em),
  },
  {
    method: 'get',
    path: '/admin/contacts/export',
    tag: 'Contact',
    summary: 'The filtered leads as a CSV file (newest first, every page)',
    description:
      'Query parameters: `status` (new, contacted or resolved; empty for all), `search` (name, email, phone or city), ' +
      '`source` (utm_source, else the referring host, else "direct"), `owner` (me, unassigned or an account id) and `spam=true` for the ' +
      'spam folder; an estimator gets only their own and unassigned leads. ' +
      'Columns: ID, Received, Status, Name, Email, Phone, Address, City, Subject, Message, Photos, Notes, Landing page, ' +
      'Form page, Referrer, Source, Medium, Campaign, Device, Owner (username), First response (time), Outcome, Job value (dollars), ' +
      'Lost reason. Every cell is quoted, and cells starting with = + - @, tab, CR or NUL are prefixed ' +
      'with an apostrophe, so spreadsheets show them as text whatever separator they split on.',
    auth: 'staff',
    response: { status: 200, description: 'text/csv attachment' },
    errors: [401, 422],
    handler: async ({ em, req, res, admin }) => {
      const q = req.query;
      const query = { status: q.status ?? '', search: q.search ?? '', spam: q.spam ?? '', source: q.source ?? '', owner: q.owner ?? '' };
      // Photo links in the file open on the site the admin downloaded it from.
      const csv = await exportLeadsCsv(em, query, admin!, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
      const day = new Date().toISOString().slice(0, 10);
      res.status(200).type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="leads-${day}.csv"`).send(csv);
    },
  },
  {
    method: 'get',
    path: '/admin/contacts/{id}/notes',
    tag: 'Contact',
    summary: 'Internal notes on a lead, oldest first',
    auth: 'staff',
    idParams: ['id'],
    response: { status: 200, description: 'Notes', schema: z.array(noteRecord) },
    errors: [401, 404],
    handler: ({ em, params, admin }) => listLeadNotes(em, Number(params.id), admin!),
  },
  {
    method: 'post',
    path: '/admin/contacts/{id}/notes',
    tag: 'Contact',
    summary: 'Add an internal note to a lead, signed by the signed-in account; kind call, email or visit answers the lead (the clock stops)',
    auth: 'staff',
    idParams: ['id'],
    body: leadNoteInput,
    response: { status: 201, description: 'The stored note', schema: noteRecord },
    errors: [401, 404, 415, 422],
    handler: ({ em, req, params, admin }) => addLeadNote(em, Number(params.id), admin!.username, req.body, admin!),
  },
  {
    method: 'post',
    path: '/admin/contacts/{id}/not-spam',
    tag: 'Contact',
    summary:
      'Release a lead the spam defence held back: it goes through the normal pipeline (photos, staff email, confirmation); ' +
      'for a possible spam lead (sent too fast, already with staff), the homeowner confirmation is sent',
    auth: 'staff',
    idParams: ['id'],
    response: { status: 200, description: 'The lead, no longer spam' },
    errors: [401, 404],
    handler: async ({ em, params, admin }) => adminLeadView(await markNotSpam(em, Number(params.id), admin!), undefined, await readLeadClock(em)),
  },
  {
    method: 'get',
    path: '/admin/contacts/{id}/chases',
    tag: 'Contact',
    summary: 'The chases of a lead, oldest first: who was e-mailed about it while nobody answered, and when',
    auth: 'staff',
    idParams: ['id'],
    response: { status: 200, description: 'Chases', schema: z.array(leadChaseRecord) },
    errors: [401, 404],
    handler: async ({ em, params, admin }) => listLeadChases(em, (await findLeadFor(em, Number(params.id), admin!)).id),
  },
];
