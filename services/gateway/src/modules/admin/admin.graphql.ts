import * as schemas from '@northrock/core/admin';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue, signedInOnly } from '../../graphql/crud-operations';
import { inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { accountAnswer, meAnswer, mfaEnableAnswer, mfaSetupAnswer, requestMeta } from './admin.answers';

interface LoginPayload {
  access_token: string;
  username: string;
  expires_in: number;
  device_token: string;
}

const LoginPayloadType = builder.objectRef<LoginPayload>('LoginPayload').implement({
  description: 'Send `access_token` as `Authorization: Bearer <token>` on admin operations.',
  fields: (t) => ({
    access_token: t.exposeString('access_token'),
    username: t.exposeString('username'),
    expires_in: t.exposeInt('expires_in', { description: 'Seconds until the token and its session expire.' }),
    device_token: t.exposeString('device_token', {
      description: "Keep it in this browser and send it with the next sign-ins: others' failed attempts never block it.",
    }),
  }),
});

interface Credentials {
  username: string;
  password: string;
}

const CredentialsType = builder.objectRef<Credentials>('Credentials').implement({
  fields: (t) => ({ username: t.exposeString('username'), password: t.exposeString('password') }),
});

const LoginHintType = builder.objectRef<{ default_credentials: Credentials | null }>('LoginHint').implement({
  fields: (t) => ({
    default_credentials: t.expose('default_credentials', {
      type: CredentialsType,
      nullable: true,
      description: 'The documented default credentials while an account still uses them; null otherwise.',
    }),
  }),
});

const MeType = objectTypeFromZod('Me', meAnswer, { description: 'The signed-in admin.' });
const MfaSetupType = objectTypeFromZod('MfaSetup', mfaSetupAnswer, { description: 'A new TOTP secret to scan; confirm it with `enableMfa`.' });
const MfaEnabledType = objectTypeFromZod('MfaEnabled', mfaEnableAnswer, { description: 'Two-factor sign-in is on.' });

const AccountType = objectTypeFromZod('AdminAccount', accountAnswer, { description: 'A staff account of the back office.' });
const AccountInput = inputTypeFromZod('AdminAccountInput', schemas.accountInput);
const AccountActiveInput = inputTypeFromZod('AdminAccountActiveInput', schemas.accountActiveInput);

const LoginInput = inputTypeFromZod('LoginInput', schemas.loginInput);
const ChangePasswordInput = inputTypeFromZod('ChangePasswordInput', schemas.changePasswordInput);
const MfaSetupInput = inputTypeFromZod('MfaSetupInput', schemas.mfaSetupInput);
const MfaEnableInput = inputTypeFromZod('MfaEnableInput', schemas.mfaEnableInput);
const MfaDisableInput = inputTypeFromZod('MfaDisableInput', schemas.mfaDisableInput);

builder.queryFields((t) => ({
  loginHint: t.field({
    type: LoginHintType,
    description: 'What the login screen may show (public).',
    resolve: (_root, _args, ctx) => ctx.auth.loginHint(ctx.em),
  }),
  adminAccounts: t.field({
    type: [AccountType],
    authScopes: adminOnly,
    description: 'Every staff account, oldest first, with when each last signed in.',
    resolve: (_root, _args, ctx) => ctx.auth.listAccounts(ctx.em),
  }),
  me: t.field({
    type: MeType,
    authScopes: signedInOnly,
    description: 'The signed-in admin.',
    resolve: async (_root, _args, ctx) => ctx.auth.me(ctx.em, await ctx.signedIn()),
  }),
}));

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginPayloadType,
    description: 'Sign in (public); counted with `POST /api/admin/login` in one budget. Repeated failures answer RATE_LIMITED.',
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.auth.login(ctx.em, inputValue(args.input), requestMeta(ctx.req)),
  }),
  logout: t.field({
    type: 'Boolean',
    authScopes: signedInOnly,
    description: 'End this session on the server: the token stops working.',
    resolve: async (_root, _args, ctx) => {
      await ctx.auth.logout(ctx.em, await ctx.signedIn());
      return true;
    },
  }),
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
  setAdminAccountActive: t.field({
    type: AccountType,
    authScopes: adminOnly,
    description: 'Deactivate an account (its sessions end at once) or activate it again; never the last active one, nor your own.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: AccountActiveInput, required: true }) },
    resolve: async (_root, args, ctx) => ctx.auth.setAccountActive(ctx.em, await ctx.admin(), args.id, inputValue(args.input)),
  }),
  startMfaSetup: t.field({
    type: MfaSetupType,
    authScopes: adminOnly,
    description: 'Two-factor enrolment, step 1 (current password): a new secret and its QR code.',
    args: { input: t.arg({ type: MfaSetupInput, required: true }) },
    resolve: async (_root, args, ctx) => ctx.auth.startMfaSetup(ctx.em, await ctx.admin(), inputValue(args.input)),
  }),
  enableMfa: t.field({
    type: MfaEnabledType,
    authScopes: adminOnly,
    description: 'Two-factor enrolment, step 2: a first code turns it on; answers recovery codes (once); every other session ends.',
    args: { input: t.arg({ type: MfaEnableInput, required: true }) },
    resolve: async (_root, args, ctx) => ctx.auth.enableMfa(ctx.em, await ctx.admin(), inputValue(args.input)),
  }),
  disableMfa: t.field({
    type: 'Boolean',
    authScopes: adminOnly,
    description: 'Turn two-factor sign-in off (password and a code or recovery code); every other session ends.',
    args: { input: t.arg({ type: MfaDisableInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.auth.disableMfa(ctx.em, await ctx.admin(), inputValue(args.input));
      return true;
    },
  }),
}));
