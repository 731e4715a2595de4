import type { DetailedError, Upload, UploadOptions } from 'tus-js-client';
import { changeEnquiry, changePhoto, loadEnquiry, removeEnquiry, type KeptEnquiry } from './enquiry-store';
import { shrinkPhoto, type PreparedPhoto } from './photo-shrink';

/** Where the form's photos go (tus 1.0, the gateway's resumable upload endpoint). */
const TUS_ENDPOINT = '/api/tus';
/** tus-js-client's own retries of a failed request; after the last one, see `retryLater`. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];
/** After tus-js-client gives up on a network fault: try again this often while the page is open. */
const RETRY_AGAIN_MS = 20_000;

type PhotoStatus = 'preparing' | 'uploading' | 'waiting' | 'done' | 'failed';

/** One photo as the form shows it. */
export interface PhotoView {
  key: string;
  name: string;
  status: PhotoStatus;
  percent: number;
  /** Why it failed (the server's detail), when `failed`. */
  error?: string;
}

export interface PhotosSnapshot {
  views: PhotoView[];
  /** Photos not yet done nor failed. */
  pending: number;
}

interface Entry extends PhotoView {
  prepared?: PreparedPhoto;
  url?: string;
  upload?: Upload;
  retryTimer?: ReturnType<typeof setTimeout>;
  removed?: boolean;
}

let tusModule: Promise<typeof import('tus-js-client')> | undefined;
/** tus-js-client loads with the first photo, not with the page. */
const loadTus = () => (tusModule ??= import('tus-js-client'));

/** The tus upload id: the last segment of its address (`/api/tus/<uuid>`). */
const uploadIdOf = (url: string) => new URL(url, location.href).pathname.split('/').filter(Boolean).pop()!;

/** A tus failure the server decided (4xx: not an image, too big, too many): trying again cannot help. */
function refusal(err: Error | DetailedError): string | null {
  const response = 'originalResponse' in err ? err.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (status < 400 || status >= 500 || status === 409 || status === 423) return null;
  try {
    const detail = (JSON.parse(response!.getBody()) as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  } catch {
    // Not JSON: the status says enough.
  }
  return `Upload refused (${status})`;
}

/** The enquiries whose photos this page is uploading, by client id (one uploader per enquiry per page). */
const active = new Map<string, EnquiryPhotos>();
export const activeEnquiryPhotos = (clientId: string) => active.get(clientId);

/**
 * The photos of one enquiry (docs/web.md, "Photos on the phone"): each is shrunk, kept in
 * IndexedDB, then uploaded on its own with tus as soon as it is picked, with progress; a
 * dropped connection resumes from the server's offset (tus-js-client's retries, then again
 * every 20 s and on the `online` event, for as long as the page is open).
 */
export class EnquiryPhotos {
  private entries: Entry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly onOnline = () => this.retryWaiting();

  constructor(
    readonly clientId: string,
    /** Called when a photo fails for good (the form toasts it). */
    private readonly onRefused?: (name: string, detail: string) => void,
  ) {
    active.set(clientId, this);
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
  }

  /** The photos of a kept enquiry, shown again: done ones as done, the others resume. */
  static restore(kept: KeptEnquiry, onRefused?: (name: string, detail: string) => void): EnquiryPhotos {
    const photos = activeEnquiryPhotos(kept.clientId) ?? new EnquiryPhotos(kept.clientId, onRefused);
    for (const p of kept.photos) {
      if (photos.entries.some((e) => e.key === p.key)) continue;
      const entry: Entry = { key: p.key, name: p.name, status: p.done ? 'done' : 'uploading', percent: p.done ? 100 : 0, url: p.uploadUrl };
      entry.prepared = { blob: p.blob, name: p.name, type: p.type };
      photos.entries.push(entry);
      if (!p.done) void photos.startUpload(entry);
    }
    photos.changed();
    return photos;
  }

  /** Calls `listener` on every change (an arrow: React's useSyncExternalStore takes it as it is). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private current: PhotosSnapshot = { views: [], pending: 0 };
  /** The photos as shown, the same object until something changes. */
  readonly snapshot = (): PhotosSnapshot => this.current;

  view(): PhotoView[] {
    return this.entries.map(({ key, name, status, percent, error }) => ({ key, name, status, percent, ...(error ? { error } : {}) }));
  }

  /** Photos not yet done nor failed. */
  pending(): number {
    return this.entries.filter((e) => e.status !== 'done' && e.status !== 'failed').length;
  }

  /** Every tus upload id of the enquiry, finished or not (failed ones left out). */
  uploadIds(): string[] {
    return this.entries.filter((e) => e.url && e.status !== 'failed').map((e) => uploadIdOf(e.url!));
  }

  /**
   * The upload ids once every photo's upload exists on the server (shrinking and the tus
   * creation request are short), or null if that takes longer than `timeoutMs`.
   */
  waitForIds(timeoutMs: number): Promise<string[] | null> {
    const ready = () => this.entries.every((e) => e.status === 'failed' || e.url);
    if (ready()) return Promise.resolve(this.uploadIds());
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        stop();
        resolve(null);
      }, timeoutMs);
      const stop = this.subscribe(() => {
        if (!ready()) return;
        clearTimeout(timer);
        stop();
        resolve(this.uploadIds());
      });
    });
  }

  /** Starts each photo: shrink, keep, upload. */
  add(files: readonly File[]): void {
    for (const file of files) {
      const entry: Entry = { key: crypto.randomUUID(), name: file.name, status: 'preparing', percent: 0 };
      this.entries.push(entry);
      void this.prepare(entry, file);
    }
    this.changed();
  }

  /** Removes a photo: its upload stops and is deleted on the server (tus termination). */
  async remove(key: string): Promise<void> {
    const entry = this.entries.find((e) => e.key === key);
    if (!entry) return;
    entry.removed = true;
    clearTimeout(entry.retryTimer);
    this.entries = this.entries.filter((e) => e !== entry);
    this.changed();
    await changeEnquiry(this.clientId, (e) => ({ ...e, photos: e.photos.filter((p) => p.key !== key) }));
    try {
      if (entry.upload) await entry.upload.abort(true);
      else if (entry.url) await (await loadTus()).Upload.terminate(entry.url, this.options());
    } catch {
      // Already gone, or offline: an unfinished upload expires on the server anyway.
    }
    await this.finishIfDone();
  }

  /**
   * Stops every upload here and forgets the enquiry in this page (the form went away); what is
   * kept in IndexedDB resumes on the next load.
   */
  suspend(): void {
    for (const entry of this.entries) {
      entry.removed = true;
      clearTimeout(entry.retryTimer);
      void entry.upload?.abort();
    }
    active.delete(this.clientId);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
  }

  /** Stops listening once nothing is left to upload (uploads in flight go on to their end). */
  dispose(): void {
    if (this.pending() > 0) return;
    active.delete(this.clientId);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
  }

  private changed(): void {
    this.current = { views: this.view(), pending: this.pending() };
    for (const listener of this.listeners) listener();
  }

  private async prepare(entry: Entry, file: File): Promise<void> {
    entry.prepared = await shrinkPhoto(file);
    if (entry.removed) return;
    const { blob, name, type } = entry.prepared;
    await changeEnquiry(this.clientId, (e) => ({ ...e, photos: [...e.photos, { key: entry.key, name, type, blob }] }));
    if (entry.removed) return;
    entry.status = 'uploading';
    this.changed();
    await this.startUpload(entry);
  }

  private options(): UploadOptions {
    return { endpoint: TUS_ENDPOINT, headers: { 'Enquiry-Id': this.clientId } };
  }

  private async startUpload(entry: Entry): Promise<void> {
    const { Upload } = await loadTus();
    if (entry.removed || !entry.prepared) return;
    const { blob, name, type } = entry.prepared;
    const upload: Upload = new Upload(blob, {
      ...this.options(),
      // The address kept in IndexedDB: tus-js-client asks the server its offset (HEAD) and goes on
      // from there; an upload the server no longer has (404) is created anew.
      ...(entry.url ? { uploadUrl: entry.url } : {}),
      metadata: { filename: name, filetype: type, enquiry: this.clientId },
      retryDelays: RETRY_DELAYS,
      // Addresses are kept with the photo in IndexedDB, not in localStorage by fingerprint.
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => {
        entry.url = upload.url ?? undefined;
        this.changed();
        if (entry.url) void changePhoto(this.clientId, entry.key, { uploadUrl: entry.url });
      },
      onProgress: (sent, total) => {
        entry.status = 'uploading';
        entry.percent = total ? Math.min(99, Math.floor((sent / total) * 100)) : 0;
        this.changed();
      },
      onSuccess: () => {
        entry.status = 'done';
        entry.percent = 100;
        this.changed();
        void changePhoto(this.clientId, entry.key, { done: true }).then(() => this.finishIfDone());
      },
      onError: (err) => {
        if (entry.removed) return;
        const detail = refusal(err);
        if (detail) {
          entry.status = 'failed';
          entry.error = detail;
          this.changed();
          this.onRefused?.(name, detail);
          void changeEnquiry(this.clientId, (e) => ({ ...e, photos: e.photos.filter((p) => p.key !== entry.key) })).then(() => this.finishIfDone());
          return;
        }
        entry.status = 'waiting';
        this.changed();
        entry.retryTimer = setTimeout(() => this.retry(entry), RETRY_AGAIN_MS);
      },
    });
    entry.upload = upload;
    upload.start();
  }

  private retry(entry: Entry): void {
    clearTimeout(entry.retryTimer);
    if (entry.removed || entry.status !== 'waiting' || !entry.upload) return;
    entry.status = 'uploading';
    this.changed();
    entry.upload.start();
  }

  private retryWaiting(): void {
    for (const entry of this.entries) if (entry.status === 'waiting') this.retry(entry);
  }

  /** A sent enquiry whose photos are all done (or failed) has nothing left to keep. */
  private async finishIfDone(): Promise<void> {
    if (this.pending() > 0) return;
    const kept = await loadEnquiry(this.clientId);
    if (kept?.state === 'sent') {
      await removeEnquiry(this.clientId);
      this.dispose();
    }
    if (kept?.state === 'draft' && kept.photos.length === 0) await removeEnquiry(this.clientId);
  }
}
