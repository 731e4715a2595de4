import type { AuthDeps } from './admin-principal';
import { createAccounts } from './accounts.service';
import { createSessions } from './sessions.service';
import { createTwoFactor } from './two-factor.service';

/**
 * The admin's authentication, one service over three parts: sessions (sign-in, the bearer token,
 * sign-out: sessions.service.ts), two-factor sign-in (two-factor.service.ts) and accounts
 * (accounts.service.ts; password hashing and checks: passwords.ts).
 */
export function createAuthService(deps: AuthDeps) {
  const { verifySecondFactor, ...twoFactor } = createTwoFactor(deps);
  return { ...createSessions(deps, verifySecondFactor), ...twoFactor, ...createAccounts(deps) };
}

export type AuthService = ReturnType<typeof createAuthService>;
