import { z } from 'zod';
import { contactNoteInput } from '@northrock/core/modules/contact/contact-admin.schemas';
import { addContactNote, exportContactsCsv, listContactNotes } from '@northrock/core/modules/contact/contact-admin.service';
import type { RouteDef } from '../../http/route';

/** Admin-only extras on leads (issue 6): CSV export and internal notes. */

const noteRecord = z.object({
  id: z.number().int(),
  author: z.string().describe('Username of the admin who wrote it'),
  body: z.string(),
  created_at: z.iso.datetime(),
});

export const contactAdminRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/admin/contacts/export',
    tag: 'Contact',
    summary: 'The filtered leads as a CSV file (newest first, every page)',
    description:
      'Query parameters: `status` (new, contacted or resolved; empty for all) and `search` (name, email, phone or city). ' +
      'Cells starting with = + - @, tab or NUL are prefixed with an apostrophe so spreadsheets show them as text.',
    auth: true,
    response: { status: 200, description: 'text/csv attachment' },
    errors: [401, 422],
    handler: async ({ em, req, res }) => {
      const query = { status: req.query.status ?? '', search: req.query.search ?? '' };
      // Photo links in the file open on the site the admin downloaded it from.
      const csv = await exportContactsCsv(em, query, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
      const day = new Date().toISOString().slice(0, 10);
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .setHeader('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
        .send(csv);
    },
  },
  {
    method: 'get',
    path: '/admin/contacts/{id}/notes',
    tag: 'Contact',
    summary: 'Internal notes on a lead, oldest first',
    auth: true,
    idParams: ['id'],
    response: { status: 200, description: 'Notes', schema: z.array(noteRecord) },
    errors: [401, 404],
    handler: ({ em, params }) => listContactNotes(em, Number(params.id)),
  },
  {
    method: 'post',
    path: '/admin/contacts/{id}/notes',
    tag: 'Contact',
    summary: 'Add an internal note to a lead, signed by the signed-in admin',
    auth: true,
    idParams: ['id'],
    body: contactNoteInput,
    response: { status: 201, description: 'The stored note', schema: noteRecord },
    errors: [401, 404, 415, 422],
    handler: ({ em, req, params, admin }) => addContactNote(em, Number(params.id), admin!.username, req.body),
  },
];
