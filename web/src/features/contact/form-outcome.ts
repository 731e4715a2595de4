/**
 * The contact form's fields and what the server answers when the form is posted without
 * JavaScript. No React here: the gateway, which handles that post, imports it too.
 */
export const contactFields = ['name', 'email', 'phone', 'address', 'city', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export type ContactFormOutcome =
  | {
      status: 'sent';
      /** docs/product.md §8: the photos could not be stored; the enquiry went without them. */
      uploadFailed?: boolean;
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
