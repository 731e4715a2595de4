import { serverDetail } from '~/lib/error-message';
import { RequestError, requestGraphql } from '~/lib/graphql-request';
import { submitContactMutation, type SubmitContactVariables } from '../api/submit-contact.mutation';
import { allEnquiries, loadEnquiry, removeEnquiry, type KeptEnquiry, type KeptPhoto } from '../enquiry-store';

/** Where a photo goes when its tus upload never finished (the plain multipart upload, field `files`). */
const UPLOAD_URL = '/api/upload';

/** What became of one kept enquiry: `later` = no connection or a rate limit (the browser syncs again). */
export type BackgroundOutcome = { kind: 'sent' } | { kind: 'refused'; detail?: string; status?: number } | { kind: 'later' };
const later = { kind: 'later' } as const;

/** Not worth a retry later: the server decided (not a rate limit, not a fault of its own). */
const isRefusal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500 && status !== 429;

/** The tus upload id: the last segment of its address (`/api/tus/<uuid>`). */
const uploadIdOf = (url: string) => url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop()!;

/**
 * A photo whose tus upload never finished, sent whole from the Blob kept with it: its stored path,
 * `null` if the server refuses it (the enquiry goes without it, as on the page), `later` without
 * an answer or over the rate limit.
 */
async function uploadWhole(photo: KeptPhoto): Promise<string | null | 'later'> {
  const form = new FormData();
  form.append('files', photo.blob, photo.name);
  let response: Response;
  try {
    response = await fetch(UPLOAD_URL, { method: 'POST', body: form });
  } catch {
    return 'later';
  }
  if (isRefusal(response.status)) return null;
  if (!response.ok) return 'later';
  const body = (await response.json().catch(() => null)) as { urls?: string[] } | null;
  return body?.urls?.[0] ?? 'later';
}

/**
 * Sends one enquiry kept as `queued` (docs/web.md, "Photos on the phone"): photos whose tus upload
 * finished by their upload id (`photo_ids`), the others uploaded whole first, one by one, by path
 * (`photo_urls`); then `submitContact` with the enquiry's client id, which answers the lead
 * already stored if the page sent it first: never a second lead.
 */
async function sendKeptEnquiry(kept: KeptEnquiry): Promise<BackgroundOutcome> {
  const photoIds = kept.photos.filter((p) => p.done && p.uploadUrl).map((p) => uploadIdOf(p.uploadUrl!));
  const photoUrls: string[] = [];
  for (const photo of kept.photos.filter((p) => !(p.done && p.uploadUrl))) {
    const path = await uploadWhole(photo);
    if (path === 'later') return later;
    if (path) photoUrls.push(path);
  }
  try {
    const input = { ...kept.input, client_id: kept.clientId, photo_ids: photoIds, photo_urls: photoUrls };
    await requestGraphql(submitContactMutation, { input } as unknown as SubmitContactVariables);
  } catch (err) {
    const status = err instanceof RequestError ? err.status : undefined;
    if (!isRefusal(status)) return later;
    await forgetIfQueued(kept.clientId);
    return { kind: 'refused', detail: serverDetail(err), status };
  }
  await forgetIfQueued(kept.clientId);
  return { kind: 'sent' };
}

/**
 * Drops a kept enquiry once it went (or was refused), unless the page meanwhile made it `sent`
 * with photos of its own still uploading: those are the page's to finish.
 */
async function forgetIfQueued(clientId: string): Promise<void> {
  if ((await loadEnquiry(clientId))?.state === 'queued') await removeEnquiry(clientId);
}

/** Tells the site's open pages what became of an enquiry (the form thanks, or shows the refusal). */
export type Announce = (clientId: string, outcome: Exclude<BackgroundOutcome, { kind: 'later' }>) => Promise<void> | void;

/**
 * The sync worker's job: every enquiry kept as `queued`, one after the other, each outcome
 * announced. Rejects when one has to wait for a connection (the browser then fires the sync
 * again later, with backoff).
 */
export async function sendKeptInBackground(announce: Announce = () => undefined): Promise<BackgroundOutcome['kind'][]> {
  const outcomes: BackgroundOutcome['kind'][] = [];
  for (const kept of await allEnquiries()) {
    if (kept.state !== 'queued' || !kept.input) continue;
    const outcome = await sendKeptEnquiry(kept);
    outcomes.push(outcome.kind);
    if (outcome.kind !== 'later') await announce(kept.clientId, outcome);
  }
  if (outcomes.includes('later')) throw new Error('A kept enquiry waits for a connection');
  return outcomes;
}
