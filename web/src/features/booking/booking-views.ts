import type { PageSlot, PageVisit } from '@northrock/core/browser';

/**
 * What the booking pages render, as the gateway answers it (core's `BookingPages`): a slot's
 * start (ISO instant) with its label on the homeowner's clock, and a visit as the homeowner sees it.
 */
export type SlotView = PageSlot;
export type HomeownerVisitView = PageVisit;
export type VisitStatus = PageVisit['status'];

/**
 * What a booking form posted without JavaScript came to, for the page to render: booked (or
 * moved, cancelled), the time taken meanwhile with the next open slots (the server's 409), or a
 * refusal by the field (`start`, the enquiry's fields: 422) or above the form.
 */
export type BookingOutcome =
  | { status: 'booked'; label: string; manageToken?: string }
  | { status: 'moved'; label: string }
  | { status: 'cancelled' }
  | { status: 'taken'; slots: SlotView[] }
  | { status: 'invalid'; errors: Record<string, string>; values?: Record<string, string>; detail?: string };
