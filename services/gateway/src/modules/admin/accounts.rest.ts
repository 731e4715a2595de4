import { z } from 'zod';
import { accountActiveInput, accountEditInput, accountInput, type AuthService, changePasswordInput } from '@northrock/core/admin';
import type { RouteDef } from '../../http/route';
import { accountAnswer, messageAnswer } from './admin.answers';

/** Password change and staff accounts (REST). */
export function accountRoutes(auth: AuthService): RouteDef[] {
  return [
    {
      method: 'put',
      path: '/admin/password',
      tag: 'Admin auth',
      summary: 'Change the password (current one required); every other session ends',
      auth: true,
      beforePasswordChange: true,
      body: changePasswordInput,
      response: { status: 200, description: 'Changed', schema: messageAnswer },
      errors: [401, 415, 422, 429],
      handler: async ({ em, req, admin }) => {
        await auth.changePassword(em, admin!, req.body);
        return { message: 'Password changed successfully' };
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
      path: '/admin/accounts/{id}',
      tag: 'Admin accounts',
      summary: "Set an account's role (admin or estimator) and e-mail address",
      description: "The last active admin cannot become an estimator (409). The role applies from the account's next request.",
      auth: true,
      idParams: ['id'],
      body: accountEditInput,
      response: { status: 200, description: 'Changed', schema: accountAnswer },
      errors: [401, 403, 404, 409, 415, 422],
      handler: ({ em, req, params }) => auth.updateAccount(em, Number(params.id), req.body),
    },
    {
      method: 'put',
      path: '/admin/accounts/{id}/active',
      tag: 'Admin accounts',
      summary: 'Deactivate an account (its sessions end at once) or activate it again',
      description: 'The last active account, the last active admin and the account making the call cannot be deactivated (409).',
      auth: true,
      idParams: ['id'],
      body: accountActiveInput,
      response: { status: 200, description: 'Changed', schema: accountAnswer },
      errors: [401, 403, 404, 409, 415, 422],
      handler: ({ em, req, admin, params }) => auth.setAccountActive(em, admin!, Number(params.id), req.body),
    },
  ];
}
