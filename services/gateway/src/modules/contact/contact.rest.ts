import type { Request } from 'express';
import { z } from 'zod';
import { contactInput, contactStatusInput, contactStatuses } from '@northrock/core/modules/contact/contact.schemas';
import {
  adminContactView,
  contactRateLimit,
  createContact,
  deliveryStates,
  listContacts,
  publicContactView,
  setContactStatus,
} from '@northrock/core/modules/contact/contact.service';
import { AppError } from '@northrock/core/platform/errors';
import type { RateLimiter, RateLimitRule } from '@northrock/core/platform/rate-limit';
import { clientIp } from '../../http/rest';
import type { RouteDef } from '../../http/route';
import { signOriginalPath } from '../media/media.routes';
import type { LinkSigner } from '../media/signed-links';

/** The stored submission (public answer of POST /contact; GraphQL's ContactSubmission). */
export const contactRecord = contactInput.extend({
  id: z.number().int(),
  status: z.enum(contactStatuses),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

const nullableTime = z.iso.datetime().nullable();

/** What the admin sees of a lead: the record, its photos (originals and variants) and its delivery. */
export const adminContactRecord = contactRecord.extend({
  photos: z.array(
    z.object({
      path: z.string().describe('The uploaded path (publicly: the large variant)'),
      large_url: z.string().nullable().describe('~1600 px WebP, once processed'),
      thumb_url: z.string().nullable().describe('~400 px JPEG, once processed'),
      original_url: z.string().nullable().describe('The file as uploaded: a signed link, valid 1 hour while this session lasts'),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      error: z.string().nullable().describe('Why no variants exist'),
    }),
  ),
  delivery_state: z.enum(deliveryStates).describe('received -> queued -> photos_ready -> staff_notified -> delivered, or failed'),
  delivery_error: z.string().nullable(),
  enqueued_at: nullableTime,
  photos_processed_at: nullableTime,
  staff_notified_at: nullableTime,
  homeowner_confirmed_at: nullableTime,
  delivery_failed_at: nullableTime,
});

/**
 * Runs `work` unless the client address is past `rule` on `route` (429 then). Only work that
 * succeeds counts: a homeowner fixing a typo in the form is never locked out by it.
 */
export async function withAddressLimit<T>(
  limiter: RateLimiter,
  req: Request,
  route: string,
  rule: RateLimitRule,
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = `${route}:${clientIp(req)}`;
  const state = await limiter.peek(key, rule);
  if (state.count >= rule.limit) {
    throw new AppError('RATE_LIMITED', `${message}; try again in ${state.retryAfterSeconds} s`, {
      retryAfterSeconds: state.retryAfterSeconds,
    });
  }
  const result = await work();
  await limiter.hit(key, rule);
  return result;
}

export interface ContactRouteDeps {
  limiter: RateLimiter;
  signer: LinkSigner;
}

export function contactRoutes(deps: ContactRouteDeps): RouteDef[] {
  return [
    {
      method: 'post',
      path: '/contact',
      tag: 'Contact',
      summary: 'Send an enquiry (a lead); photos are uploaded first with POST /upload',
      description:
        'Stored with status new, together with its delivery jobs, in one transaction: the answer 201 means the lead is saved ' +
        'and staff will be emailed, even if the queue is briefly unavailable. photo_urls must be paths returned by POST /upload ' +
        `in the last 24 hours. Limited to ${contactRateLimit.limit} enquiries per ${contactRateLimit.windowSeconds / 60} minutes per address.`,
      body: contactInput,
      response: { status: 201, description: 'The stored submission, status new', schema: contactRecord },
      errors: [415, 422, 429],
      handler: ({ em, req }) =>
        withAddressLimit(deps.limiter, req, 'POST /api/contact', contactRateLimit, 'Too many enquiries from your address', async () =>
          publicContactView(await createContact(em, req.body)),
        ),
    },
    {
      method: 'get',
      path: '/admin/contacts',
      tag: 'Contact',
      summary: 'Every submission, newest first, with photos (originals and variants) and delivery state',
      auth: true,
      response: { status: 200, description: 'Submissions', schema: z.array(adminContactRecord) },
      errors: [401],
      handler: async ({ em, admin }) => {
        const sign = signOriginalPath(deps.signer, admin!.sessionId);
        return (await listContacts(em)).map((s) => adminContactView(s, sign));
      },
    },
    {
      method: 'put',
      path: '/admin/contacts/{id}',
      tag: 'Contact',
      summary: 'Set the status (any of new, contacted, resolved from any other)',
      auth: true,
      idParams: ['id'],
      body: contactStatusInput,
      response: { status: 200, description: 'The updated submission', schema: adminContactRecord },
      errors: [401, 404, 415, 422],
      handler: async ({ em, req, params, admin }) =>
        adminContactView(await setContactStatus(em, Number(params.id), req.body), signOriginalPath(deps.signer, admin!.sessionId)),
    },
  ];
}
