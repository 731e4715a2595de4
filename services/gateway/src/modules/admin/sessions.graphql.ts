import * as schemas from '@northrock/core/admin';
import { builder } from '../../graphql/builder';
import { inputValue, signedInOnly } from '../../graphql/crud-operations';
import { inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { meAnswer, requestMeta } from './admin.answers';

// Sign-in, sign-out, the signed-in admin and the login screen's hint.

interface LoginPayload {
  access_token: string;
  username: string;
  role: schemas.AdminRole;
  expires_in: number;
  device_token: string;
}

const LoginPayloadType = builder.objectRef<LoginPayload>('LoginPayload').implement({
  description: 'Send `access_token` as `Authorization: Bearer <token>` on admin operations.',
  fields: (t) => ({
    access_token: t.exposeString('access_token'),
    username: t.exposeString('username'),
    role: t.exposeString('role', { description: 'admin or estimator: where the back office opens (Dashboard, or Contacts for an estimator).' }),
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

const LoginInput = inputTypeFromZod('LoginInput', schemas.loginInput);

builder.queryFields((t) => ({
  loginHint: t.field({
    type: LoginHintType,
    description: 'What the login screen may show (public).',
    resolve: (_root, _args, ctx) => ctx.auth.loginHint(ctx.em),
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
}));
