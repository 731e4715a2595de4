import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { leadReceivedSubscription, type LiveLead } from '../api/lead-received.subscription';
import { LiveLeadsContext, useLiveConnection, type LiveLeadsValue } from '../hooks/use-live-leads';
import { getAdminToken } from '../lib/admin-session';
import { notifyLead } from '../lib/lead-notifications';

/** After the server ended the stream (not a network loss, which the link retries): wait 1-3 s, then subscribe again. */
const RESUBSCRIBE_MS = 1000;

/**
 * The signed-in admin's live leads (docs/admin.md, "Live leads"): one `leadReceived` subscription
 * per tab, kept open while the admin is signed in. Each lead counts as unseen, tells the screens
 * that listen (Contacts and Dashboard refresh) and, when switched on in Settings, shows a
 * desktop notification.
 */
export function LiveLeadsProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [unseen, setUnseen] = useState(0);
  const listeners = useRef(new Set<() => void>());
  const connection = useLiveConnection();

  const tellListeners = useEffectEvent(() => {
    for (const listener of listeners.current) listener();
  });
  const onLead = useEffectEvent((lead: LiveLead) => {
    setUnseen((n) => n + 1);
    tellListeners();
    notifyLead(lead, () => void navigate('/admin/contacts'));
  });

  // Back after a loss: leads may have come meanwhile, so the screens read again.
  const lost = useRef(false);
  useEffect(() => {
    if (connection === 'reconnecting') lost.current = true;
    else if (connection === 'connected' && lost.current) {
      lost.current = false;
      tellListeners();
    }
  }, [connection]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const again = () => {
      // Signed out (UNAUTHENTICATED already sent the admin to the login page): nothing to resume.
      if (stopped || !getAdminToken()) return;
      timer = setTimeout(start, RESUBSCRIBE_MS + Math.random() * 2 * RESUBSCRIBE_MS);
    };
    function start() {
      subscription = client.subscribe({ query: leadReceivedSubscription }).subscribe({
        next: (result) => {
          if (result.data?.leadReceived) onLead(result.data.leadReceived);
        },
        error: again,
        complete: again,
      });
    }
    start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [client]);

  const markSeen = useCallback(() => setUnseen(0), []);
  const listen = useCallback((listener: () => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo<LiveLeadsValue>(() => ({ unseen, markSeen, listen }), [unseen, markSeen, listen]);
  return <LiveLeadsContext value={value}>{children}</LiveLeadsContext>;
}
