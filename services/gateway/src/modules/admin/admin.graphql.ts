import { changePasswordInput, loginInput } from '@northrock/core/modules/admin/admin.schemas';
import { builder } from '../../graphql/builder';
import { adminOnly, inputValue } from '../../graphql/crud-operations';
import { inputTypeFromZod } from '../../graphql/zod-types';
import { clientIp } from '../../http/rest';

/** Login attempts through GraphQL are limited in their own bucket, keyed like REST's. */
const LOGIN_ROUTE = 'POST /graphql login';

interface LoginPayload {
  access_token: string;
  username: string;
  expires_in: number;
}

const LoginPayloadType = builder.objectRef<LoginPayload>('LoginPayload').implement({
  description: 'Send `access_token` as `Authorization: Bearer <token>` on admin operations.',
  fields: (t) => ({
    access_token: t.exposeString('access_token'),
    username: t.exposeString('username'),
    expires_in: t.exposeInt('expires_in', { description: 'Seconds until the token and its session expire.' }),
  }),
});

interface Credentials {
  username: string;
  password: string;
}

const CredentialsType = builder.objectRef<Credentials>('Credentials').implement({
  fields: (t) => ({ username: t.exposeString('username'), password: t.exposeString('password') }),
});

const LoginHintType = builder
  .objectRef<{ default_credentials: Credentials | null }>('LoginHint')
  .implement({
    fields: (t) => ({
      default_credentials: t.expose('default_credentials', {
        type: CredentialsType,
        nullable: true,
        description: 'The default credentials while the admin still uses them; null once changed.',
      }),
    }),
  });

interface Me {
  username: string;
  default_password: boolean;
}

const MeType = builder.objectRef<Me>('Me').implement({
  fields: (t) => ({
    username: t.exposeString('username'),
    default_password: t.exposeBoolean('default_password', { description: 'True while the default password is in use.' }),
  }),
});

const LoginInput = inputTypeFromZod('LoginInput', loginInput);
const ChangePasswordInput = inputTypeFromZod('ChangePasswordInput', changePasswordInput);

builder.queryFields((t) => ({
  loginHint: t.field({
    type: LoginHintType,
    description: 'What the login screen may show (public).',
    resolve: (_root, _args, ctx) => ctx.auth.loginHint(ctx.em),
  }),
  me: t.field({
    type: MeType,
    authScopes: adminOnly,
    description: 'The signed-in admin.',
    resolve: async (_root, _args, ctx) => ctx.auth.me(ctx.em, await ctx.admin()),
  }),
}));

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginPayloadType,
    description: 'Sign in (public). Repeated failures answer RATE_LIMITED.',
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.auth.login(ctx.em, inputValue(args.input), {
        ip: clientIp(ctx.req),
        userAgent: String(ctx.req.headers['user-agent'] ?? ''),
        route: LOGIN_ROUTE,
      }),
  }),
  logout: t.field({
    type: 'Boolean',
    authScopes: adminOnly,
    description: 'End this session on the server: the token stops working.',
    resolve: async (_root, _args, ctx) => {
      await ctx.auth.logout(ctx.em, await ctx.admin());
      return true;
    },
  }),
  changePassword: t.field({
    type: 'Boolean',
    authScopes: adminOnly,
    description: 'Change the password (the current one is required); every other session ends.',
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.auth.changePassword(ctx.em, await ctx.admin(), inputValue(args.input));
      return true;
    },
  }),
}));
