import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { leadAttributionFields, leadLanguages, type FormTokens } from '@northrock/core/lead';
import {
  acceptLead,
  CONTACT_PHOTOS_FIELD,
  contactFields,
  type ContactField,
  type ContactFormAnswer,
  type ContactFormOutcome,
  type ContactFormPage,
  type ContactValues,
} from '@northrock/core/lead-intake';
import { uploadLimits } from '@northrock/core/photo';
import { issueBookingToken } from '@northrock/core/booking';
import { AppError, httpStatusOf, isDatabaseUnavailable, type Config, type ObjectStore, type Orm, type RateLimiter } from '@northrock/core/platform';
import { DATABASE_AWAY_MESSAGE } from '../http/errors';
import { readMultipart } from '../modules/photo/multipart';
import type { LiveLeads } from '../modules/live-leads/live-leads';
import { bookingTokensOf } from './booking-pages';

const MAX_REQUEST_BYTES = uploadLimits.maxFiles * uploadLimits.maxFileBytes + 1024 * 1024;

export interface ContactFormDeps {
  orm: Orm;
  storage: ObjectStore;
  limiter: RateLimiter;
  /** Checks the form's signed render time, as `POST /api/contact` does. */
  formTokens: FormTokens;
  /** Tells the admin screens of every gateway about a saved lead, as the API does. */
  liveLeads?: Pick<LiveLeads, 'announce'>;
  /** The server secret's booking links: the thank-you offers the lead's open slots. */
  config: Config;
  tmpDir: string;
}

/** What the gateway knows of the post besides the request React Router hands over. */
export interface ContactFormClient extends ContactFormPage {
  /** The client's address (`clientIp`). */
  address: string;
}

/**
 * The fields read besides the lead's: the spam signals (docs/security.md) and the visit's
 * attribution, passed on as the API's client sends them; the page's language and the client's
 * id of the enquiry when the form carries them.
 */
const extraFields = ['website', 'form_token', 'language', 'client_id', ...leadAttributionFields] as const;

function fieldErrors(err: AppError): Pick<Extract<ContactFormOutcome, { status: 'invalid' }>, 'errors' | 'fileError'> {
  const errors: Partial<Record<ContactField, string>> = {};
  let fileError: string | undefined;
  for (const { field, message } of err.extra.errors ?? []) {
    if ((contactFields as readonly string[]).includes(field)) errors[field as ContactField] ??= message;
    else if (field.startsWith('photo_urls')) fileError ??= message;
  }
  return { errors, fileError };
}

/**
 * The contact form posted without JavaScript (the `/contact` route's action hands the request
 * over, body unread): one multipart request with the fields and the photos, read as it streams
 * (each photo checked and spooled to disk), then given to core's `acceptLead` like any other
 * lead. The answer is the outcome the page renders: sent, or the errors with every typed value
 * (the photos must be chosen again: a browser never refills a file input); or a refusal before
 * reading (too large 413, not a form 415). Another site's post never gets here (`assertSameSite`
 * in web.ts).
 */
export async function submitContactForm(deps: ContactFormDeps, request: Request, client: ContactFormClient): Promise<ContactFormAnswer> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES) {
    const mb = uploadLimits.maxFileBytes / (1024 * 1024);
    return { status: 413, refused: `Upload too large: at most ${uploadLimits.maxFiles} files of ${mb} MB each` };
  }
  const url = new URL(request.url);
  let body: Awaited<ReturnType<typeof readMultipart>>;
  try {
    const stream = request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]);
    body = await readMultipart(Object.assign(stream, { headers: Object.fromEntries(request.headers) }), deps.tmpDir, {
      fileField: CONTACT_PHOTOS_FIELD,
      fields: [...contactFields, ...extraFields],
    });
  } catch (err) {
    if (err instanceof AppError) return { status: httpStatusOf[err.code], refused: err.message };
    throw err;
  }
  const values = Object.fromEntries(contactFields.map((f) => [f, body.fields[f] ?? ''])) as ContactValues;
  const extras = Object.fromEntries(extraFields.flatMap((f) => (body.fields[f] ? [[f, body.fields[f]]] : [])));
  // Without JavaScript nothing remembers the visit: the form's own page is where it was sent from (and the landing page).
  extras.form_page ??= url.pathname + url.search;
  // The form's language field is a hint: a value that is no language of the site is ignored (the page's counts), never an error.
  if (extras.language !== undefined && !(leadLanguages as readonly string[]).includes(extras.language)) delete extras.language;
  extras.language ??= client.language;
  const invalid = (status: number, extra: Omit<Extract<ContactFormOutcome, { status: 'invalid' }>, 'status' | 'values'>): ContactFormAnswer => ({
    status,
    outcome: { status: 'invalid', values, ...extra },
  });
  try {
    const intake = { limiter: deps.limiter, storage: deps.storage, formTokens: deps.formTokens, announce: deps.liveLeads?.announce };
    const accepted = await acceptLead(deps.orm.em.fork(), intake, {
      input: { ...values, ...extras },
      address: client.address,
      userAgent: request.headers.get('user-agent') ?? undefined,
      photos: { files: body.files, problem: body.problem },
    });
    // The thank-you offers the open slots through the lead's booking link (none for a lead held back).
    const lead = accepted.lead;
    const bookingToken = lead.spam_at ? undefined : await issueBookingToken(deps.orm.em.fork(), bookingTokensOf(deps.config), lead.id);
    return { status: 200, outcome: { status: 'sent', uploadFailed: accepted.photosFailed || undefined, bookingToken } };
  } catch (err) {
    if (isDatabaseUnavailable(err)) return invalid(503, { errors: {}, detail: DATABASE_AWAY_MESSAGE });
    if (!(err instanceof AppError) || err.code === 'INTERNAL') throw err;
    const found = fieldErrors(err);
    // A problem shown by a field or the photos needs no other words; anything else (too many enquiries, a bad language) is said above the form.
    const shown = found.fileError !== undefined || (err.code === 'VALIDATION' && Object.keys(found.errors).length > 0);
    return invalid(httpStatusOf[err.code], { ...found, detail: shown ? undefined : err.message });
  }
}
