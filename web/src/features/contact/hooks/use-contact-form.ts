import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { leadInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import type { ContactFormText } from '~/i18n/contact-form-messages';
import { pageWithUtm, rememberedVisit } from '~/lib/visit';
import { activeEnquiryPhotos, EnquiryPhotos, type PhotosSnapshot } from '../enquiry-photos';
import { KEPT_OUTCOME_EVENT, sendEnquiry, type KeptOutcome } from '../enquiry-sender';
import { latestDraft } from '../enquiry-store';
import { installSyncWorker } from '../offline-sync/background-sync';
import { photoProblem } from '../photo-rules';

import { contactFields, type ContactField, type ContactFormOutcome, type ContactValues } from '../form-outcome';

export { type ContactField, type ContactFormOutcome, type ContactValues };

const empty: ContactValues = { name: '', email: '', phone: '', address: '', city: '', subject: '', message: '' };

const noPhotos: PhotosSnapshot = { views: [], pending: 0 };
const noChanges = () => () => {};

/** The photos of `photos`, kept in step with their uploads. */
function usePhotoViews(photos: EnquiryPhotos | null): PhotosSnapshot {
  return useSyncExternalStore(photos?.subscribe ?? noChanges, photos?.snapshot ?? (() => noPhotos), () => noPhotos);
}

/**
 * The public contact form (docs/product.md §2.3, §4, §5, §8; docs/web.md "Photos on the phone"):
 * validated with the server's zod schema. Each picked photo is shrunk and uploaded at once on
 * its own (tus), with its progress and a remove button; send stores the lead with the photos'
 * upload ids (done or not) and thanks at once, unfinished photos go on uploading. Offline, the
 * enquiry is kept on the phone and sent when back online. Failure toasts and keeps what was typed.
 * Every text it shows is `text`'s: the page's language (docs/web.md, "Languages").
 */
export function useContactForm(text: ContactFormText, outcome?: ContactFormOutcome, formToken?: string) {
  const toast = useToast();
  const { t } = text;
  const invalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [values, setValues] = useState<ContactValues>(invalid?.values ?? empty);
  /** The hidden honeypot field: people leave it empty. */
  const [trap, setTrap] = useState('');
  /** The enquiry's photos and client id (made when a photo is first picked, or at send). */
  const [photos, setPhotosState] = useState<EnquiryPhotos | null>(null);
  /** The same, for callbacks that run before the next render. */
  const photosRef = useRef<EnquiryPhotos | null>(null);
  const setPhotos = (next: EnquiryPhotos | null) => {
    photosRef.current = next;
    setPhotosState(next);
  };
  /** A sent enquiry whose photos are still uploading (the note asks to keep the page open). */
  const [background, setBackground] = useState<EnquiryPhotos | null>(null);
  const { views: photoViews } = usePhotoViews(photos);
  const { pending: backgroundPending } = usePhotoViews(background);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>(invalid?.errors ?? {});
  const [fileError, setFileError] = useState<string | null>(invalid?.fileError ?? null);
  /** The posted form's result, shown in the page (no toast without JavaScript); cleared by the next submit. */
  const [bookingToken, setBookingToken] = useState<string>();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(
    outcome?.status === 'sent'
      ? { kind: 'success', text: outcome.uploadFailed ? `${t('uploadFailure')}. ${t('success')}` : t('success') }
      : invalid?.detail
        ? { kind: 'error', text: invalid.detail }
        : null,
  );
  const [busy, setBusy] = useState(false);
  /** Changing it remounts the file input: the only way to empty one. */
  const [fileInputKey, setFileInputKey] = useState(0);

  const onRefused = useCallback(() => toast.error(t('uploadFailure')), [toast, t]);

  // A draft of the last 24 h (photos picked, not sent) is offered back: done photos as done, the others resume.
  useEffect(() => {
    let stale = false;
    void latestDraft().then((draft) => {
      if (stale || !draft || draft.photos.length === 0 || photosRef.current) return;
      const restored = EnquiryPhotos.restore(draft, onRefused);
      photosRef.current = restored;
      setPhotosState(restored);
    });
    return () => {
      stale = true;
    };
  }, [onRefused]);

  // The form goes away (only tests unmount it): its draft's uploads stop, to resume from IndexedDB.
  useEffect(() => () => photosRef.current?.suspend(), []);

  // An enquiry kept offline went later (online event, this page open): say so.
  useEffect(() => {
    // The page and the sync worker may both send it (one lead, same client id): thank once.
    const thanked = new Set<string>();
    const onOutcome = (event: Event) => {
      const { clientId, outcome: sent } = (event as CustomEvent<KeptOutcome>).detail;
      if (sent.kind === 'sent') {
        if (thanked.has(clientId)) return;
        thanked.add(clientId);
        toast.success(t('success'));
        setNotice({ kind: 'success', text: t('success') });
        const uploading = activeEnquiryPhotos(clientId);
        if (uploading && uploading.pending() > 0) setBackground(uploading);
      } else if (sent.kind === 'refused') {
        toast.error(sent.detail ?? t('failure'));
      }
    };
    window.addEventListener(KEPT_OUTCOME_EVENT, onOutcome);
    return () => window.removeEventListener(KEPT_OUTCOME_EVENT, onOutcome);
  }, [toast, t]);

  const setValue = (field: ContactField, value: string) => {
    // An enquiry starts: the sync worker installs now, while there is a connection (Chromium only).
    void installSyncWorker();
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const enquiryPhotos = () => {
    const current = photosRef.current ?? new EnquiryPhotos(crypto.randomUUID(), onRefused);
    if (current !== photosRef.current) setPhotos(current);
    return current;
  };

  /** docs/product.md §5 limits, checked before anything is sent: a pick that breaks one adds nothing. */
  const selectFiles = (list: FileList | null) => {
    const picked = list ? Array.from(list) : [];
    setFileInputKey((k) => k + 1);
    if (!picked.length) return;
    void installSyncWorker();
    const kept = photoViews.filter((p) => p.status !== 'failed').length;
    const problem = photoProblem(picked, t, kept);
    setFileError(problem);
    if (!problem) enquiryPhotos().add(picked);
  };

  const removePhoto = (key: string) => {
    setFileError(null);
    void photos?.remove(key);
  };

  const reset = () => {
    setValues(empty);
    photos?.dispose();
    setPhotos(null);
    setErrors({});
    setFileError(null);
    setFileInputKey((k) => k + 1);
  };

  // Nothing awaits a submit event: this reports every outcome itself (field errors, toasts).
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setNotice(null);
    const parsed = leadInput.safeParse({ ...values, photo_urls: [] });
    if (!parsed.success) {
      const found: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        if (contactFields.includes(field) && !found[field]) found[field] = text.fieldError(issue);
      }
      setErrors(found);
      return;
    }
    setErrors({});

    setBusy(true);
    try {
      const enquiry = enquiryPhotos();
      const spamSignals = { website: trap, ...(formToken ? { form_token: formToken } : {}) };
      // Where the visit came from (first party, this tab only): optional, never a reason to refuse the lead.
      const attribution = { ...rememberedVisit(), form_page: pageWithUtm(location) };
      const result = await sendEnquiry(enquiry, { ...parsed.data, ...spamSignals, ...attribution, language: text.locale });
      if (result.kind === 'refused') {
        toast.error(result.detail ?? t('failure'));
        return;
      }
      if (result.kind === 'sent') {
        toast.success(t('success'));
        setBookingToken(result.bookingToken);
        if (enquiry.pending() > 0) setBackground(enquiry);
      } else {
        setNotice({ kind: 'success', text: t('savedOffline') });
      }
      reset();
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    setValue,
    trap,
    setTrap,
    photos: photoViews,
    selectFiles,
    removePhoto,
    errors,
    fileError,
    notice,
    /** The sent lead's booking link's token: the thank-you offers "Book your free inspection". */
    bookingToken,
    busy,
    stillUploading: backgroundPending > 0,
    fileInputKey,
    submit,
  };
}
