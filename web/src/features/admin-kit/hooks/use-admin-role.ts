import { useQuery } from '@apollo/client/react';
import { meQuery } from '../api/me.query';

/**
 * The signed-in account's role (docs/admin.md, "Roles and owners"): `estimator` hides what the
 * server refuses them; undefined until `me` has answered (the admin shell asks first, so it is
 * usually in the cache already).
 */
export function useAdminRole(): 'admin' | 'estimator' | undefined {
  return useQuery(meQuery).data?.me.role;
}
