import { useState, type FormEvent } from 'react';
import { leadInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { serverDetail } from '~/lib/error-message';
import { requestGraphql } from '~/lib/graphql-request';
import { pageWithUtm, rememberedVisit } from '~/lib/visit';
import { submitContactMutation } from '../api/submit-contact.mutation';
import { uploadPhotos } from '../api/upload-photos';
import { contactMessages } from '../content';
import { photoProblem } from '../photo-rules';

import { contactFields, type ContactField, type ContactFormOutcome, type ContactValues } from '../form-outcome';

export { contactFields, type ContactField, type ContactFormOutcome, type ContactValues };

const empty: ContactValues = { name: '', email: '', phone: '', address: '', city: '', subject: '', message: '' };

/**
 * The public contact form (docs/product.md §2.3, §4, §5, §8): validated with the server's zod schema;
 * on submit photos go to POST /api/upload with progress, then the enquiry is sent. Success
 * toasts and resets everything; failure toasts and keeps what was typed.
 */
export function useContactForm(outcome?: ContactFormOutcome, formToken?: string) {
  const toast = useToast();
  const invalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [values, setValues] = useState<ContactValues>(invalid?.values ?? empty);
  /** The hidden honeypot field: people leave it empty. */
  const [trap, setTrap] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>(invalid?.errors ?? {});
  const [fileError, setFileError] = useState<string | null>(invalid?.fileError ?? null);
  /** The posted form's result, shown in the page (no toast without JavaScript); cleared by the next submit. */
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(
    outcome?.status === 'sent'
      ? { kind: 'success', text: outcome.uploadFailed ? `${contactMessages.uploadFailure}. ${contactMessages.success}` : contactMessages.success }
      : invalid?.detail
        ? { kind: 'error', text: invalid.detail }
        : null,
  );
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  /** Changing it remounts the file input: the only way to empty one. */
  const [fileInputKey, setFileInputKey] = useState(0);

  const setValue = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const selectFiles = (list: FileList | null) => {
    const picked = list ? Array.from(list) : [];
    setFiles(picked);
    setFileError(photoProblem(picked));
  };

  const reset = () => {
    setValues(empty);
    setFiles([]);
    setErrors({});
    setFileError(null);
    setFileInputKey((k) => k + 1);
  };

  // Nothing awaits a submit event: this reports every outcome itself (field errors, toasts).
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setNotice(null);
    const problem = photoProblem(files);
    setFileError(problem);
    const parsed = leadInput.safeParse({ ...values, photo_urls: [] });
    if (!parsed.success) {
      const found: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        if (contactFields.includes(field) && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
    } else {
      setErrors({});
    }
    if (problem || !parsed.success) return;

    setBusy(true);
    try {
      let photo_urls: string[] = [];
      if (files.length) {
        setUploading(true);
        setProgress(0);
        try {
          photo_urls = await uploadPhotos(files, setProgress);
        } catch {
          // docs/product.md §8: the upload failure is reported and the enquiry goes on without photos.
          toast.error(contactMessages.uploadFailure);
          photo_urls = [];
        } finally {
          setUploading(false);
        }
      }
      try {
        const spamSignals = { website: trap, ...(formToken ? { form_token: formToken } : {}) };
        // Where the visit came from (first party, this tab only): optional, never a reason to refuse the lead.
        const attribution = { ...rememberedVisit(), form_page: pageWithUtm(location) };
        await requestGraphql(submitContactMutation, { input: { ...parsed.data, photo_urls, ...spamSignals, ...attribution } });
        toast.success(contactMessages.success);
        reset();
      } catch (err) {
        toast.error(serverDetail(err) ?? contactMessages.failure);
      }
    } finally {
      setBusy(false);
    }
  };

  return { values, setValue, trap, setTrap, files, selectFiles, errors, fileError, notice, busy, uploading, progress, fileInputKey, submit };
}
