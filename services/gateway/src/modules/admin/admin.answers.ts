import type { Request } from 'express';
import { z } from 'zod';
import { adminRoles, type RequestMeta } from '@northrock/core/admin';
import { clientIp } from '../../http/rest';

// What the admin calls answer, shared by REST (documented in OpenAPI) and GraphQL.

/** What the sign-in is counted against (REST and GraphQL alike). */
export function requestMeta(req: Request): RequestMeta {
  return { ip: clientIp(req), userAgent: String(req.headers['user-agent'] ?? '') };
}

/** A confirmation with a human-readable message. */
export const messageAnswer = z.object({ message: z.string() });

export const meAnswer = z.object({
  username: z.string(),
  default_password: z.boolean().describe('True while the documented default password is in use'),
  password_change_required: z
    .boolean()
    .describe('A temporary password, or the documented default in production: only password change, me and logout work until it is changed'),
  temporary_password: z.boolean().describe('The account still has the temporary password it was created with'),
  mfa_enabled: z.boolean().describe('Two-factor sign-in is on'),
  role: z.enum(adminRoles).describe('admin (everything) or estimator (the leads assigned to them and unassigned ones)'),
  email: z.string().nullable().describe('Where reminders about their leads go'),
});

export const mfaSetupAnswer = z.object({
  secret: z.string().describe('Base32 secret, for apps that cannot scan the QR code'),
  otpauth_url: z.string(),
  qr_svg: z.string().describe('The otpauth address as a QR code (SVG document)'),
});

export const mfaEnableAnswer = z.object({
  recovery_codes: z.array(z.string()).describe('One-time codes for when the phone is lost: shown this once'),
});

export const accountAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(adminRoles).describe('admin (everything) or estimator (the leads assigned to them and unassigned ones)'),
  email: z.string().nullable().describe('Where reminders about their leads go; null = none'),
  active: z.boolean().describe('False once deactivated: it cannot sign in and its sessions ended'),
  must_change_password: z.boolean().describe('Still on the temporary password it was created with'),
  mfa_enabled: z.boolean(),
  last_login_at: z.string().nullable().describe('When it last signed in (ISO 8601); null if never'),
  created_at: z.string(),
});
