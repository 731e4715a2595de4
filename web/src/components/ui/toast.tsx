import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays on screen. Errors stay longer: they usually ask for action. */
const TOAST_MS = { success: 6000, info: 6000, error: 9000 } as const;

/**
 * Site-wide notifications (public contact form, admin saves). One polite live region for
 * success/info and an assertive one for errors, so screen readers announce them.
 * `dismissLabel`: the close button's name in the page's language (the contact form island
 * passes its catalogue's `dismiss`; English by default, for the back office).
 */
export function ToastProvider({ children, dismissLabel = 'Dismiss notification' }: { children: ReactNode; dismissLabel?: string }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, kind, message }]);
      setTimeout(() => dismiss(id), TOAST_MS[kind]);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      success: (m) => push('success', m),
      error: (m) => push('error', m),
      info: (m) => push('info', m),
    }),
    [push],
  );

  const region = (kinds: ToastKind[], live: 'polite' | 'assertive') => (
    <div className="toast-region" role={live === 'assertive' ? 'alert' : 'status'} aria-live={live}>
      {toasts
        .filter((t) => kinds.includes(t.kind))
        .map((t) => (
          <div key={t.id} className={`toast toast--${t.kind}`} data-testid="toast">
            <span>{t.message}</span>
            <button type="button" className="toast__close" aria-label={dismissLabel} onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts">
        {region(['success', 'info'], 'polite')}
        {region(['error'], 'assertive')}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
