import type { LeadLanguage } from '../lead/lead.schemas';

/**
 * The contact page's form posted without JavaScript: its field names and what the server
 * answers. Browser-safe (no server code): web/ renders the outcome, the gateway produces it.
 */
export const contactFields = ['name', 'email', 'phone', 'address', 'city', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** The form's file input (`name="photos"`), repeated for each photo. */
export const CONTACT_PHOTOS_FIELD = 'photos';

export type ContactFormOutcome =
  | {
      status: 'sent';
      /** docs/product.md §8: the photos could not be stored; the enquiry went without them. */
      uploadFailed?: boolean;
      /** The lead's signed booking link's token: the thank-you offers its open slots (docs/web.md, "Booking"). */
      bookingToken?: string;
    }
  | {
      status: 'invalid';
      /** What was typed, kept. */
      values: ContactValues;
      errors: Partial<Record<ContactField, string>>;
      fileError?: string;
      /** A problem that is no field's (too many enquiries, a service down). */
      detail?: string;
    };

/**
 * The answer to a post of the form: the HTTP status and the outcome the page renders, or a
 * refusal before the form was read (`refused`: another site's post 403, a body too large 413),
 * which the page answers as an error.
 */
export type ContactFormAnswer = { status: number; outcome: ContactFormOutcome } | { status: number; refused: string };

/** What the page knows of a post that the body does not say. */
export interface ContactFormPage {
  /** The page's language (from its path): the lead's, unless the form sends a `language` field. */
  language: LeadLanguage;
}

/**
 * Accepts the form posted to its own page (the route's `action` calls it with the request as
 * React Router hands it over, body unread): the gateway's, through the load context.
 */
export type SubmitContactForm = (request: Request, page: ContactFormPage) => Promise<ContactFormAnswer>;
