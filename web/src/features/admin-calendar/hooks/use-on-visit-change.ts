import { useEffect, useEffectEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { keepSubscribed } from '~/features/admin-kit/lib/keep-subscribed';
import { visitChangedSubscription } from '../api/visit-changed.subscription';

/**
 * Calls `onChange` with each visit booked, moved, cancelled or marked while the screen is open
 * (`visitChanged`; an estimator hears of their own visits only: the server decides it).
 */
export function useOnVisitChange(onChange: (visitId: string) => void): void {
  const client = useApolloClient();
  const changed = useEffectEvent(onChange);
  useEffect(() => keepSubscribed(client, visitChangedSubscription, (data) => changed(data.visitChanged.id)), [client]);
}
