import type { Locale } from '../shared/fields.schemas';

/**
 * What the public booking pages (web: `/book`, `/book/<token>`, `/visit/<token>` and their French
 * twins) get from the gateway when they render or a form is posted without JavaScript
 * (services/gateway/src/web/booking-pages.ts): the same core functions as REST and GraphQL, with
 * a refusal as data, so a taken slot or a bad field renders the page again, never an error page.
 */
export interface PageSlot {
  /** The slot's start, ISO 8601 (what the form posts back as `start`). */
  start: string;
  /** On the homeowner's clock: "Tuesday, December 1, 9:00 a.m. CST". */
  label: string;
}

export interface PageSlots {
  time_zone: string;
  slots: PageSlot[];
}

export interface PageVisit {
  label: string;
  city: string;
  estimator_name: string;
  status: 'booked' | 'done' | 'no_show' | 'cancelled';
  time_zone: string;
}

export interface PageBooked {
  /** The visit's start on the homeowner's clock. */
  label: string;
  /** The visit link's token (`/visit/<token>`: move or cancel). */
  manage_token: string;
}

/** A refusal as the page renders it: its HTTP status, `AppError` code, words and field errors. */
export interface PageRefusal {
  status: number;
  code: string;
  detail: string;
  errors?: { field: string; message: string }[];
  /** A taken slot (409): the next open ones. */
  slots?: PageSlot[];
}

export type PageAnswer<T> = { ok: T } | { refused: PageRefusal };

export interface BookingPages {
  /** The next open slots of a town, on its clock, in `locale`. */
  slotsForCity(city: string, locale: Locale): Promise<PageAnswer<PageSlots>>;
  /** The next open slots for the lead a booking link names (tampered: 404, expired: 410). */
  slotsForToken(token: string, locale: Locale): Promise<PageAnswer<PageSlots>>;
  /** The visit a visit link names, with the slots it may move to. */
  visitForToken(token: string, locale: Locale): Promise<PageAnswer<{ visit: PageVisit; slots: PageSlots }>>;
  bookWithToken(token: string, start: string, locale: Locale): Promise<PageAnswer<PageBooked>>;
  /** The /book page's one step: the enquiry's fields (as the contact form's) and `start`. */
  bookWithEnquiry(request: Request, fields: Record<string, string>, locale: Locale): Promise<PageAnswer<PageBooked>>;
  moveByToken(token: string, start: string, locale: Locale): Promise<PageAnswer<PageBooked>>;
  cancelByToken(token: string): Promise<PageAnswer<null>>;
}
