/**
 * The service worker that sends an enquiry kept on the phone once the connection is back, even
 * with the site closed (Background Sync, Chromium): a fixed address at the site's root, built
 * by `web/vite.enquiry-sync.config.ts` from `enquiry-sync.sw.ts`, and the one-off sync tag the
 * page asks for when it keeps an enquiry.
 */
export const SYNC_WORKER_URL = '/enquiry-sync.js';
export const SYNC_TAG = 'send-kept-enquiry';
/** The message the sync worker posts to the site's open pages: `{ type, clientId, outcome }`. */
export const SYNC_MESSAGE = 'northrock:kept-enquiry-sent';
