import { z } from 'zod';
import { contactInput, contactStatusInput, contactStatuses } from '@northrock/core/modules/contact/contact.schemas';
import { createContact, listContacts, setContactStatus } from '@northrock/core/modules/contact/contact.service';
import type { RouteDef } from '../../http/route';

export const contactRecord = contactInput.extend({
  id: z.number().int(),
  status: z.enum(contactStatuses),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export const contactRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/contact',
    tag: 'Contact',
    summary: 'Send an enquiry (a lead); photos are uploaded first with POST /upload',
    body: contactInput,
    response: { status: 201, description: 'The stored submission, status new', schema: contactRecord },
    errors: [415, 422, 429],
    handler: ({ em, req }) => createContact(em, req.body),
  },
  {
    method: 'get',
    path: '/admin/contacts',
    tag: 'Contact',
    summary: 'Every submission, newest first',
    auth: true,
    response: { status: 200, description: 'Submissions', schema: z.array(contactRecord) },
    errors: [401],
    handler: ({ em }) => listContacts(em),
  },
  {
    method: 'put',
    path: '/admin/contacts/{id}',
    tag: 'Contact',
    summary: 'Set the status (any of new, contacted, resolved from any other)',
    auth: true,
    idParams: ['id'],
    body: contactStatusInput,
    response: { status: 200, description: 'The updated submission', schema: contactRecord },
    errors: [401, 404, 415, 422],
    handler: ({ em, req, params }) => setContactStatus(em, Number(params.id), req.body),
  },
];
