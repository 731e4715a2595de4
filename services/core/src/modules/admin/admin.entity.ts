import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_users',
  properties: {
    ...idColumn,
    username: p.string().length(64).unique(),
    /** `admin` (everything) or `estimator` (works the leads assigned to them and unassigned ones). */
    role: p.enum(['admin', 'estimator']).default('admin'),
    /** Where reminders about the account's leads go (the chase); null = none. */
    email: p.string().length(254).nullable(),
    password_hash: p.string().hidden(),
    /**
     * True while the password is the built-in documented default (`northrock-admin`): the login
     * screen shows it meanwhile, and production forces a change at the first sign-in.
     */
    default_password: p.boolean().default(true),
    password_changed_at: p.datetime().nullable(),
    /** TOTP secret (RFC 6238), sealed with a key derived from JWT_SECRET; null while two-factor sign-in is off. */
    totp_secret: p.text().nullable().hidden(),
    /** A secret shown during enrolment, until a first code confirms it. */
    totp_pending_secret: p.text().nullable().hidden(),
    totp_enabled_at: p.datetime().nullable(),
    /** The last accepted TOTP time step: a code is good once (no replay within its window). */
    totp_last_step: p.bigint('number').nullable().hidden(),
    /** A colleague's account keeps its temporary password only until the first sign-in changes it. */
    must_change_password: p.boolean().default(false),
    last_login_at: p.datetime().nullable(),
    /** A deactivated account cannot sign in, and its sessions ended when it was deactivated. */
    deactivated_at: p.datetime().nullable(),
    ...timestampColumns,
  },
});
export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);

/** A signed-in session; the JWT carries its id, so ending the row ends the token. */
const AdminSessionSchema = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(AdminUser).deleteRule('cascade'),
    created_at: p.datetime().onCreate(() => new Date()),
    expires_at: p.datetime().index(),
    revoked_at: p.datetime().nullable(),
    ip: p.string().length(64).default(''),
    user_agent: p.string().length(300).default(''),
  },
});
export class AdminSession extends AdminSessionSchema.class {}
AdminSessionSchema.setClass(AdminSession);
/** One-time recovery codes for two-factor sign-in, stored as SHA-256 hashes (they are random, 50 bits each). */
const AdminRecoveryCodeSchema = defineEntity({
  name: 'AdminRecoveryCode',
  tableName: 'admin_recovery_codes',
  properties: {
    ...idColumn,
    user: () => p.manyToOne(AdminUser).deleteRule('cascade'),
    code_hash: p.string().length(64).unique().hidden(),
    created_at: p.datetime().onCreate(() => new Date()),
    used_at: p.datetime().nullable(),
  },
});
export class AdminRecoveryCode extends AdminRecoveryCodeSchema.class {}
AdminRecoveryCodeSchema.setClass(AdminRecoveryCode);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const adminEntities = [AdminUserSchema, AdminSessionSchema, AdminRecoveryCodeSchema];
