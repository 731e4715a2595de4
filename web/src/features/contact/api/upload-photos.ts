import { RequestError } from '~/lib/graphql-request';

/**
 * `POST /api/upload` (multipart, repeated field `files`) -> `{"urls": [...]}`. XMLHttpRequest
 * rather than fetch: only it reports upload progress, which the form shows as a bar.
 */
export function uploadPhotos(files: readonly File[], onProgress: (percent: number) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { urls?: unknown; detail?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(body?.urls)) {
        onProgress(100);
        resolve(body.urls.filter((u): u is string => typeof u === 'string'));
      } else {
        reject(new RequestError(body?.detail ?? `Upload failed (${xhr.status})`, body?.detail, xhr.status));
      }
    };
    xhr.onerror = () => reject(new RequestError('Network error during upload'));
    xhr.send(form);
  });
}
