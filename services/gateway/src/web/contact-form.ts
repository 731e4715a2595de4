import type { Request } from 'express';
import { contactFields, type ContactField, type ContactFormOutcome, type ContactValues } from '@northrock/web/features/contact/form-outcome';
import { contactMessages } from '@northrock/web/features/contact/content';
import type { ContactFormPostResult } from '@northrock/web/app/load-context';
import { leadInput, leadRateLimit, createLead, type FormTokens, leadAttributionFields, storeUploads } from '@northrock/core/lead';
import { discardSpooled, uploadLimits, uploadRateLimit } from '@northrock/core/upload';
import { validate } from '@northrock/core/shared';
import { AppError, type Config, httpStatusOf, type ObjectStore, type Orm, type RateLimiter } from '@northrock/core/platform';
import { clientIp } from '../http/rest';
import { consumeAddressLimit, CONTACT_BUCKET, UPLOAD_BUCKET } from '../http/address-limit';
import { readMultipart } from '../modules/upload/multipart';
import type { LiveLeads } from '../modules/live-leads/live-leads';

/** The contact page's file input (`name="photos"`). */
const PHOTOS_FIELD = 'photos';
const MAX_REQUEST_BYTES = uploadLimits.maxFiles * uploadLimits.maxFileBytes + 1024 * 1024;

export interface ContactFormDeps {
  orm: Orm;
  config: Pick<Config, 'publicUrl'>;
  storage: ObjectStore;
  limiter: RateLimiter;
  /** Checks the form's signed render time, as `POST /api/contact` does. */
  formTokens: FormTokens;
  /** Tells the admin screens of every gateway about a saved lead, as the API does. */
  liveLeads?: Pick<LiveLeads, 'announce'>;
  tmpDir: string;
}

/** What the form carries against spam (docs/security.md), passed on as the API's client sends it; the visit's attribution likewise. */
const spamSignals = ['website', 'form_token'] as const;

/**
 * Only this site's own contact page may post the form: browsers say where a post comes from
 * (`Sec-Fetch-Site`, else `Origin`), and a post from another site is refused before its body
 * is read. Without either header (not a browser) it is refused too: the API is for programs.
 */
export function assertSameOrigin(req: Request, publicUrl: string): void {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin') return;
    throw new AppError('FORBIDDEN', 'The contact form can only be sent from this site');
  }
  const origin = req.headers.origin;
  const own = new Set([new URL(publicUrl).origin, `${req.protocol}://${req.get('host')}`]);
  if (typeof origin === 'string' && own.has(origin)) return;
  throw new AppError('FORBIDDEN', 'The contact form can only be sent from this site');
}

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
 * The contact form posted without JavaScript: one multipart request with the fields and the
 * photos. It goes through what the API's two calls run, in their order: the enquiry's schema,
 * then `POST /api/upload`'s checks and storage, then `POST /api/contact`'s service, with the
 * same per-address budgets. The answer is the outcome the page renders: sent, or the errors
 * with every typed value (the photos must be chosen again: a browser never refills a file input).
 */
export async function submitContactForm(deps: ContactFormDeps, req: Request): Promise<ContactFormPostResult> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Upload too large: at most ${uploadLimits.maxFiles} files of ${uploadLimits.maxFileBytes / (1024 * 1024)} MB each`);
  }
  const body = await readMultipart(req, deps.tmpDir, { fileField: PHOTOS_FIELD, fields: [...contactFields, ...spamSignals, ...leadAttributionFields] });
  const signals = Object.fromEntries([...spamSignals, ...leadAttributionFields].flatMap((f) => (body.fields[f] ? [[f, body.fields[f]]] : [])));
  // Without JavaScript nothing remembers the visit: the form's own page is where it was sent from (and the landing page).
  signals.form_page ??= req.originalUrl;
  const values = Object.fromEntries(contactFields.map((f) => [f, body.fields[f] ?? ''])) as ContactValues;
  const invalid = (status: number, extra: Omit<Extract<ContactFormOutcome, { status: 'invalid' }>, 'status' | 'values'>): ContactFormPostResult => ({
    status,
    outcome: { status: 'invalid', values, ...extra },
  });
  const em = deps.orm.em.fork();
  try {
    // Every attempt counts, before any work, in the budget the API's POST /contact uses.
    await consumeAddressLimit(deps.limiter, req, CONTACT_BUCKET, leadRateLimit, 'Too many enquiries from your address');
    // The text first: a form with a missing field stores no photo.
    try {
      validate(leadInput, { ...values, photo_urls: [] });
    } catch (err) {
      if (err instanceof AppError && err.code === 'VALIDATION') {
        await discardSpooled(body.files);
        const found = fieldErrors(err);
        return invalid(422, { errors: found.errors, fileError: body.problem instanceof AppError ? body.problem.message : undefined });
      }
      throw err;
    }
    if (body.problem) {
      if (body.problem instanceof AppError) return invalid(httpStatusOf[body.problem.code], { errors: {}, fileError: body.problem.message });
      throw body.problem;
    }
    let photo_urls: string[] = [];
    let uploadFailed = false;
    if (body.files.length) {
      try {
        await consumeAddressLimit(deps.limiter, req, UPLOAD_BUCKET, uploadRateLimit, 'Too many uploads from your address');
        photo_urls = await storeUploads(em, deps.storage, body.files, clientIp(req));
      } catch (err) {
        // docs/product.md §8: a failed upload is reported, and the enquiry still goes without photos.
        if (!(err instanceof AppError)) throw err;
        await discardSpooled(body.files);
        uploadFailed = true;
      }
    }
    await createLead(
      em,
      { ...values, ...signals, photo_urls },
      { formTokens: deps.formTokens, userAgent: req.get('user-agent'), announce: deps.liveLeads?.announce },
    );
    return { status: 200, outcome: { status: 'sent', uploadFailed: uploadFailed || undefined } };
  } catch (err) {
    await discardSpooled(body.files);
    if (!(err instanceof AppError) || err.code === 'INTERNAL') throw err;
    const found = fieldErrors(err);
    return invalid(httpStatusOf[err.code], { ...found, detail: err.code === 'VALIDATION' ? undefined : err.message || contactMessages.failure });
  }
}
