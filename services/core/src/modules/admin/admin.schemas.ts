import { z } from 'zod';

/** A TOTP code (6 digits) or a one-time recovery code (`xxxxx-xxxxx`); spaces are ignored. */
const secondFactor = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, `${label} is required`).max(32, `${label} must be at most 32 characters`));

/**
 * Login payload (docs/product.md §3): username and password, both required. With two-factor sign-in on,
 * `code` carries the authenticator's code (or a recovery code); `device_token` is what an
 * earlier sign-in from this browser answered (it gets a budget of failed attempts of its own).
 */
export const loginInput = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  code: secondFactor('Code').optional(),
  device_token: z.string({ error: 'device_token must be text' }).max(2048).optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const newPasswordRule = z
  .string({ error: 'New password is required' })
  .min(12, 'New password must be at least 12 characters')
  .max(256, 'New password must be at most 256 characters');

const currentPassword = z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(256);

export const changePasswordInput = z
  .object({
    current_password: currentPassword,
    new_password: newPasswordRule,
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: 'New password must differ from the current one',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Starting two-factor enrolment needs the current password. */
export const mfaSetupInput = z.object({ current_password: currentPassword });

/** Turning two-factor sign-in on: the first code from the app proves it was set up. */
export const mfaEnableInput = z.object({ code: secondFactor('Code') });

/** Turning it off needs the password and a code (or a recovery code). */
export const mfaDisableInput = z.object({ current_password: currentPassword, code: secondFactor('Code') });
