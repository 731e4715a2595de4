import { serverDetail } from '~/lib/error-message';
import { RequestError, requestGraphql } from '~/lib/graphql-request';
import { submitContactMutation, type SubmitContactVariables } from './api/submit-contact.mutation';
import { EnquiryPhotos } from './enquiry-photos';
import { allEnquiries, changeEnquiry, hasWork, refreshKeptFlag, removeEnquiry, type EnquiryInput } from './enquiry-store';
import { askBackgroundSync, listenToSyncWorker } from './offline-sync/background-sync';

/**
 * How long pressing send waits for every photo's upload to exist on the server (the photo is
 * shrunk, then one small tus creation request): past it the connection is taken as gone and the
 * enquiry is kept on the phone.
 */
const WAIT_FOR_UPLOADS_MS = 15_000;
/** While a kept enquiry could not go although the phone says it is online, try again this often. */
const RESEND_MS = 30_000;

/** The window event that tells what became of a kept enquiry sent later (detail: `KeptOutcome`). */
export const KEPT_OUTCOME_EVENT = 'northrock:kept-enquiry';

/** `bookingToken`: the lead's booking link's token, when the server answered it (the thank-you links to its slots). */
export type SendOutcome = { kind: 'sent'; bookingToken?: string } | { kind: 'kept' } | { kind: 'refused'; detail?: string; status?: number };
export interface KeptOutcome {
  clientId: string;
  outcome: SendOutcome;
}

/** No answer at all from the server (offline, dropped): a RequestError without a status. */
const isNetworkFault = (err: unknown) => err instanceof RequestError && err.status === undefined;

/**
 * Sends an enquiry (docs/web.md, "Photos on the phone"): GraphQL `submitContact` with its
 * client id and every tus upload id of its photos, finished or not. The lead is stored at
 * once; unfinished photos attach to it as they complete, uploading on while the page is open.
 * Offline (the phone says so, a photo's upload cannot even be created in time, or the request
 * gets no answer), the whole enquiry is kept in IndexedDB and sent when the phone is back
 * online or on the next visit to any page; the same client id makes a retry answer the same lead.
 */
export const sendEnquiry = (photos: EnquiryPhotos, input: EnquiryInput) => send(photos, input, false);

/** `sendEnquiry`; `inPass`: sent by the kept enquiries' pass, which goes on by itself when it is kept again. */
async function send(photos: EnquiryPhotos, input: EnquiryInput, inPass: boolean): Promise<SendOutcome> {
  const full: EnquiryInput = { ...input, client_id: photos.clientId };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return keepForLater(photos.clientId, full, inPass);
  const photoIds = await photos.waitForIds(WAIT_FOR_UPLOADS_MS);
  if (photoIds === null) return keepForLater(photos.clientId, full, inPass);
  let bookingToken: string | undefined;
  try {
    const variables = { input: { ...full, photo_ids: photoIds } } as unknown as SubmitContactVariables;
    bookingToken = (await requestGraphql(submitContactMutation, variables)).submitContact.booking_token ?? undefined;
  } catch (err) {
    if (isNetworkFault(err)) return keepForLater(photos.clientId, full, inPass);
    return { kind: 'refused', detail: serverDetail(err), status: err instanceof RequestError ? err.status : undefined };
  }
  if (photos.pending() > 0) await changeEnquiry(photos.clientId, (e) => ({ ...e, state: 'sent', input: undefined }));
  else await removeEnquiry(photos.clientId);
  return { kind: 'sent', bookingToken };
}

async function keepForLater(clientId: string, input: EnquiryInput, inPass: boolean): Promise<SendOutcome> {
  await changeEnquiry(clientId, (e) => ({ ...e, state: 'queued', input }));
  // Chromium: the sync worker sends it once back online, even with the site closed by then.
  void askBackgroundSync();
  // From the pass itself: it tries again later on its own (another pass now would only loop).
  if (!inPass) startKeptEnquiries();
  return { kind: 'kept' };
}

let listening = false;
let running = false;
/** A pass was asked for while one ran (it may not have seen an enquiry kept since): run one more. */
let askedAgain = false;
let resendTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends the enquiries kept on this phone and finishes the photos of sent ones: now, on every
 * `online` event, and again every 30 s while one is left. Loaded by the form, and by any page
 * of the site when a kept enquiry is flagged (islands/client.tsx).
 */
export function startKeptEnquiries(): void {
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => void sendKept());
    // The sync worker sent one while this page is open (it may have been quicker than the page).
    listenToSyncWorker(({ clientId, outcome }) => {
      void refreshKeptFlag();
      announce(clientId, outcome);
    });
  }
  void sendKept();
}

const announce = (clientId: string, outcome: SendOutcome) =>
  window.dispatchEvent(new CustomEvent<KeptOutcome>(KEPT_OUTCOME_EVENT, { detail: { clientId, outcome } }));

async function sendKept(): Promise<void> {
  if (navigator.onLine === false) return;
  if (running) {
    askedAgain = true;
    return;
  }
  running = true;
  askedAgain = false;
  clearTimeout(resendTimer);
  let waiting = false;
  try {
    for (const kept of await allEnquiries()) {
      if (kept.state === 'draft') continue;
      if (!hasWork(kept)) {
        await removeEnquiry(kept.clientId);
        continue;
      }
      // Its photos resume (or are created) from the blobs kept with it, unless this page is uploading them already.
      const photos = EnquiryPhotos.restore(kept);
      if (kept.state !== 'queued' || !kept.input) continue;
      const outcome = await send(photos, kept.input, true);
      if (outcome.kind === 'kept' || (outcome.kind === 'refused' && outcome.status === 429)) waiting = true;
      else if (outcome.kind === 'refused') await removeEnquiry(kept.clientId);
      announce(kept.clientId, outcome);
    }
  } finally {
    running = false;
  }
  // The sync worker may have sent (and dropped) an enquiry: it cannot clear the flag itself.
  void refreshKeptFlag();
  if (askedAgain) void sendKept();
  else if (waiting) resendTimer = setTimeout(() => void sendKept(), RESEND_MS);
}
