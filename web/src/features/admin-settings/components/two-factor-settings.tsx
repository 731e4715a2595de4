import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { mfaDisableInput, mfaEnableInput, mfaSetupInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { EntityForm } from '~/features/admin-kit/components/entity-form';
import { initialValues, type FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { disableMfaMutation } from '../api/disable-mfa.mutation';
import { enableMfaMutation } from '../api/enable-mfa.mutation';
import { meQuery } from '~/features/admin-kit/api/me.query';
import { startMfaSetupMutation } from '../api/start-mfa-setup.mutation';

const passwordField: FieldSpec = {
  kind: 'text',
  name: 'current_password',
  label: 'Current Password',
  type: 'password',
  autoComplete: 'current-password',
};
const codeField = (hint: string): FieldSpec => ({ kind: 'text', name: 'code', label: 'Authentication code', autoComplete: 'one-time-code', hint });

interface Setup {
  secret: string;
  qr_svg: string;
}

/**
 * Settings > Two-factor sign-in (TOTP, RFC 6238): password, then scan the QR code and confirm
 * a first code; the recovery codes are shown once. Turning it on or off ends every other session.
 */
export function TwoFactorSettings() {
  const toast = useToast();
  const me = useQuery(meQuery, { fetchPolicy: 'cache-and-network' });
  const [start] = useMutation(startMfaSetupMutation);
  const [enable] = useMutation(enableMfaMutation, { refetchQueries: [meQuery] });
  const [disable] = useMutation(disableMfaMutation, { refetchQueries: [meQuery] });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = me.data?.me.mfa_enabled;

  const failed = (err: unknown, fallback: string) => {
    if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? fallback);
    return serverFieldErrors(err);
  };

  if (recoveryCodes) {
    return (
      <div className="two-factor">
        <p role="status">Two-factor sign-in is on. Every other signed-in session has ended.</p>
        <p>
          <strong>Recovery codes</strong>: each signs you in once if you lose your phone. Keep them somewhere safe; they are not shown again.
        </p>
        <ul className="two-factor__codes" aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setRecoveryCodes(null)}>
          I have saved them
        </button>
      </div>
    );
  }

  if (enabled) {
    const fields = [passwordField, codeField('A code from your app, or a recovery code.')];
    return (
      <div className="two-factor">
        <p>Two-factor sign-in is on: signing in asks for a code from your authenticator app.</p>
        <EntityForm
          schema={mfaDisableInput}
          fields={fields}
          initial={initialValues(mfaDisableInput, fields)}
          submitLabel="Turn off two-factor sign-in"
          onSubmit={async (input) => {
            try {
              await disable({ variables: { input } });
            } catch (err) {
              return failed(err, 'Failed to turn off two-factor sign-in');
            }
            toast.success('Two-factor sign-in is off');
          }}
        />
      </div>
    );
  }

  if (setup) {
    const fields = [codeField('The 6-digit code your app shows now.')];
    return (
      <div className="two-factor">
        <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...):</p>
        <img
          className="two-factor__qr"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
        />
        <p>
          Or type this key: <code className="two-factor__secret">{setup.secret}</code>
        </p>
        <EntityForm
          schema={mfaEnableInput}
          fields={fields}
          initial={initialValues(mfaEnableInput, fields)}
          submitLabel="Turn on two-factor sign-in"
          onSubmit={async (input) => {
            try {
              const result = await enable({ variables: { input } });
              setRecoveryCodes(result.data?.enableMfa.recovery_codes ?? []);
              setSetup(null);
            } catch (err) {
              return failed(err, 'Failed to turn on two-factor sign-in');
            }
          }}
        />
      </div>
    );
  }

  const fields = [passwordField];
  return (
    <div className="two-factor">
      <p>Off. With it on, signing in also asks for a code from an app on your phone, so a stolen password is not enough.</p>
      <EntityForm
        schema={mfaSetupInput}
        fields={fields}
        initial={initialValues(mfaSetupInput, fields)}
        submitLabel="Set up two-factor sign-in"
        onSubmit={async (input) => {
          try {
            const result = await start({ variables: { input } });
            if (result.data) setSetup(result.data.startMfaSetup);
          } catch (err) {
            return failed(err, 'Failed to start the set-up');
          }
        }}
      />
    </div>
  );
}
