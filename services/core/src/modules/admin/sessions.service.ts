import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pruneActivity, recordActivity, setActivityActor } from '../activity';
import { validate } from '../shared';
import { AdminSession, AdminUser } from './admin.entity';
import { actorOf, type AdminPrincipal, type AuthDeps, type RequestMeta } from './admin-principal';
import { loginInput } from './admin.schemas';
import { createLoginThrottle } from './login-throttle';
import { hashPassword, normalizeUsername, usesBuiltinPassword } from './passwords';

const ALGORITHM = 'HS256';
const ISSUER = 'northrock';
const AUDIENCE = 'northrock-admin';
const DEVICE_AUDIENCE = 'northrock-admin-device';
/** A working day; the session row expires with the token. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** A browser that signed in keeps its own failed-attempt budget this long. */
const DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;

const MFA_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app (or a recovery code)';
export const MFA_INVALID_MESSAGE = 'That code is not valid, or was already used';
const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'The documented default password must be changed before anything else: Settings > Change Password';
export const TEMPORARY_PASSWORD_MESSAGE = 'Your temporary password must be changed before anything else: Settings > Change Password';
/** What an estimator hears on an admin-only operation. */
export const ADMIN_ROLE_MESSAGE = 'This needs an admin account: estimators work the leads assigned to them and unassigned ones';

export function jwtKeyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/** Ends every session of the account but this one (after a password or two-factor change). */
export const revokeOtherSessions = (em: Em, principal: AdminPrincipal) =>
  em.nativeUpdate(AdminSession, { user: principal.userId, revoked_at: null, id: { $ne: principal.sessionId } }, { revoked_at: new Date() });

/** A sign-in refused for a wrong name, password or code: the name tried, never the password (nor the address). */
async function recordFailedSignIn(em: Em, account: string, reason: 'credentials' | 'code'): Promise<void> {
  recordActivity(em, { actor: null, action: 'sign_in_failed', entity_type: 'Session', label: account.slice(0, 64), details: { reason } });
  await em.flush();
}

/** Checks a second factor (two-factor.service.ts) for the sign-in of an account that has one. */
type VerifySecondFactor = (em: Em, user: AdminUser, secretSealed: string, code: string) => Promise<boolean>;

/** Sign-in, the bearer token and its session row, sign-out. */
export function createSessions(deps: AuthDeps, verifySecondFactor: VerifySecondFactor) {
  const throttle = createLoginThrottle(deps.limiter);

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
    const device_token = await new SignJWT({ did: randomUUID() })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.username)
      .setIssuer(ISSUER)
      .setAudience(DEVICE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
      .sign(deps.jwtKey);
    return { access_token, token_type: 'bearer' as const, expires_in: SESSION_TTL_SECONDS, username: user.username, role: user.role, device_token };
  };

  /** The device id of a device token issued to `account`, else undefined (a bad token is no error: the normal budget applies). */
  const deviceIdFor = async (token: string | undefined, account: string): Promise<string | undefined> => {
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, deps.jwtKey, { algorithms: [ALGORITHM], issuer: ISSUER, audience: DEVICE_AUDIENCE });
      return payload.sub === account && typeof payload.did === 'string' && /^[0-9a-f-]{36}$/.test(payload.did) ? payload.did : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    /**
     * `POST /api/admin/login` and GraphQL `login`: counted (login-throttle.ts) before the argon2id
     * check; with two-factor sign-in on, the code is required too.
     */
    async login(em: Em, input: unknown, meta: RequestMeta) {
      const { username, password, code, device_token } = validate(loginInput, input);
      const account = normalizeUsername(username);
      const attempt = { account, address: meta.ip, deviceId: await deviceIdFor(device_token, account) };
      await throttle.before(attempt);
      const user = await em.findOne(AdminUser, { username: account });
      const hash = user?.password_hash ?? (await (dummyHash ??= hashPassword(randomUUID())));
      const ok = await argon2.verify(hash, password).catch(() => false);
      // A deactivated account answers like a wrong password: nobody learns which accounts exist.
      if (!user || !ok || user.deactivated_at) {
        await recordFailedSignIn(em, account, 'credentials');
        throw new AppError('UNAUTHENTICATED', 'Invalid username or password');
      }
      if (user.totp_secret) {
        if (!code) throw AppError.validation([{ field: 'code', message: MFA_REQUIRED_MESSAGE }]);
        if (!(await verifySecondFactor(em, user, user.totp_secret, code))) {
          await recordFailedSignIn(em, account, 'code');
          throw AppError.validation([{ field: 'code', message: MFA_INVALID_MESSAGE }]);
        }
      }
      await throttle.succeeded(attempt);
      // Sessions that ended over a day ago, and history past its retention, are kept no longer;
      // logins are rare enough to do it here.
      await em.nativeDelete(AdminSession, { expires_at: { $lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } });
      await pruneActivity(em);
      user.last_login_at = new Date();
      // Written by the same flush as the session.
      recordActivity(em, { actor: { id: user.id, username: user.username }, action: 'sign_in', entity_type: 'Session', label: user.username });
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
      if (!session || session.revoked_at || session.user.deactivated_at || session.expires_at <= new Date() || String(session.user.id) !== sub) {
        throw new AppError('UNAUTHENTICATED', 'Session ended');
      }
      // This request's writes are this admin's in the activity history.
      setActivityActor({ id: session.user.id, username: session.user.username });
      return {
        userId: session.user.id,
        username: session.user.username,
        role: session.user.role,
        sessionId: session.id,
        mustChangePassword: session.user.must_change_password || (Boolean(deps.production) && (await usesBuiltinPassword(session.user))),
        temporaryPassword: session.user.must_change_password,
      };
    },

    /** Refuses everything but `me`, password change and logout while a password change is required. */
    requireSettled(principal: AdminPrincipal): AdminPrincipal {
      if (principal.mustChangePassword) {
        throw new AppError('FORBIDDEN', principal.temporaryPassword ? TEMPORARY_PASSWORD_MESSAGE : PASSWORD_CHANGE_REQUIRED_MESSAGE);
      }
      return principal;
    },

    /** Refuses an estimator (403) what only an admin may do: content, settings, accounts, activity, the dashboard. */
    requireAdmin(principal: AdminPrincipal): AdminPrincipal {
      if (principal.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_ROLE_MESSAGE);
      return principal;
    },

    async logout(em: Em, principal: AdminPrincipal): Promise<void> {
      await em.transactional(async (tx) => {
        const ended = await tx.nativeUpdate(AdminSession, { id: principal.sessionId, revoked_at: null }, { revoked_at: new Date() });
        if (ended) recordActivity(tx, { actor: actorOf(principal), action: 'sign_out', entity_type: 'Session', label: principal.username });
      });
    },
  };
}
