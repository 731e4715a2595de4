export { AdminSession, AdminUser, adminEntities } from './admin.entity';
export { accountActiveInput, accountInput, changePasswordInput, loginInput, mfaDisableInput, mfaEnableInput, mfaSetupInput } from './admin.schemas';
export {
  LAST_ACCOUNT_MESSAGE,
  SESSION_TTL_SECONDS,
  TEMPORARY_PASSWORD_MESSAGE,
  createAuthService,
  ensureAdminUser,
  hashPassword,
  jwtKeyFrom,
  type AdminPrincipal,
  type AuthService,
  type RequestMeta,
} from './auth.service';
export { dashboardStats, type DashboardStats } from './dashboard.service';
export { FREE_ACCOUNT_ATTEMPTS, loginRules } from './login-throttle';
