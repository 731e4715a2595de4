import { createHash, randomBytes } from 'node:crypto';
import { brand } from '../../brand';
import type { Em } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { rateLimited } from '../../platform/rate-limit';
import { createSecretBox } from '../../platform/secret-box';
import { checkTotp, newTotpSecret, qrSvg, totpUri } from '../../platform/totp';
import { recordActivity, withActivityAction } from '../activity';
import { validate } from '../shared';
import { AdminRecoveryCode, AdminUser } from './admin.entity';
import { actorOf, type AdminPrincipal, type AuthDeps } from './admin-principal';
import { mfaDisableInput, mfaEnableInput, mfaSetupInput } from './admin.schemas';
import { reauthRule } from './login-throttle';
import { checkCurrentPassword } from './passwords';
import { MFA_INVALID_MESSAGE, revokeOtherSessions } from './sessions.service';

const RECOVERY_CODE_COUNT = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `xxxxx-xxxxx` from an alphabet without look-alikes (0/o, 1/l): 50 random bits. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % 32]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Two-factor sign-in (TOTP with one-time recovery codes): enrolment, checking a code, turning it off. */
export function createTwoFactor(deps: AuthDeps) {
  const totpBox = createSecretBox(deps.jwtKey, 'admin totp v1');
  const checkCurrentPasswordOf = (em: Em, principal: AdminPrincipal, password: string) => checkCurrentPassword(deps.limiter, em, principal, password);

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

  /** A second factor for sign-in or turning it off: a code is used once. */
  const verifySecondFactor = async (em: Em, user: AdminUser, secretSealed: string, code: string): Promise<boolean> => {
    const { ok, step } = await checkSecondFactor(em, user, secretSealed, code);
    if (!ok) return false;
    return step === undefined || claimStep(em, user.id, step);
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
    verifySecondFactor,

    /**
     * Enrolment, step 1 (current password): a new secret, shown once as a QR code and as text.
     * It becomes active only when `enableMfa` receives a first valid code from it.
     */
    async startMfaSetup(em: Em, principal: AdminPrincipal, input: unknown) {
      const { current_password } = validate(mfaSetupInput, input);
      const user = await checkCurrentPasswordOf(em, principal, current_password);
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
      const user = await checkCurrentPasswordOf(em, principal, current_password);
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
  };
}
