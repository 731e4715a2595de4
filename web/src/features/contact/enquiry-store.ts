import { createStore, del, get, update, values, type UseStore } from 'idb-keyval';
import { KEPT_FLAG } from './kept-flag';

/** A photo of an enquiry as kept on the phone: the file to upload (already shrunk) and its tus upload. */
export interface KeptPhoto {
  /** The photo's key in the form (stable across reloads). */
  key: string;
  name: string;
  type: string;
  blob: Blob;
  /** The tus upload's address once the server created it. */
  uploadUrl?: string;
  done?: boolean;
}

/** What the form sends to `submitContact` (the fields, spam signals, attribution, client id, language). */
export type EnquiryInput = Record<string, unknown>;

/**
 * An enquiry kept in IndexedDB under its client id:
 * - `draft`: photos picked on the form, not sent yet (a reload within 24 h offers them again);
 * - `queued`: sent while offline; `input` goes as soon as the phone is back online;
 * - `sent`: the lead is stored; its photos still uploading go on here until done.
 */
export interface KeptEnquiry {
  clientId: string;
  createdAt: number;
  state: 'draft' | 'queued' | 'sent';
  photos: KeptPhoto[];
  input?: EnquiryInput;
}

/** Unfinished tus uploads expire on the server after this long: a draft is not offered back later. */
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

let store: UseStore | undefined;
const enquiries = () => (store ??= createStore('northrock-enquiries', 'enquiries'));

/** IndexedDB can be missing or refused (some private modes): keeping is then best effort, never an error. */
async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  if (typeof indexedDB === 'undefined') return fallback;
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export const loadEnquiry = (clientId: string) => safely(() => get<KeptEnquiry>(clientId, enquiries()), undefined);

export const allEnquiries = () => safely(() => values<KeptEnquiry>(enquiries()), [] as KeptEnquiry[]);

/** The newest draft less than 24 h old (older ones are dropped: their uploads have expired). */
export async function latestDraft(now = Date.now()): Promise<KeptEnquiry | undefined> {
  const drafts = (await allEnquiries()).filter((e) => e.state === 'draft').sort((a, b) => b.createdAt - a.createdAt);
  for (const old of drafts.filter((e) => now - e.createdAt > DRAFT_LIFETIME_MS)) await removeEnquiry(old.clientId);
  return drafts.find((e) => now - e.createdAt <= DRAFT_LIFETIME_MS);
}

/** Changes one enquiry in one transaction (made as an empty draft when new). */
export async function changeEnquiry(clientId: string, change: (enquiry: KeptEnquiry) => KeptEnquiry): Promise<void> {
  await safely(
    () => update<KeptEnquiry>(clientId, (old) => change(old ?? { clientId, createdAt: Date.now(), state: 'draft', photos: [] }), enquiries()),
    undefined,
  );
  await refreshKeptFlag();
}

export const changePhoto = (clientId: string, key: string, patch: Partial<KeptPhoto>) =>
  changeEnquiry(clientId, (e) => ({ ...e, photos: e.photos.map((p) => (p.key === key ? { ...p, ...patch } : p)) }));

export async function removeEnquiry(clientId: string): Promise<void> {
  await safely(() => del(clientId, enquiries()), undefined);
  await refreshKeptFlag();
}

/** Whether an enquiry still has work to do away from the form (to send, or photos to finish). */
export const hasWork = (e: KeptEnquiry) => e.state === 'queued' || (e.state === 'sent' && e.photos.some((p) => !p.done));

/** Sets or clears the kept flag from what IndexedDB holds (a service worker has no localStorage). */
export async function refreshKeptFlag(): Promise<void> {
  const pending = (await allEnquiries()).some(hasWork);
  try {
    if (pending) localStorage.setItem(KEPT_FLAG, '1');
    else localStorage.removeItem(KEPT_FLAG);
  } catch {
    // Storage refused: the next visit will not look, the online event still sends it.
  }
}
