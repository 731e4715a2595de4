import { z } from 'zod';
import { changePasswordInput, loginInput } from '@northrock/core/modules/admin/admin.schemas';
import type { AuthService } from '@northrock/core/modules/admin/auth.service';
import { dashboardStats } from '@northrock/core/modules/admin/dashboard.service';
import { clientIp } from '../../http/rest';
import type { RouteDef } from '../../http/route';

const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('Seconds until the token and its session expire'),
  username: z.string(),
});

export function adminRoutes(auth: AuthService): RouteDef[] {
  return [
    {
      method: 'post',
      path: '/admin/login',
      tag: 'Admin auth',
      summary: 'Sign in; answers a short-lived bearer token',
      description: 'Repeated failures from one address for one account answer 429 with Retry-After.',
      body: loginInput,
      response: { status: 200, description: 'Signed in', schema: tokenAnswer },
      errors: [401, 415, 422, 429],
      handler: ({ em, req }) =>
        auth.login(em, req.body, {
          ip: clientIp(req),
          userAgent: String(req.headers['user-agent'] ?? ''),
          route: 'POST /api/admin/login',
        }),
    },
    {
      method: 'post',
      path: '/admin/logout',
      tag: 'Admin auth',
      summary: 'End this session on the server (the token stops working)',
      auth: true,
      response: { status: 200, description: 'Signed out', schema: z.object({ message: z.string() }) },
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
      response: {
        status: 200,
        description: 'Who the token belongs to',
        schema: z.object({ username: z.string(), default_password: z.boolean() }),
      },
      errors: [401],
      handler: ({ em, admin }) => auth.me(em, admin!),
    },
    {
      method: 'put',
      path: '/admin/password',
      tag: 'Admin auth',
      summary: 'Change the password (current one required); every other session ends',
      auth: true,
      body: changePasswordInput,
      response: { status: 200, description: 'Changed', schema: z.object({ message: z.string() }) },
      errors: [401, 415, 422],
      handler: async ({ em, req, admin }) => {
        await auth.changePassword(em, admin!, req.body);
        return { message: 'Password changed successfully' };
      },
    },
    {
      method: 'get',
      path: '/auth/login-hint',
      tag: 'Admin auth',
      summary: 'The default credentials, only while the admin still uses them (login screen)',
      response: {
        status: 200,
        description: 'Null once the default password has been changed',
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
          new_contacts: z.number().int().describe('Submissions whose status is new'),
        }),
      },
      errors: [401],
      handler: ({ em }) => dashboardStats(em),
    },
  ];
}
