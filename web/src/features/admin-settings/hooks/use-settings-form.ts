import { useState } from 'react';
import { useToast } from '~/components/ui/toast';
import { saveShowingFieldErrors } from '~/features/admin-kit/lib/server-error';

/**
 * A settings form over one stored record: each field's text (the edit, else the stored value),
 * the server's refusals by field, and a save that toasts, then reads the record again.
 * `texts.saved` / `texts.failed`: what the toasts say.
 */
export function useSettingsForm<N extends string>(
  stored: Partial<Record<N, unknown>> | null | undefined,
  refetch: () => Promise<unknown>,
  texts: { saved: string; failed: string },
) {
  const toast = useToast();
  const [edits, setEdits] = useState<Partial<Record<N, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const value = (name: N) => edits[name] ?? (stored?.[name] == null ? '' : String(stored[name]));
  const edit = (name: N, text: string) => setEdits((prev) => ({ ...prev, [name]: text }));
  const save = async (send: () => Promise<unknown>) => {
    const saved = await saveShowingFieldErrors(send, setErrors, (detail) => toast.error(detail ?? texts.failed));
    if (!saved) return;
    toast.success(texts.saved);
    setEdits({});
    await refetch().catch(() => undefined);
  };
  return { value, edit, errors, save };
}
