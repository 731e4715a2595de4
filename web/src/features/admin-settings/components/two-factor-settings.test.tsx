import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import { fakeGraphql, graphqlError, renderAdmin } from '~/features/admin-kit/testing/render-admin';
import { TwoFactorSettings } from './two-factor-settings';
import { meAnswer } from '~/features/admin-kit/testing/me-answer';

const me = (mfa_enabled: boolean) => meAnswer({ mfa_enabled });

describe('Settings > Two-factor sign-in', () => {
  it('enrols: password, QR code and key, a first code, then the recovery codes once', async () => {
    storeAdminSession('t', 'admin');
    const user = userEvent.setup();
    let enabled = false;
    const net = fakeGraphql({
      me: () => me(enabled),
      startMfaSetup: () => ({
        data: {
          startMfaSetup: {
            __typename: 'MfaSetup',
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/x',
            qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          },
        },
      }),
      enableMfa: (v) => {
        if ((v.input as { code: string }).code !== '123456')
          return graphqlError('code: That code is not valid', 'BAD_USER_INPUT', [{ field: 'code', message: 'That code is not valid' }]);
        enabled = true;
        return { data: { enableMfa: { __typename: 'MfaEnabled', recovery_codes: ['abcde-fghij', 'kmnpq-rstuv'] } } };
      },
    });
    renderAdmin(<TwoFactorSettings />, { path: '/admin/settings' });
    await user.type(await screen.findByLabelText('Current Password'), 'my-password-1');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('That code is not valid')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes).toHaveTextContent('abcde-fghij');
    expect(net.sent.find((s) => s.operationName === 'startMfaSetup')!.variables).toEqual({ input: { current_password: 'my-password-1' } });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('abcde-fghij')).not.toBeInTheDocument();
  });
});
