import {
  contactPhotos,
  contactRateLimit,
  contactStatuses,
  type ContactSubmission,
  contactSubmissionInput,
  createContact,
  deliveryState,
  deliveryStates,
  deviceClasses,
  listContacts,
  setContactStatus,
} from '@northrock/core/contact';
import { AppError } from '@northrock/core/platform';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue } from '../../graphql/crud-operations';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { signOriginalPath } from '../media/media.routes';
import { consumeAddressLimit, CONTACT_BUCKET } from '../../http/address-limit';
import { adminContactRecord, contactRecord } from './contact.records';

export const ContactStatusEnum = enumFromValues('ContactStatus', contactStatuses, 'Where a lead stands; any may follow any.');
enumFromValues('DeliveryState', deliveryStates, "Where a lead's photos and emails are in the pipeline.");
enumFromValues('DeviceClass', deviceClasses, 'The kind of device a lead was sent from, from its User-Agent at submission.');

objectTypeFromZod('ContactPhoto', adminContactRecord.shape.photos.element, {
  description: 'An attached photo and what the worker made of it. Paths are site-relative: prefix the backend host.',
});

/**
 * A lead: the fields of REST's answer to `POST /api/contact` for anyone (what `submitContact`
 * returns), plus photos with their variants and the delivery state for the admin only, as
 * `GET /api/admin/contacts` answers them.
 */
export const ContactSubmissionType = objectTypeFromZod<ContactSubmission>('ContactSubmission', adminContactRecord, {
  description: "A homeowner's enquiry (a lead). Photo paths are site-relative: prefix the backend host.",
  adminOnly: Object.keys(adminContactRecord.shape).filter((key) => !(key in contactRecord.shape)),
  resolve: {
    delivery_state: (s) => deliveryState(s),
    spam_reason: (s) => s.spam_reason ?? null,
    photos: async (s, ctx) => contactPhotos(s, ctx.signer && signOriginalPath(ctx.signer, (await ctx.admin()).sessionId)),
  },
});

const ContactInput = inputTypeFromZod('ContactInput', contactSubmissionInput, 'The public contact form; upload photos first with POST /api/upload.');

builder.queryField('contacts', (t) =>
  t.field({
    type: [ContactSubmissionType],
    authScopes: adminOnly,
    description: 'Every submission, newest first (`contactPage` filters and pages them).',
    resolve: (_root, _args, ctx) => listContacts(ctx.em),
  }),
);

builder.mutationFields((t) => ({
  submitContact: t.field({
    type: ContactSubmissionType,
    description: 'Send an enquiry (public); it is stored with status new and staff are emailed.',
    args: { input: t.arg({ type: ContactInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.limiter) throw new AppError('UNAVAILABLE', 'Enquiries are accepted over /graphql only');
      await consumeAddressLimit(ctx.limiter, ctx.req, CONTACT_BUCKET, contactRateLimit, 'Too many enquiries from your address');
      return createContact(ctx.em, inputValue(args.input), {
        formTokens: ctx.formTokens,
        userAgent: ctx.req.get('user-agent'),
        announce: ctx.liveLeads?.announce,
      });
    },
  }),
  setContactStatus: t.field({
    type: ContactSubmissionType,
    authScopes: adminOnly,
    description: 'Set the status of a submission.',
    args: { id: t.arg.int({ required: true }), status: t.arg({ type: ContactStatusEnum, required: true }) },
    resolve: (_root, args, ctx) => setContactStatus(ctx.em, args.id, { status: args.status }),
  }),
}));
