/**
 * Accepting a lead, whatever carries it: REST `POST /api/contact`, GraphQL `submitContact` and
 * the contact page's form (its route's action) are thin adapters over `acceptLead`, which owns
 * the per-address budgets, the form's own photos, the client's id (a retry answers the stored
 * lead) and the live announcement; ../lead stores the lead and judges its spam signals.
 */
export { consumeAddressLimit, CONTACT_BUCKET, UPLOAD_BUCKET } from './address-limit.service';
export {
  CONTACT_PHOTOS_FIELD,
  contactFields,
  type ContactField,
  type ContactFormAnswer,
  type ContactFormOutcome,
  type ContactFormPage,
  type ContactValues,
  type SubmitContactForm,
} from './contact-form.schemas';
export { acceptLead, type AcceptedLead, type LeadIntakeDeps, type Enquiry } from './lead-intake.service';
