import * as schemas from '@northrock/core/admin';
import { builder } from '../../graphql/builder';
import { staffOnly, inputValue } from '../../graphql/crud-operations';
import { inputTypeFromZod, objectTypeFromZod } from '../../graphql/zod-types';
import { mfaEnableAnswer, mfaSetupAnswer } from './admin.answers';

// Two-factor sign-in: set-up, switching on and off.

const MfaSetupType = objectTypeFromZod('MfaSetup', mfaSetupAnswer, { description: 'A new TOTP secret to scan; confirm it with `enableMfa`.' });
const MfaEnabledType = objectTypeFromZod('MfaEnabled', mfaEnableAnswer, { description: 'Two-factor sign-in is on.' });

const MfaSetupInput = inputTypeFromZod('MfaSetupInput', schemas.mfaSetupInput);
const MfaEnableInput = inputTypeFromZod('MfaEnableInput', schemas.mfaEnableInput);
const MfaDisableInput = inputTypeFromZod('MfaDisableInput', schemas.mfaDisableInput);

builder.mutationFields((t) => ({
  startMfaSetup: t.field({
    type: MfaSetupType,
    authScopes: staffOnly,
    description: 'Two-factor enrolment, step 1 (current password): a new secret and its QR code.',
    args: { input: t.arg({ type: MfaSetupInput, required: true }) },
    resolve: async (_root, args, ctx) => ctx.auth.startMfaSetup(ctx.em, await ctx.staff(), inputValue(args.input)),
  }),
  enableMfa: t.field({
    type: MfaEnabledType,
    authScopes: staffOnly,
    description: 'Two-factor enrolment, step 2: a first code turns it on; answers recovery codes (once); every other session ends.',
    args: { input: t.arg({ type: MfaEnableInput, required: true }) },
    resolve: async (_root, args, ctx) => ctx.auth.enableMfa(ctx.em, await ctx.staff(), inputValue(args.input)),
  }),
  disableMfa: t.field({
    type: 'Boolean',
    authScopes: staffOnly,
    description: 'Turn two-factor sign-in off (password and a code or recovery code); every other session ends.',
    args: { input: t.arg({ type: MfaDisableInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.auth.disableMfa(ctx.em, await ctx.staff(), inputValue(args.input));
      return true;
    },
  }),
}));
