import { z } from 'zod';
import { adminRoles, type AuthService, loginInput } from '@northrock/core/admin';
import type { RouteDef } from '../../http/route';
import { meAnswer, requestMeta, messageAnswer } from './admin.answers';

const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('Seconds until the token and its session expire'),
  username: z.string(),
  role: z.enum(adminRoles).describe('admin or estimator: where the back office opens (Dashboard, or Contacts for an estimator)'),
  device_token: z.string().describe('Keep it in this browser and send it with the next sign-ins: failed attempts elsewhere then never block this browser'),
});

/** Sign-in, sign-out, the signed-in admin and the login screen's hint (REST). */
export function sessionRoutes(auth: AuthService): RouteDef[] {
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
      response: { status: 200, description: 'Signed out', schema: messageAnswer },
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
  ];
}
