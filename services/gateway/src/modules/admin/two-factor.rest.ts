import { type AuthService, mfaDisableInput, mfaEnableInput, mfaSetupInput } from '@northrock/core/admin';
import type { RouteDef } from '../../http/route';
import { mfaEnableAnswer, mfaSetupAnswer, messageAnswer } from './admin.answers';

/** Two-factor sign-in: set-up, switching on and off (REST). */
export function twoFactorRoutes(auth: AuthService): RouteDef[] {
  return [
    {
      method: 'post',
      path: '/admin/mfa/setup',
      tag: 'Admin auth',
      summary: 'Start two-factor enrolment (current password): a new TOTP secret as a QR code',
      auth: 'staff',
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
      auth: 'staff',
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
      auth: 'staff',
      body: mfaDisableInput,
      response: { status: 200, description: 'Off', schema: messageAnswer },
      errors: [401, 403, 409, 415, 422, 429],
      handler: async ({ em, req, admin }) => {
        await auth.disableMfa(em, admin!, req.body);
        return { message: 'Two-factor sign-in is off' };
      },
    },
  ];
}
