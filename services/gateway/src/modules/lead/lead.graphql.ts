import { leadLanguages, leadStatuses, type Lead, enquiryInput, deviceClasses, leadOutcomes, lostReasons, leadExternalNames } from '@northrock/core/lead';
import { acceptLead } from '@northrock/core/lead-intake';
import { leadClockView, leadPhotos, listLeads, readLeadClock, setLeadStatus, type LeadClock } from '@northrock/core/lead-desk';
import { deliveryState, deliveryStates } from '@northrock/core/lead-pipeline';
import { AppError } from '@northrock/core/platform';
import { builder } from '../../graphql/builder';
import { inputValue, staffOnly } from '../../graphql/crud-operations';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { signOriginalPath } from '../media/media.routes';
import { clientIp } from '../../http/rest';
import { adminLeadRecord, leadRecord } from './lead.records';
import type { GraphqlContext } from '../../graphql/context';
import { firstResponseKinds } from '@northrock/core/lead';

const LeadStatusEnum = enumFromValues('ContactStatus', leadStatuses, 'Where a lead stands; any may follow any.');
enumFromValues('DeliveryState', deliveryStates, "Where a lead's photos and emails are in the pipeline.");
enumFromValues('DeviceClass', deviceClasses, 'The kind of device a lead was sent from, from its User-Agent at submission.');
enumFromValues('FirstResponseKind', firstResponseKinds, "What stopped a lead's response clock.");
enumFromValues('LeadLanguage', leadLanguages, 'The language a lead was sent in (the page it was sent from).');

/**
 * The office's clock, read once per request however many leads it answers. A live-leads stream
 * keeps its context for hours: there the reading is renewed when it is older than a few seconds.
 */
const CLOCK_FRESH_MS = 5_000;
const clocks = new WeakMap<GraphqlContext, { read: number; clock: Promise<LeadClock> }>();
function requestClock(ctx: GraphqlContext): Promise<LeadClock> {
  let entry = clocks.get(ctx);
  if (!entry || Date.now() - entry.read > CLOCK_FRESH_MS) {
    entry = { read: Date.now(), clock: readLeadClock(ctx.em.fork()) };
    clocks.set(ctx, entry);
  }
  return entry.clock;
}
// Registered on the builder: the zod schemas' enum fields find them by their values (graphql/zod-types.ts).
enumFromValues('LeadOutcome', leadOutcomes, "A lead's outcome apart from its status.");
enumFromValues('LostReason', lostReasons, 'Why a lead was lost.');

objectTypeFromZod('ContactPhoto', adminLeadRecord.shape.photos.element, {
  description: 'An attached photo and what the worker made of it. Paths are site-relative: prefix the backend host.',
});

/**
 * A lead: the fields of REST's answer to `POST /api/contact` for anyone (what `submitContact`
 * returns), plus photos with their variants and the delivery state for the admin only, as
 * `GET /api/admin/contacts` answers them.
 */
// Its published GraphQL name (services/core/src/modules/lead/lead.external-names.ts).
export const LeadType = objectTypeFromZod<Lead>(leadExternalNames.entityType, adminLeadRecord, {
  description: "A lead: a homeowner's request sent with the contact form. Photo paths are site-relative: prefix the backend host.",
  staffOnly: Object.keys(adminLeadRecord.shape).filter((key) => !(key in leadRecord.shape)),
  resolve: {
    delivery_state: (s) => deliveryState(s),
    spam_reason: (s) => s.spam_reason ?? null,
    outcome: (s) => s.outcome ?? 'open',
    possible_spam: (s) => s.possible_spam ?? false,
    photos_pending: (s) => s.photos_pending ?? 0,
    photos_missing: (s) => s.photos_missing ?? 0,
    waiting_office_minutes: async (s, ctx) => leadClockView(s, await requestClock(ctx)).waiting_office_minutes,
    response_office_minutes: async (s, ctx) => leadClockView(s, await requestClock(ctx)).response_office_minutes,
    photos: async (s, ctx) => leadPhotos(s, ctx.signer && signOriginalPath(ctx.signer, (await ctx.staff()).sessionId)),
  },
});

export const ContactInput = inputTypeFromZod('ContactInput', enquiryInput, 'The public contact form; upload photos first with POST /api/upload.');

builder.queryField('contacts', (t) =>
  t.field({
    type: [LeadType],
    authScopes: staffOnly,
    description: 'Every lead the signed-in account sees, newest first (`contactPage` filters and pages them).',
    resolve: async (_root, _args, ctx) => listLeads(ctx.em, await ctx.staff()),
  }),
);

builder.mutationFields((t) => ({
  submitContact: t.field({
    type: LeadType,
    description:
      'Send a lead (public); it is stored with status new and staff are emailed. A `client_id` already stored answers that lead (a retry stores nothing).',
    args: { input: t.arg({ type: ContactInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.limiter) throw new AppError('UNAVAILABLE', 'Enquiries are accepted over /graphql only');
      const intake = { limiter: ctx.limiter, formTokens: ctx.formTokens, announce: ctx.liveLeads?.announce };
      const { lead } = await acceptLead(ctx.em, intake, { input: inputValue(args.input), address: clientIp(ctx.req), userAgent: ctx.req.get('user-agent') });
      return lead;
    },
  }),
  setContactStatus: t.field({
    type: LeadType,
    authScopes: staffOnly,
    description: 'Set the status of a lead.',
    args: { id: t.arg.int({ required: true }), status: t.arg({ type: LeadStatusEnum, required: true }) },
    resolve: async (_root, args, ctx) => setLeadStatus(ctx.em, args.id, { status: args.status }, await ctx.staff()),
  }),
}));
