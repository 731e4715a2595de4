import {
  bookVisit,
  bookVisitWithEnquiry,
  cancelVisit,
  createBookingTokens,
  findVisitByToken,
  homeowner,
  issueVisitToken,
  moveVisit,
  openSlotsForCity,
  openSlotsForLead,
  visitView,
  type BookingTokens,
  type SlotList,
  type Visit,
} from '@northrock/core/booking';
import type { BookingPages, PageAnswer, PageBooked, PageSlots } from '@northrock/core/browser';
import type { FormTokens } from '@northrock/core/lead';
import { AppError, httpStatusOf, isDatabaseUnavailable, resolveJwtSecret, type Config, type Em, type Orm, type RateLimiter } from '@northrock/core/platform';
import type { Locale } from '@northrock/core/shared';
import { DATABASE_AWAY_MESSAGE } from '../http/errors';
import type { LiveLeads } from '../modules/live-leads/live-leads';

export interface BookingPagesDeps {
  orm: Orm;
  config: Config;
  limiter: RateLimiter;
  formTokens: FormTokens;
  liveLeads?: Pick<LiveLeads, 'announce' | 'announceVisit'>;
}

const pageSlots = (list: SlotList): PageSlots => ({
  time_zone: list.time_zone,
  slots: list.slots.map((s) => ({ start: s.start.toISOString(), label: s.label })),
});

/**
 * Runs one use case for a page: its answer, or its refusal as data (status, code, words, field
 * errors, and a taken slot's next open ones), so the page renders it instead of an error page.
 * A fault (500) is thrown as anywhere else.
 */
async function answer<T>(run: () => Promise<T>): Promise<PageAnswer<T>> {
  try {
    return { ok: await run() };
  } catch (err) {
    if (isDatabaseUnavailable(err)) return { refused: { status: 503, code: 'UNAVAILABLE', detail: DATABASE_AWAY_MESSAGE } };
    if (!(err instanceof AppError) || httpStatusOf[err.code] >= 500) throw err;
    const slots = err.extra.fields?.slots as SlotList['slots'] | undefined;
    return {
      refused: {
        status: httpStatusOf[err.code],
        code: err.code,
        detail: err.message,
        errors: err.extra.errors,
        slots: slots?.map((s) => ({ start: new Date(s.start).toISOString(), label: s.label })),
      },
    };
  }
}

/**
 * The public booking pages' side of the server (docs/web.md, "Booking"): the use cases REST and
 * GraphQL run (core's booking module), for the pages' loaders and their forms posted without
 * JavaScript. `address` is the client's (`clientIp`), for the enquiry's budgets.
 */
const tokensByConfig = new WeakMap<Config, BookingTokens>();
/** The signed booking and visit links, keyed from the server secret. */
export function bookingTokensOf(config: Config): BookingTokens {
  let tokens = tokensByConfig.get(config);
  if (!tokens) tokensByConfig.set(config, (tokens = createBookingTokens(resolveJwtSecret(config))));
  return tokens;
}

/** A booking's answer on the page: its start in the page's language and its visit link. */
async function booked(em: Em, tokens: BookingTokens, visit: Visit, locale: Locale): Promise<PageBooked> {
  return { label: (await visitView(em, visit, locale)).label, manage_token: issueVisitToken(tokens, visit) };
}

export function bookingPages(deps: BookingPagesDeps, address: string, userAgent: string | undefined): BookingPages {
  const tokens = bookingTokensOf(deps.config);
  const em = () => deps.orm.em.fork();
  /** Tells the open calendars of every gateway (`visitChanged`) once the change committed, as REST and GraphQL do. */
  const told = <T extends { id: string }>(visit: T): T => {
    deps.liveLeads?.announceVisit({ id: visit.id });
    return visit;
  };
  return {
    slotsForCity: (city, locale) => answer(async () => pageSlots(await openSlotsForCity(em(), city, { locale }))),
    slotsForToken: (token, locale) => answer(async () => pageSlots(await openSlotsForLead(em(), tokens.readBookingToken(token), { locale }))),
    visitForToken: (token, locale) =>
      answer(async () => {
        const e = em();
        const visit = await visitView(e, await findVisitByToken(e, tokens, token), locale);
        const slots = visit.status === 'booked' ? await openSlotsForCity(e, visit.city, { locale }) : { time_zone: visit.time_zone, slots: [] };
        return {
          visit: { label: visit.label, city: visit.city, estimator_name: visit.estimator_name, status: visit.status, time_zone: visit.time_zone },
          slots: pageSlots(slots),
        };
      }),
    bookWithToken: (token, start, locale) =>
      answer(async () => {
        const e = em();
        return booked(e, tokens, told(await bookVisit(e, { lead_id: tokens.readBookingToken(token), start, by: homeowner })), locale);
      }),
    bookWithEnquiry: (_request, fields, locale) =>
      answer(async () => {
        const intake = { limiter: deps.limiter, formTokens: deps.formTokens, announce: deps.liveLeads?.announce };
        const input = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
        const e = em();
        const { visit } = await bookVisitWithEnquiry(e, intake, { input: { ...input, language: locale }, address, userAgent }, tokens);
        return booked(e, tokens, told(visit), locale);
      }),
    moveByToken: (token, start, locale) =>
      answer(async () => {
        const e = em();
        const visit = await findVisitByToken(e, tokens, token);
        return booked(e, tokens, told(await moveVisit(e, visit.id, start, homeowner)), locale);
      }),
    cancelByToken: (token) =>
      answer(async () => {
        const e = em();
        told(await cancelVisit(e, (await findVisitByToken(e, tokens, token)).id, homeowner));
        return null;
      }),
  };
}
