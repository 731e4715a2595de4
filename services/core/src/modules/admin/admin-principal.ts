import type { RateLimiter } from '../../platform/rate-limit';
import type { AdminRole } from './admin.schemas';

/** What sign-in, two-factor and accounts share: their dependencies and the signed-in admin. */
export interface AuthDeps {
  jwtKey: Uint8Array;
  limiter: RateLimiter;
  /** Production forces a change of the documented default password at the first sign-in. */
  production?: boolean;
}

export interface RequestMeta {
  /** Normalized client address (IPv6 by /64): the rate-limit key. */
  ip: string;
  userAgent: string;
}

export interface AdminPrincipal {
  userId: number;
  username: string;
  /** `admin` may do everything; an `estimator` works only the leads assigned to them and unassigned ones. */
  role: AdminRole;
  sessionId: string;
  /**
   * A temporary password (a colleague's new account), or the documented default in production:
   * only `me`, password change and logout are allowed.
   */
  mustChangePassword: boolean;
  /** Why a change is required: the temporary password of a new account, else the documented default. */
  temporaryPassword: boolean;
}

/** The admin as the activity history names them. */
export const actorOf = (principal: AdminPrincipal) => ({ id: principal.userId, username: principal.username });
