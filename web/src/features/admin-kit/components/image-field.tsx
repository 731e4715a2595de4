import { useState, type ChangeEvent } from 'react';
import { isUrlOrPath } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { uploadImage } from '../api/upload-image';
import { isSessionEnded, serverDetail } from '../lib/server-error';

export interface ImageFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  required: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onChange(value: string): void;
}

/** An image address typed in, or an upload that fills it in; with a preview of what the site will show. */
export function ImageField({ label, value, onChange, ...input }: ImageFieldProps) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const fileId = `${input.id}-file`;
  const preview = value && isUrlOrPath(value) ? value : null;

  // Nothing awaits a change event: this reports its own outcome (a toast).
  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadImage(file));
      toast.success('Image uploaded');
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to upload image');
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="image-field">
      <input
        {...input}
        type="text"
        inputMode="url"
        autoComplete="off"
        placeholder="https://... or /images/..."
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="image-field__row">
        <span className="image-field__upload">
          <input
            id={fileId}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            disabled={uploading}
            onChange={(event) => void onFile(event)}
          />
          <label htmlFor={fileId} className="btn btn-outline btn-sm" aria-disabled={uploading}>
            {uploading ? 'Uploading...' : `Upload ${label.replace(/ URL$/, '').toLowerCase()}`}
          </label>
        </span>
        {preview && broken !== preview ? (
          <img className="image-field__preview" src={preview} alt={`Preview of ${label}`} onError={() => setBroken(preview)} />
        ) : preview ? (
          <span className="field__hint">No preview: the image could not be loaded.</span>
        ) : null}
      </div>
    </div>
  );
}
