/**
 * The contact form's fields and what the server answers when the form is posted without
 * JavaScript: core's (the gateway produces the answer, the page renders it), named here for the
 * feature's components and hooks.
 */
export { contactFields, type ContactField, type ContactFormOutcome, type ContactValues } from '@northrock/core/browser';
