import { z } from 'zod';
import {
  accountActiveInput,
  accountInput,
  type AuthService,
  changePasswordInput,
  dashboardStats,
  loginInput,
  mfaDisableInput,
  mfaEnableInput,
  mfaSetupInput,
} from '@northrock/core/admin';
import type { RouteDef } from '../../http/route';
import { accountAnswer, meAnswer, mfaEnableAnswer, mfaSetupAnswer, requestMeta } from './admin.answers';

const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('Seconds until the token and its session expire'),
  username: z.string(),
  device_token: z.string().describe('Keep it in this browser and send it with the next sign-ins: failed attempts elsewhere then never block this browser'),
});

const message = z.object({ message: z.string() });

export function adminRoutes(auth: AuthService): RouteDef[] {
  return [
    {
      method: 'post',
      path: '/admin/login',
      tag: 'Admin auth',
      summary: 'Sign in; answers a short-lived bearer token',
      description:
        'Every attempt is counted before the password is checked, together with GraphQL `login`: 5 per 15 minutes per address and ' +
        'account, 30 per 15 minutes per address, growing delays per account after 10 an hour; then 429 with Retry-After. A browser ' +
        'that sends the `device_token` of an earlier sign-in has a budget of its own. With two-factor sign-in on, `code` is required ' +
        '(422 on the field `code` when missing or wrong).',
      body: loginInput,
      response: { status: 200, description: 'Signed in', schema: tokenAnswer },
      errors: [401, 415, 422, 429],
      handler: ({ em, req }) => auth.login(em, req.body, requestMeta(req)),
    },
    {
      method: 'post',
      path: '/admin/logout',
      tag: 'Admin auth',
      summary: 'End this session on the server (the token stops working)',
      auth: true,
      beforePasswordChange: true,
      response: { status: 200, description: 'Signed out', schema: message },
      errors: [401],
      handler: async ({ em, admin }) => {
        await auth.logout(em, admin!);
        return { message: 'Logged out successfully' };
      },
    },
    {
      method: 'get',
      path: '/admin/me',
      tag: 'Admin auth',
      summary: 'The signed-in admin',
      auth: true,
      beforePasswordChange: true,
      response: { status: 200, description: 'Who the token belongs to', schema: meAnswer },
      errors: [401],
      handler: ({ em, admin }) => auth.me(em, admin!),
    },
    {
      method: 'put',
      path: '/admin/password',
      tag: 'Admin auth',
      summary: 'Change the password (current one required); every other session ends',
      auth: true,
      beforePasswordChange: true,
      body: changePasswordInput,
      response: { status: 200, description: 'Changed', schema: message },
      errors: [401, 415, 422, 429],
      handler: async ({ em, req, admin }) => {
        await auth.changePassword(em, admin!, req.body);
        return { message: 'Password changed successfully' };
      },
    },
    {
      method: 'post',
      path: '/admin/mfa/setup',
      tag: 'Admin auth',
      summary: 'Start two-factor enrolment (current password): a new TOTP secret as a QR code',
      auth: true,
      body: mfaSetupInput,
      response: { status: 200, description: 'Scan it, then confirm a code with POST /admin/mfa/enable', schema: mfaSetupAnswer },
      errors: [401, 403, 409, 415, 422, 429],
      handler: ({ em, req, admin }) => auth.startMfaSetup(em, admin!, req.body),
    },
    {
      method: 'post',
      path: '/admin/mfa/enable',
      tag: 'Admin auth',
      summary: 'Turn two-factor sign-in on with a first code; answers one-time recovery codes; every other session ends',
      auth: true,
      body: mfaEnableInput,
      response: { status: 200, description: 'On', schema: mfaEnableAnswer },
      errors: [401, 403, 409, 415, 422, 429],
      handler: ({ em, req, admin }) => auth.enableMfa(em, admin!, req.body),
    },
    {
      method: 'post',
      path: '/admin/mfa/disable',
      tag: 'Admin auth',
      summary: 'Turn two-factor sign-in off (password and a code or recovery code); every other session ends',
      auth: true,
      body: mfaDisableInput,
      response: { status: 200, description: 'Off', schema: message },
      errors: [401, 403, 409, 415, 422, 429],
      handler: async ({ em, req, admin }) => {
        await auth.disableMfa(em, admin!, req.body);
        return { message: 'Two-factor sign-in is off' };
      },
    },
    {
      method: 'get',
      path: '/admin/accounts',
      tag: 'Admin accounts',
      summary: 'Every staff account, with when each last signed in',
      auth: true,
      response: { status: 200, description: 'Oldest first', schema: z.array(accountAnswer) },
      errors: [401, 403],
      handler: ({ em }) => auth.listAccounts(em),
    },
    {
      method: 'post',
      path: '/admin/accounts',
      tag: 'Admin accounts',
      summary: "Add a colleague's account with a temporary password, which they must change at their first sign-in",
      auth: true,
      body: accountInput,
      response: { status: 201, description: 'Created', schema: accountAnswer },
      errors: [401, 403, 409, 415, 422],
      handler: ({ em, req }) => auth.createAccount(em, req.body),
    },
    {
      method: 'put',
      path: '/admin/accounts/{id}/active',
      tag: 'Admin accounts',
      summary: 'Deactivate an account (its sessions end at once) or activate it again',
      description: 'The last active account and the account making the call cannot be deactivated (409).',
      auth: true,
      idParams: ['id'],
      body: accountActiveInput,
      response: { status: 200, description: 'Changed', schema: accountAnswer },
      errors: [401, 403, 404, 409, 415, 422],
      handler: ({ em, req, admin, params }) => auth.setAccountActive(em, admin!, Number(params.id), req.body),
    },
    {
      method: 'get',
      path: '/auth/login-hint',
      tag: 'Admin auth',
      summary: 'The documented default credentials, only while an account still uses them (login screen)',
      response: {
        status: 200,
        description: 'Null unless the password is the documented default (never a configured ADMIN_PASSWORD)',
        schema: z.object({
          default_credentials: z.object({ username: z.string(), password: z.string() }).nullable(),
        }),
      },
      handler: ({ em }) => auth.loginHint(em),
    },
    {
      method: 'get',
      path: '/admin/dashboard-stats',
      tag: 'Admin dashboard',
      summary: 'Counts for the dashboard cards',
      auth: true,
      response: {
        status: 200,
        description: 'Counts',
        schema: z.object({
          services: z.number().int(),
          projects: z.number().int(),
          blog_posts: z.number().int(),
          new_contacts: z.number().int().describe('Leads whose status is new (spam held back not included)'),
        }),
      },
      errors: [401],
      handler: ({ em }) => dashboardStats(em),
    },
  ];
}
