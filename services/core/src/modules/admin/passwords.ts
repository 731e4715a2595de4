import argon2 from 'argon2';
import { BUILTIN_ADMIN_PASSWORD } from '../../platform/config';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { rateLimited, type RateLimiter } from '../../platform/rate-limit';
import { AdminUser } from './admin.entity';
import type { AdminPrincipal } from './admin-principal';
import { reauthRule } from './login-throttle';

/** argon2id above the OWASP floor (m=19 MiB, t=2). */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/**
 * Whether a stored hash is the documented default password. Accounts flagged by the seed are
 * checked once per hash (an install seeded with a configured ADMIN_PASSWORD is flagged too on
 * versions before the flag was exact); the answer is kept, so the public hint costs no hashing.
 */
const builtinChecks = new Map<string, Promise<boolean>>();
export function usesBuiltinPassword(user: Pick<AdminUser, 'default_password' | 'password_hash'>): Promise<boolean> {
  if (!user.default_password) return Promise.resolve(false);
  let check = builtinChecks.get(user.password_hash);
  if (!check) {
    if (builtinChecks.size > 100) builtinChecks.clear();
    check = argon2.verify(user.password_hash, BUILTIN_ADMIN_PASSWORD).catch(() => false);
    builtinChecks.set(user.password_hash, check);
  }
  return check;
}

export function normalizeUsername(u: string): string {
  return u.trim().toLowerCase();
}

/** The current password of a signed-in admin, with its own small budget (a stolen session cannot brute-force it). */
export async function checkCurrentPassword(limiter: RateLimiter, em: Em, principal: AdminPrincipal, password: string): Promise<AdminUser> {
  const state = await limiter.consume('reauth', String(principal.userId), reauthRule);
  if (!state.allowed) throw rateLimited(state, 'Too many attempts. Try again later.');
  const user = await em.findOneOrFail(AdminUser, { id: principal.userId });
  if (!(await argon2.verify(user.password_hash, password).catch(() => false))) {
    throw AppError.validation([{ field: 'current_password', message: 'Current password is incorrect' }]);
  }
  return user;
}
