import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { validate } from '../shared/validate';
import { AdminSession, AdminUser } from './admin.entity';
import { changePasswordInput, loginInput } from './admin.schemas';

/** argon2id above the OWASP floor (m=19 MiB, t=2). */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ALGORITHM = 'HS256';
const ISSUER = 'northrock';
const AUDIENCE = 'northrock-admin';
/** A working day; the session row expires with the token. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

const LOGIN_RULES = {
  perAccount: { limit: 5, windowSeconds: 5 * 60 },
  perAddress: { limit: 30, windowSeconds: 15 * 60 },
};

export interface AuthDeps {
  jwtKey: Uint8Array;
  limiter: RateLimiter;
  /** Default credentials, for the login screen hint while still in use. */
  defaultAdmin: { username: string; password: string };
}

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** The normalized route the attempt came through (rate-limit key). */
  route: string;
}

export interface AdminPrincipal {
  userId: number;
  username: string;
  sessionId: string;
}

export function jwtKeyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/** Creates the admin account on first start only; never touches an existing one. */
export async function ensureAdminUser(em: Em, username: string, password: string): Promise<boolean> {
  const existing = await em.count(AdminUser, {});
  if (existing > 0) return false;
  em.persist(
    em.create(AdminUser, {
      username: normalizeUsername(username),
      password_hash: await hashPassword(password),
      default_password: true,
      password_changed_at: null,
    }),
  );
  await em.flush();
  return true;
}

function normalizeUsername(u: string): string {
  return u.trim().toLowerCase();
}

export function createAuthService(deps: AuthDeps) {
  const issue = async (em: Em, user: AdminUser, meta: RequestMeta) => {
    const session = em.create(AdminSession, {
      id: randomUUID(),
      user,
      expires_at: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
      revoked_at: null,
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent.slice(0, 300),
    });
    em.persist(session);
    await em.flush();
    const access_token = await new SignJWT({ sid: session.id, name: user.username })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(session.expires_at.getTime() / 1000))
      .sign(deps.jwtKey);
    return { access_token, token_type: 'bearer' as const, expires_in: SESSION_TTL_SECONDS, username: user.username };
  };

  return {
    /** `POST /api/admin/login`: checks the argon2id hash; repeated failures answer 429. */
    async login(em: Em, input: unknown, meta: RequestMeta) {
      const { username, password } = validate(loginInput, input);
      const account = normalizeUsername(username);
      const accountKey = `login:${meta.route}:${meta.ip}:${account}`;
      const addressKey = `login:${meta.route}:${meta.ip}`;
      for (const [key, rule] of [
        [accountKey, LOGIN_RULES.perAccount],
        [addressKey, LOGIN_RULES.perAddress],
      ] as const) {
        const state = await deps.limiter.peek(key, rule);
        if (state.count >= rule.limit) {
          throw new AppError('RATE_LIMITED', 'Too many failed login attempts. Try again later.', {
            retryAfterSeconds: state.retryAfterSeconds,
          });
        }
      }
      const user = await em.findOne(AdminUser, { username: account });
      const hash = user?.password_hash ?? (await (dummyHash ??= hashPassword(randomUUID())));
      const ok = await argon2.verify(hash, password).catch(() => false);
      if (!user || !ok) {
        await deps.limiter.hit(accountKey, LOGIN_RULES.perAccount);
        await deps.limiter.hit(addressKey, LOGIN_RULES.perAddress);
        throw new AppError('UNAUTHENTICATED', 'Invalid username or password');
      }
      await deps.limiter.reset(accountKey);
      // Sessions that ended over a day ago are kept no longer; logins are rare enough to do it here.
      await em.nativeDelete(AdminSession, { expires_at: { $lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } });
      return issue(em, user, meta);
    },

    /** Verifies signature, algorithm, expiry and that the session is still live. */
    async authenticate(em: Em, authorization: string | undefined): Promise<AdminPrincipal> {
      const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(authorization ?? '');
      if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
      let sid: unknown;
      let sub: unknown;
      try {
        const { payload } = await jwtVerify(match[1], deps.jwtKey, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        sid = payload.sid;
        sub = payload.sub;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new AppError('UNAUTHENTICATED', 'Session expired');
        throw new AppError('UNAUTHENTICATED', 'Invalid token');
      }
      if (typeof sid !== 'string' || !/^[0-9a-f-]{36}$/.test(sid)) throw new AppError('UNAUTHENTICATED', 'Invalid token');
      const session = await em.findOne(AdminSession, { id: sid }, { populate: ['user'] });
      if (!session || session.revoked_at || session.expires_at <= new Date() || String(session.user.id) !== sub) {
        throw new AppError('UNAUTHENTICATED', 'Session ended');
      }
      return { userId: session.user.id, username: session.user.username, sessionId: session.id };
    },

    async logout(em: Em, principal: AdminPrincipal): Promise<void> {
      await em.nativeUpdate(AdminSession, { id: principal.sessionId, revoked_at: null }, { revoked_at: new Date() });
    },

    /** Needs the current password; ends every other session of the account. */
    async changePassword(em: Em, principal: AdminPrincipal, input: unknown): Promise<void> {
      const { current_password, new_password } = validate(changePasswordInput, input);
      const user = await em.findOneOrFail(AdminUser, { id: principal.userId });
      if (!(await argon2.verify(user.password_hash, current_password).catch(() => false))) {
        throw AppError.validation([{ field: 'current_password', message: 'Current password is incorrect' }]);
      }
      user.password_hash = await hashPassword(new_password);
      user.default_password = new_password === deps.defaultAdmin.password;
      user.password_changed_at = new Date();
      await em.flush();
      await em.nativeUpdate(
        AdminSession,
        { user: principal.userId, revoked_at: null, id: { $ne: principal.sessionId } },
        { revoked_at: new Date() },
      );
    },

    /** The signed-in admin, and whether their password is still the default one. */
    async me(em: Em, principal: AdminPrincipal): Promise<{ username: string; default_password: boolean }> {
      const user = await em.findOneOrFail(AdminUser, { id: principal.userId });
      return { username: user.username, default_password: user.default_password };
    },

    /** What the login screen may show: the default credentials while they still work. */
    async loginHint(em: Em): Promise<{ default_credentials: { username: string; password: string } | null }> {
      const user = await em.findOne(AdminUser, { username: normalizeUsername(deps.defaultAdmin.username) });
      return { default_credentials: user?.default_password ? { ...deps.defaultAdmin } : null };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
