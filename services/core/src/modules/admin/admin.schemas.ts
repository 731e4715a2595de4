import { z } from 'zod';
import { requiredText } from '../shared/fields.schemas';

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
export const loginInput = z.strictObject({
  username: requiredText('Username', 64),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  code: secondFactor('Code').optional(),
  device_token: z.string({ error: 'device_token must be text' }).max(2048).optional(),
});

/** A password someone chooses: 12 to 256 characters. */
const passwordRule = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(12, `${label} must be at least 12 characters`)
    .max(256, `${label} must be at most 256 characters`);

const newPasswordRule = passwordRule('New password');

const currentPassword = z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(256);

export const changePasswordInput = z
  .strictObject({
    current_password: currentPassword,
    new_password: newPasswordRule,
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: 'New password must differ from the current one',
  });

/** Starting two-factor enrolment needs the current password. */
export const mfaSetupInput = z.strictObject({ current_password: currentPassword });

/** Turning two-factor sign-in on: the first code from the app proves it was set up. */
export const mfaEnableInput = z.strictObject({ code: secondFactor('Code') });

/** Turning it off needs the password and a code (or a recovery code). */
export const mfaDisableInput = z.strictObject({ current_password: currentPassword, code: secondFactor('Code') });

/** What an account may do: `admin` everything, `estimator` the leads assigned to them and unassigned ones. */
export const adminRoles = ['admin', 'estimator'] as const;
export type AdminRole = (typeof adminRoles)[number];

const roleField = z.enum(adminRoles, { error: `role must be one of ${adminRoles.join(', ')}` });

/** Where the chase e-mails of an account go; empty = none (the staff address is used). */
const emailField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: 'Email must be text' })
    .trim()
    .toLowerCase()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: 'Email must be a valid e-mail address' }))
    .nullable(),
);

/** A colleague's account: a username, a temporary password (changed at the first sign-in), a role and an optional e-mail address. */
export const accountInput = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .toLowerCase()
    .min(3, 'Username must be at least 3 characters')
    .max(64, 'Username must be at most 64 characters')
    .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Username may contain letters, digits, dots, hyphens and underscores only'),
  temporary_password: passwordRule('Temporary password').describe('Shown to the colleague once; they must change it at the first sign-in'),
  role: roleField.default('admin').describe('admin (everything) or estimator (the leads assigned to them and unassigned ones)'),
  email: emailField.default(null).describe('Where reminders about their leads go (optional)'),
});

/** Editing an account: its role and e-mail address (the last active admin stays an admin). */
export const accountEditInput = z.strictObject({
  role: roleField,
  email: emailField.default(null),
});

export const accountActiveInput = z.strictObject({ active: z.boolean({ error: 'active must be true or false' }) });
