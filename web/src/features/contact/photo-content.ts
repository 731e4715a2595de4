import type { Translation } from '~/lib/locale';

/**
 * The contact form's texts about photos on their way and an enquiry kept on the phone (the
 * spec's own texts stay in content.ts). French: photo-content.fr.ts.
 */
export const photoMessages = {
  preparing: 'Preparing…',
  waiting: 'Waiting for a connection…',
  uploaded: 'Uploaded',
  progress: (percent: number) => `${percent}%`,
  remove: (name: string) => `Remove ${name}`,
  failed: (name: string, detail: string) => `${name}: ${detail}`,
  stillUploading: 'Your photos are still uploading: keep this page open',
  savedOffline: 'Saved on your phone: it will be sent as soon as you are back online',
} as const;

/** The photo texts in either language. */
export type PhotoTexts = Translation<typeof photoMessages>;
