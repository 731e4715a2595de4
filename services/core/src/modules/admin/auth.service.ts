import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import argon2 from 'argon2';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { brand } from '../../brand';
import { BUILTIN_ADMIN_PASSWORD } from '../../platform/config';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { rateLimited, type RateLimiter } from '../../platform/rate-limit';
import { createSecretBox } from '../../platform/secret-box';
import { checkTotp, newTotpSecret, qrSvg, totpUri } from '../../platform/totp';
import { pruneActivity, recordActivity, setActivityActor, withActivityAction } from '../activity';
import { validate } from '../shared';
import { AdminRecoveryCode, AdminSession, AdminUser } from './admin.entity';
import { accountActiveInput, accountInput, changePasswordInput, loginInput, mfaDisableInput, mfaEnableInput, mfaSetupInput } from './admin.schemas';
import { createLoginThrottle, reauthRule } from './login-throttle';

/** argon2id above the OWASP floor (m=19 MiB, t=2). */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ALGORITHM = 'HS256';
const ISSUER = 'northrock';
const AUDIENCE = 'northrock-admin';
const DEVICE_AUDIENCE = 'northrock-admin-device';
/** A working day; the session row expires with the token. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** A browser that signed in keeps its own failed-attempt budget this long. */
const DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;
const RECOVERY_CODE_COUNT = 10;

const MFA_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app (or a recovery code)';
const MFA_INVALID_MESSAGE = 'That code is not valid, or was already used';
const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'The documented default password must be changed before anything else: Settings > Change Password';
export const TEMPORARY_PASSWORD_MESSAGE = 'Your temporary password must be changed before anything else: Settings > Change Password';
export const LAST_ACCOUNT_MESSAGE = 'The last active account cannot be deactivated';

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
  sessionId: string;
  /**
   * A temporary password (a colleague's new account), or the documented default in production:
   * only `me`, password change and logout are allowed.
   */
  mustChangePassword: boolean;
  /** Why a change is required: the temporary password of a new account, else the documented default. */
  temporaryPassword: boolean;
}

export function jwtKeyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether a stored hash is the documented default password. Accounts flagged by the seed are
 * checked once per hash (an install seeded with a configured ADMIN_PASSWORD is flagged too on
 * versions before the flag was exact); the answer is kept, so the public hint costs no hashing.
 */
const builtinChecks = new Map<string, Promise<boolean>>();
function usesBuiltinPassword(user: Pick<AdminUser, 'default_password' | 'password_hash'>): Promise<boolean> {
  if (!user.default_password) return Promise.resolve(false);
  let check = builtinChecks.get(user.password_hash);
  if (!check) {
    if (builtinChecks.size > 100) builtinChecks.clear();
    check = argon2.verify(user.password_hash, BUILTIN_ADMIN_PASSWORD).catch(() => false);
    builtinChecks.set(user.password_hash, check);
  }
  return check;
}

/** Creates the admin account on first start only; never touches an existing one. */
/** A new account row: no second factor yet, never signed in, active. */
function newAdminUser(em: Em, fields: Pick<AdminUser, 'username' | 'password_hash' | 'default_password' | 'must_change_password'>): AdminUser {
  return em.create(AdminUser, {
    ...fields,
    password_changed_at: null,
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    last_login_at: null,
    deactivated_at: null,
  });
}

export async function ensureAdminUser(em: Em, username: string, password: string): Promise<boolean> {
  const existing = await em.count(AdminUser, {});
  if (existing > 0) return false;
  em.persist(
    newAdminUser(em, {
      username: normalizeUsername(username),
      password_hash: await hashPassword(password),
      default_password: password === BUILTIN_ADMIN_PASSWORD,
      must_change_password: false,
    }),
  );
  await em.flush();
  return true;
}

function normalizeUsername(u: string): string {
  return u.trim().toLowerCase();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `xxxxx-xxxxx` from an alphabet without look-alikes (0/o, 1/l): 50 random bits. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % 32]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

const actorOf = (principal: AdminPrincipal) => ({ id: principal.userId, username: principal.username });

/** A sign-in refused for a wrong name, password or code: the name tried, never the password (nor the address). */
async function recordFailedSignIn(em: Em, account: string, reason: 'credentials' | 'code'): Promise<void> {
  recordActivity(em, { actor: null, action: 'sign_in_failed', entity_type: 'Session', label: account.slice(0, 64), details: { reason } });
  await em.flush();
}

export function createAuthService(deps: AuthDeps) {
  const throttle = createLoginThrottle(deps.limiter);
  const totpBox = createSecretBox(deps.jwtKey, 'admin totp v1');

  const revokeOtherSessions = (em: Em, principal: AdminPrincipal) =>
    em.nativeUpdate(AdminSession, { user: principal.userId, revoked_at: null, id: { $ne: principal.sessionId } }, { revoked_at: new Date() });

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
    return { access_token, token_type: 'bearer' as const, expires_in: SESSION_TTL_SECONDS, username: user.username, device_token };
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

  /** A TOTP code (once per time step) or an unused recovery code, consumed atomically. */
  const checkSecondFactor = async (em: Em, user: AdminUser, secretSealed: string, code: string): Promise<{ ok: boolean; step?: number }> => {
    if (/^\d{6}$/.test(code)) {
      const result = await checkTotp(totpBox.open(secretSealed), code, user.totp_last_step);
      if (!result.valid || result.timeStep === undefined) return { ok: false };
      return { ok: true, step: result.timeStep };
    }
    const used = await em.nativeUpdate(
      AdminRecoveryCode,
      { user: user.id, code_hash: sha256(normalizeRecoveryCode(code)), used_at: null },
      { used_at: new Date() },
    );
    return { ok: used === 1 };
  };

  /** Records a TOTP step as used; false when another request used it first (replay). */
  const claimStep = async (em: Em, userId: number, step: number): Promise<boolean> =>
    (await em.nativeUpdate(AdminUser, { id: userId, $or: [{ totp_last_step: null }, { totp_last_step: { $lt: step } }] }, { totp_last_step: step })) === 1;

  const verifySecondFactor = async (em: Em, user: AdminUser, secretSealed: string, code: string): Promise<boolean> => {
    const { ok, step } = await checkSecondFactor(em, user, secretSealed, code);
    if (!ok) return false;
    return step === undefined || claimStep(em, user.id, step);
  };

  /** The current password of a signed-in admin, with its own small budget (a stolen session cannot brute-force it). */
  const checkCurrentPassword = async (em: Em, principal: AdminPrincipal, password: string): Promise<AdminUser> => {
    const state = await deps.limiter.consume('reauth', String(principal.userId), reauthRule);
    if (!state.allowed) throw rateLimited(state, 'Too many attempts. Try again later.');
    const user = await em.findOneOrFail(AdminUser, { id: principal.userId });
    if (!(await argon2.verify(user.password_hash, password).catch(() => false))) {
      throw AppError.validation([{ field: 'current_password', message: 'Current password is incorrect' }]);
    }
    return user;
  };

  const codeBudget = async (principal: AdminPrincipal) => {
    const state = await deps.limiter.consume('mfa-code', String(principal.userId), reauthRule);
    if (!state.allowed) throw rateLimited(state, 'Too many attempts. Try again later.');
  };

  const newRecoveryCodes = async (em: Em, userId: number): Promise<string[]> => {
    await em.nativeDelete(AdminRecoveryCode, { user: userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes) {
      em.persist(em.create(AdminRecoveryCode, { user: userId, code_hash: sha256(normalizeRecoveryCode(code)), used_at: null }));
    }
    await em.flush();
    return codes;
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

    async logout(em: Em, principal: AdminPrincipal): Promise<void> {
      await em.transactional(async (tx) => {
        const ended = await tx.nativeUpdate(AdminSession, { id: principal.sessionId, revoked_at: null }, { revoked_at: new Date() });
        if (ended) recordActivity(tx, { actor: actorOf(principal), action: 'sign_out', entity_type: 'Session', label: principal.username });
      });
    },

    /** Needs the current password; ends every other session of the account. */
    async changePassword(em: Em, principal: AdminPrincipal, input: unknown): Promise<void> {
      const { current_password, new_password } = validate(changePasswordInput, input);
      const user = await checkCurrentPassword(em, principal, current_password);
      user.password_hash = await hashPassword(new_password);
      user.default_password = new_password === BUILTIN_ADMIN_PASSWORD;
      user.must_change_password = false;
      user.password_changed_at = new Date();
      await withActivityAction('password_change', () => em.flush());
      await revokeOtherSessions(em, principal);
    },

    /** The signed-in admin: whether the default password is in use (and must be changed), whether two-factor sign-in is on. */
    async me(em: Em, principal: AdminPrincipal) {
      const user = await em.findOneOrFail(AdminUser, { id: principal.userId });
      return {
        username: user.username,
        default_password: await usesBuiltinPassword(user),
        password_change_required: principal.mustChangePassword,
        temporary_password: principal.temporaryPassword,
        mfa_enabled: Boolean(user.totp_secret),
      };
    },

    /** What the login screen may show: the documented default credentials, only while an account still has them. */
    async loginHint(em: Em): Promise<{ default_credentials: { username: string; password: string } | null }> {
      const flagged = await em.find(AdminUser, { default_password: true }, { orderBy: { id: 'asc' }, limit: 5 });
      for (const user of flagged) {
        if (await usesBuiltinPassword(user)) return { default_credentials: { username: user.username, password: BUILTIN_ADMIN_PASSWORD } };
      }
      return { default_credentials: null };
    },

    /**
     * Enrolment, step 1 (current password): a new secret, shown once as a QR code and as text.
     * It becomes active only when `enableMfa` receives a first valid code from it.
     */
    async startMfaSetup(em: Em, principal: AdminPrincipal, input: unknown) {
      const { current_password } = validate(mfaSetupInput, input);
      const user = await checkCurrentPassword(em, principal, current_password);
      if (user.totp_secret) throw new AppError('CONFLICT', 'Two-factor sign-in is already on; turn it off first');
      const secret = newTotpSecret();
      user.totp_pending_secret = totpBox.seal(secret);
      await withActivityAction('mfa_setup', () => em.flush());
      const otpauth_url = totpUri(secret, brand.name, user.username);
      return { secret, otpauth_url, qr_svg: await qrSvg(otpauth_url) };
    },

    /** Enrolment, step 2: a code from the app turns it on; answers the recovery codes (shown once) and ends every other session. */
    async enableMfa(em: Em, principal: AdminPrincipal, input: unknown): Promise<{ recovery_codes: string[] }> {
      const { code } = validate(mfaEnableInput, input);
      await codeBudget(principal);
      const user = await em.findOneOrFail(AdminUser, { id: principal.userId });
      if (user.totp_secret) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
      if (!user.totp_pending_secret) throw new AppError('CONFLICT', 'Start the set-up first (it asks for your password)');
      const result = await checkTotp(totpBox.open(user.totp_pending_secret), code);
      if (!result.valid) throw AppError.validation([{ field: 'code', message: MFA_INVALID_MESSAGE }]);
      user.totp_secret = user.totp_pending_secret;
      user.totp_pending_secret = null;
      user.totp_enabled_at = new Date();
      user.totp_last_step = result.timeStep ?? null;
      await withActivityAction('mfa_enable', () => em.flush());
      const recovery_codes = await newRecoveryCodes(em, user.id);
      await revokeOtherSessions(em, principal);
      return { recovery_codes };
    },

    /** Turns two-factor sign-in off (password and a code or recovery code); ends every other session. */
    async disableMfa(em: Em, principal: AdminPrincipal, input: unknown): Promise<void> {
      const { current_password, code } = validate(mfaDisableInput, input);
      await codeBudget(principal);
      const user = await checkCurrentPassword(em, principal, current_password);
      if (!user.totp_secret) throw new AppError('CONFLICT', 'Two-factor sign-in is not on');
      if (!(await verifySecondFactor(em, user, user.totp_secret, code))) {
        throw AppError.validation([{ field: 'code', message: MFA_INVALID_MESSAGE }]);
      }
      await em.transactional(async (tx) => {
        await tx.nativeUpdate(AdminUser, { id: user.id }, { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null });
        await tx.nativeDelete(AdminRecoveryCode, { user: user.id });
        recordActivity(tx, { actor: actorOf(principal), action: 'mfa_disable', entity_type: 'AdminUser', entity_id: user.id, label: user.username });
      });
      await revokeOtherSessions(em, principal);
    },

    /** Every staff account, oldest first, with when each last signed in. */
    async listAccounts(em: Em) {
      const users = await em.find(AdminUser, {}, { orderBy: { id: 'asc' } });
      return users.map(accountView);
    },

    /** A colleague's account with a temporary password, which they must change at their first sign-in. */
    async createAccount(em: Em, input: unknown) {
      const { username, temporary_password } = validate(accountInput, input);
      const user = newAdminUser(em, {
        username,
        password_hash: await hashPassword(temporary_password),
        default_password: false,
        must_change_password: true,
      });
      em.persist(user);
      try {
        await withActivityAction('account_create', () => em.flush());
      } catch (err) {
        // The unique username decides, also between two admins adding the same name at once.
        if (err instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', `An account named ${username} already exists`);
        throw err;
      }
      return accountView(user);
    },

    /**
     * Deactivates an account (its sessions end at once: its next request answers 401) or
     * activates it again. The last active account stays active: the active rows are locked
     * first, so two admins deactivating each other at once cannot leave the office locked out.
     */
    async setAccountActive(em: Em, principal: AdminPrincipal, id: number, input: unknown) {
      const { active } = validate(accountActiveInput, input);
      return em.transactional(async (tx) => {
        const user = await tx.findOne(AdminUser, { id });
        if (!user) throw new AppError('NOT_FOUND', 'Account not found');
        if (!active) {
          if (user.id === principal.userId) throw new AppError('CONFLICT', 'You cannot deactivate the account you are signed in with');
          const activeRows = await tx.find(AdminUser, { deactivated_at: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!user.deactivated_at && activeRows.filter((u) => u.id !== user.id).length === 0) throw new AppError('CONFLICT', LAST_ACCOUNT_MESSAGE);
          user.deactivated_at ??= new Date();
          await tx.nativeUpdate(AdminSession, { user: user.id, revoked_at: null }, { revoked_at: new Date() });
        } else {
          user.deactivated_at = null;
        }
        await withActivityAction(active ? 'account_activate' : 'account_deactivate', () => tx.flush());
        return accountView(user);
      });
    },
  };
}

/** What the Accounts list shows: never a hash or a secret. */
function accountView(user: AdminUser) {
  return {
    id: user.id,
    username: user.username,
    active: !user.deactivated_at,
    must_change_password: user.must_change_password,
    mfa_enabled: Boolean(user.totp_secret),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
