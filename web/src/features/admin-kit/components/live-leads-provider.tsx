import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { leadReceivedSubscription, type LiveLead } from '../api/lead-received.subscription';
import { LiveLeadsContext, useLiveConnection, type LiveLeadsValue } from '../hooks/use-live-leads';
import { keepSubscribed } from '../lib/keep-subscribed';
import { notifyLead } from '../lib/lead-notifications';

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
  const listeners = useRef(new Set<(lead?: LiveLead) => void>());
  const connection = useLiveConnection();

  const tellListeners = useEffectEvent((lead?: LiveLead) => {
    for (const listener of listeners.current) listener(lead);
  });
  const onLead = useEffectEvent((lead: LiveLead) => {
    setUnseen((n) => n + 1);
    tellListeners(lead);
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

  useEffect(
    () =>
      keepSubscribed(client, leadReceivedSubscription, (data) => {
        if (data.leadReceived) onLead(data.leadReceived);
      }),
    [client],
  );

  const markSeen = useCallback(() => setUnseen(0), []);
  const listen = useCallback((listener: (lead?: LiveLead) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo<LiveLeadsValue>(() => ({ unseen, markSeen, listen }), [unseen, markSeen, listen]);
  return <LiveLeadsContext value={value}>{children}</LiveLeadsContext>;
}
