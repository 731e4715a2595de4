import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared/entity-fields';

const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_users',
  properties: {
    ...idColumn,
    username: p.string().length(64).unique(),
    password_hash: p.string().hidden(),
    /** True until the seeded default password is changed: the login screen shows it meanwhile. */
    default_password: p.boolean().default(true),
    password_changed_at: p.datetime().nullable(),
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
export { AdminUserSchema, AdminSessionSchema };
