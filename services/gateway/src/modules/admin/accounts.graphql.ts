import * as schemas from '@northrock/core/admin';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue, signedInOnly } from '../../graphql/crud-operations';
import { enumFromValues, inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { accountAnswer } from './admin.answers';

// Password change and staff accounts.

enumFromValues('AdminRole', schemas.adminRoles, 'admin: everything; estimator: the leads assigned to them and unassigned ones.');

const AccountType = objectTypeFromZod('AdminAccount', accountAnswer, { description: 'A staff account of the back office.' });
const AccountInput = inputTypeFromZod('AdminAccountInput', schemas.accountInput);
const AccountActiveInput = inputTypeFromZod('AdminAccountActiveInput', schemas.accountActiveInput);
const AccountEditInput = inputTypeFromZod('AdminAccountEditInput', schemas.accountEditInput);

const ChangePasswordInput = inputTypeFromZod('ChangePasswordInput', schemas.changePasswordInput);

builder.queryFields((t) => ({
  adminAccounts: t.field({
    type: [AccountType],
    authScopes: adminOnly,
    description: 'Every staff account, oldest first, with when each last signed in.',
    resolve: (_root, _args, ctx) => ctx.auth.listAccounts(ctx.em),
  }),
}));

builder.mutationFields((t) => ({
  changePassword: t.field({
    type: 'Boolean',
    authScopes: signedInOnly,
    description: 'Change the password (the current one is required); every other session ends.',
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.auth.changePassword(ctx.em, await ctx.signedIn(), inputValue(args.input));
      return true;
    },
  }),
  createAdminAccount: t.field({
    type: AccountType,
    authScopes: adminOnly,
    description: "Add a colleague's account with a temporary password, which they must change at their first sign-in.",
    args: { input: t.arg({ type: AccountInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.auth.createAccount(ctx.em, inputValue(args.input)),
  }),
  updateAdminAccount: t.field({
    type: AccountType,
    authScopes: adminOnly,
    description: "Set an account's role and e-mail address; the last active admin stays an admin.",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: AccountEditInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.auth.updateAccount(ctx.em, args.id, inputValue(args.input)),
  }),
  setAdminAccountActive: t.field({
    type: AccountType,
    authScopes: adminOnly,
    description: 'Deactivate an account (its sessions end at once) or activate it again; never the last active one, nor your own.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: AccountActiveInput, required: true }) },
    resolve: async (_root, args, ctx) => ctx.auth.setAccountActive(ctx.em, await ctx.admin(), args.id, inputValue(args.input)),
  }),
}));
