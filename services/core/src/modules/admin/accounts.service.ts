import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { BUILTIN_ADMIN_PASSWORD } from '../../platform/config';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { withActivityAction } from '../activity';
import { validate } from '../shared';
import { AdminSession, AdminUser } from './admin.entity';
import type { AdminPrincipal, AuthDeps } from './admin-principal';
import { accountActiveInput, accountEditInput, accountInput, changePasswordInput } from './admin.schemas';
import { checkCurrentPassword, hashPassword, normalizeUsername, usesBuiltinPassword } from './passwords';
import { revokeOtherSessions } from './sessions.service';

export const LAST_ACCOUNT_MESSAGE = 'The last active account cannot be deactivated';
export const LAST_ADMIN_MESSAGE = 'The last active admin must stay an active admin';

/** A new account row: no second factor yet, never signed in, active. */
function newAdminUser(
  em: Em,
  fields: Pick<AdminUser, 'username' | 'password_hash' | 'default_password' | 'must_change_password'> & Partial<Pick<AdminUser, 'role' | 'email'>>,
): AdminUser {
  return em.create(AdminUser, {
    role: 'admin',
    email: null,
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

/** Creates the admin account on first start only; never touches an existing one. */
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

/** Staff accounts: the first one, colleagues' accounts, password changes, the signed-in admin's own view. */
export function createAccounts(deps: AuthDeps) {
  return {
    /** Needs the current password; ends every other session of the account. */
    async changePassword(em: Em, principal: AdminPrincipal, input: unknown): Promise<void> {
      const { current_password, new_password } = validate(changePasswordInput, input);
      const user = await checkCurrentPassword(deps.limiter, em, principal, current_password);
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
        role: user.role,
        email: user.email ?? null,
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

    /** Every staff account, oldest first, with when each last signed in. */
    async listAccounts(em: Em) {
      const users = await em.find(AdminUser, {}, { orderBy: { id: 'asc' } });
      return users.map(accountView);
    },

    /** A colleague's account with a temporary password, which they must change at their first sign-in. */
    async createAccount(em: Em, input: unknown) {
      const { username, temporary_password, role, email } = validate(accountInput, input);
      const user = newAdminUser(em, {
        username,
        role,
        email,
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
          const others = activeRows.filter((u) => u.id !== user.id);
          if (!user.deactivated_at && others.length === 0) throw new AppError('CONFLICT', LAST_ACCOUNT_MESSAGE);
          if (!user.deactivated_at && user.role === 'admin' && !others.some((u) => u.role === 'admin')) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
          user.deactivated_at ??= new Date();
          await tx.nativeUpdate(AdminSession, { user: user.id, revoked_at: null }, { revoked_at: new Date() });
        } else {
          user.deactivated_at = null;
        }
        await withActivityAction(active ? 'account_activate' : 'account_deactivate', () => tx.flush());
        return accountView(user);
      });
    },

    /**
     * Sets an account's role and e-mail address. The last active admin stays an admin: the
     * active rows are locked first, so two admins demoting each other at once leave one admin.
     */
    async updateAccount(em: Em, id: number, input: unknown) {
      const { role, email } = validate(accountEditInput, input);
      return em.transactional(async (tx) => {
        const user = await tx.findOne(AdminUser, { id });
        if (!user) throw new AppError('NOT_FOUND', 'Account not found');
        if (user.role === 'admin' && role !== 'admin' && !user.deactivated_at) {
          const activeAdmins = await tx.find(AdminUser, { deactivated_at: null, role: 'admin' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!activeAdmins.some((u) => u.id !== user.id)) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
        }
        user.role = role;
        user.email = email;
        await withActivityAction('account_update', () => tx.flush());
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
    role: user.role,
    email: user.email ?? null,
    active: !user.deactivated_at,
    must_change_password: user.must_change_password,
    mfa_enabled: Boolean(user.totp_secret),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
  };
}
