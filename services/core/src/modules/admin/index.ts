export { AdminSession, AdminUser, adminEntities } from './admin.entity';
export {
  accountActiveInput,
  accountEditInput,
  accountInput,
  adminRoles,
  type AdminRole,
  changePasswordInput,
  loginInput,
  mfaDisableInput,
  mfaEnableInput,
  mfaSetupInput,
} from './admin.schemas';
export { accountAddresses } from './account-addresses';
export { LAST_ACCOUNT_MESSAGE, LAST_ADMIN_MESSAGE, ensureAdminUser } from './accounts.service';
export type { AdminPrincipal, RequestMeta } from './admin-principal';
export { createAuthService, type AuthService } from './auth.service';
export { hashPassword } from './passwords';
export { ADMIN_ROLE_MESSAGE, SESSION_TTL_SECONDS, TEMPORARY_PASSWORD_MESSAGE, jwtKeyFrom } from './sessions.service';
export { dashboardStats, type DashboardStats } from './dashboard.service';
export { FREE_ACCOUNT_ATTEMPTS, loginRules } from './login-throttle';
