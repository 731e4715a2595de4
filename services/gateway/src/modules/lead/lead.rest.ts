import type { Request } from 'express';
import { acceptLead } from '@northrock/core/lead-intake';
import { clientIp } from '../../http/rest';
import { adminLeadRecord, submittedLeadRecord } from './lead.records';
import { issueBookingToken } from '@northrock/core/booking';
import { bookingTokensFor } from '../booking/booking-links';
import { z } from 'zod';
import { leadRateLimit, leadStatuses, leadStatusInput, enquiryInput, type FormTokens, publicLeadView } from '@northrock/core/lead';
import { adminLeadView, LEAD_PAGE_SIZE, leadListQuery, leadSorts, listLeads, readLeadClock, searchLeads, setLeadStatus } from '@northrock/core/lead-desk';
import type { Config, ObjectStore, RateLimiter } from '@northrock/core/platform';
import { eraseLead } from '@northrock/core/privacy';
import type { RouteDef } from '../../http/route';
import { signOriginalPath } from '../media/media.routes';
import type { LinkSigner } from '../media/signed-links';
import type { LiveLeads } from '../live-leads/live-leads';

/** The query parameters of the leads list: the filters GraphQL's `contactPage` takes. */
const contactListKeys = Object.keys(leadListQuery.shape);

/** `Link` header of one page: the same request with `page` moved by one, where such a page exists. */
function pageLinks(req: Request, page: { page: number; page_size: number; total: number }): string | undefined {
  const at = (n: number) => {
    const params = new URLSearchParams(req.query as Record<string, string>);
    params.set('page', String(n));
    params.set('page_size', String(page.page_size));
    return `</api${req.path}?${params}>`;
  };
  const links: string[] = [];
  if (page.page * page.page_size < page.total) links.push(`${at(page.page + 1)}; rel="next"`);
  if (page.page > 1) links.push(`${at(page.page - 1)}; rel="prev"`);
  return links.length ? links.join(', ') : undefined;
}

export interface ContactRouteDeps {
  /** The server secret's booking links (the answer carries the lead's). */
  config: Config;
  limiter: RateLimiter;
  signer: LinkSigner;
  /** Checks the web form's signed render time (spam defence). */
  formTokens: FormTokens;
  /** Tells the admin screens of every gateway about a saved lead. */
  liveLeads?: Pick<LiveLeads, 'announce'>;
  /** Erasing a lead removes its stored photos. */
  storage: ObjectStore;
}

export function leadRoutes(deps: ContactRouteDeps): RouteDef[] {
  return [
    {
      method: 'post',
      path: '/contact',
      tag: 'Contact',
      summary: 'Send a lead; photos are uploaded first with POST /upload',
      description:
        'Stored with status new, together with its delivery jobs, in one transaction: the answer 201 means the lead is saved ' +
        'and staff will be emailed, even if the queue is briefly unavailable. photo_urls must be paths returned by POST /upload ' +
        `in the last 24 hours. Limited to ${leadRateLimit.limit} attempts per ${leadRateLimit.windowSeconds / 60} minutes per address ` +
        '(counted with GraphQL submitContact). `website` and `form_token` are what the web form adds against spam; a client that ' +
        'leaves them out is treated like any other. `client_id` (a UUID the client makes once per enquiry) makes sending safe to ' +
        'repeat: a request whose client_id is already stored answers that lead (the same answer, 201) and stores nothing.',
      body: enquiryInput,
      response: { status: 201, description: "The stored lead, status new, with its booking link's token", schema: submittedLeadRecord },
      errors: [415, 422, 429],
      handler: async ({ em, req }) => {
        const intake = { limiter: deps.limiter, formTokens: deps.formTokens, announce: deps.liveLeads?.announce };
        const { lead } = await acceptLead(em, intake, { input: req.body, address: clientIp(req), userAgent: req.get('user-agent') });
        const booking_token = lead.spam_at ? null : await issueBookingToken(em, bookingTokensFor(deps.config), lead.id);
        return { ...publicLeadView(lead), booking_token };
      },
    },
    {
      method: 'get',
      path: '/admin/contacts',
      tag: 'Contact',
      summary: 'The leads, newest first, with photos (originals and variants) and delivery state',
      description:
        'Without query parameters: every lead (the list the Contacts screen shows). With `page` and/or `page_size` (or a filter): ' +
        'one page of them, still a plain list; `X-Total-Count` says how many match, and `Link` points to the next and previous pages. ' +
        'An estimator gets only the leads assigned to them and the unassigned ones.',
      auth: 'staff',
      query: [
        { name: 'page', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'page_size', description: `Leads per page (default ${LEAD_PAGE_SIZE})`, schema: { type: 'integer', minimum: 1, maximum: 100 } },
        { name: 'status', description: 'Only this status (new, contacted or resolved)', schema: { type: 'string', enum: [...leadStatuses] } },
        { name: 'search', description: 'Name, email, phone or city contains this text', schema: { type: 'string', maxLength: 200 } },
        {
          name: 'source',
          description: 'Only leads from this source: utm_source, else the referring host, else "direct" (any case)',
          schema: { type: 'string', maxLength: 253 },
        },
        {
          name: 'spam',
          description: 'true: the spam folder, the leads the spam defence held back (otherwise they are left out of a filtered list)',
          schema: { type: 'boolean', default: false },
        },
        {
          name: 'owner',
          description: '"My leads": `me`, `unassigned` or an account id',
          schema: { type: 'string', pattern: '^(me|unassigned|[1-9][0-9]{0,9})$' },
        },
        { name: 'answered', description: 'false: only leads nobody has answered yet (the clock runs); true: only answered ones', schema: { type: 'boolean' } },
        {
          name: 'sort',
          description: 'newest (default), or waiting: unanswered leads first, the longest waiting first, then answered ones newest first',
          schema: { type: 'string', enum: [...leadSorts], default: 'newest' },
        },
      ],
      response: {
        status: 200,
        description: 'Leads',
        schema: z.array(adminLeadRecord),
        headers: {
          'X-Total-Count': { description: 'How many leads match (every page)', schema: { type: 'integer' } },
          Link: { description: 'RFC 8288 links to the `next` and `prev` pages, when paging', schema: { type: 'string' } },
        },
      },
      errors: [401, 422],
      handler: async ({ em, req, res, admin }) => {
        const sign = signOriginalPath(deps.signer, admin!.sessionId);
        const clock = await readLeadClock(em);
        const q = req.query as Record<string, string | undefined>;
        if (contactListKeys.every((k) => q[k] === undefined)) {
          const all = await listLeads(em, admin!);
          res.setHeader('X-Total-Count', String(all.length));
          return all.map((s) => adminLeadView(s, sign, clock));
        }
        // Every filter of the Contacts screen (the same schema as GraphQL's contactPage), nothing else.
        const page = await searchLeads(em, Object.fromEntries(contactListKeys.map((k) => [k, q[k]])), admin!);
        res.setHeader('X-Total-Count', String(page.total));
        const links = pageLinks(req, page);
        if (links) res.setHeader('Link', links);
        return page.items.map((s) => adminLeadView(s, sign, clock));
      },
    },
    {
      method: 'post',
      path: '/admin/contacts/{id}/erase',
      tag: 'Contact',
      summary: "Erase the homeowner's personal data (a request under the law)",
      description:
        'Empties the name, e-mail, phone, address, subject and message, deletes the photos and notes, and strips the lead from the ' +
        'activity history; the lead keeps its status, dates, city and source for the counts. 409 while its e-mails are still being sent.',
      auth: true,
      idParams: ['id'],
      response: { status: 200, description: 'The erased lead', schema: adminLeadRecord },
      errors: [401, 404, 409],
      handler: async ({ em, params, admin }) =>
        adminLeadView(
          await eraseLead(em, deps.storage, Number(params.id), { id: admin!.userId, username: admin!.username }),
          signOriginalPath(deps.signer, admin!.sessionId),
          await readLeadClock(em),
        ),
    },
    {
      method: 'put',
      path: '/admin/contacts/{id}',
      tag: 'Contact',
      summary: 'Set the status (any of new, contacted, resolved from any other); leaving new is the first response (the clock stops)',
      auth: 'staff',
      idParams: ['id'],
      body: leadStatusInput,
      response: { status: 200, description: 'The updated lead', schema: adminLeadRecord },
      errors: [401, 404, 415, 422],
      handler: async ({ em, req, params, admin }) =>
        adminLeadView(await setLeadStatus(em, Number(params.id), req.body, admin!), signOriginalPath(deps.signer, admin!.sessionId), await readLeadClock(em)),
    },
  ];
}
