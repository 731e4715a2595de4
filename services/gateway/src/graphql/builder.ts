import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { GraphqlContext } from './context';

/**
 * The one Pothos builder. Types and operations are declared next to their domain
 * (`modules/<domain>/<domain>.graphql.ts`); `schema.ts` imports them and builds the schema.
 * Fields are non-null unless declared otherwise, so the generated web types need no `?.`.
 */
export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  /** `admin`: the admin role; `staff`: any role (admin or estimator); both settled. `signedIn`: also while a password change is pending. */
  AuthScopes: { admin: boolean; staff: boolean; signedIn: boolean };
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Subscriptions are checked once when they start (each event is re-checked by the stream itself).
    authorizeOnSubscribe: true,
    // The check throws AppError UNAUTHENTICATED (missing, expired, bad signature, ended
    // session); the plugin lets that error through, so the client learns which one.
    // An estimator on an admin field: FORBIDDEN, the same way.
    authScopes: (ctx) => ({
      admin: async () => Boolean(await ctx.admin()),
      staff: async () => Boolean(await ctx.staff()),
      signedIn: async () => Boolean(await ctx.signedIn()),
    }),
  },
});
