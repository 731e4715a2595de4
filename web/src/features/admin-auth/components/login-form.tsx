import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { loginInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { FormFields } from '~/features/admin-kit/components/form-field';
import { useZodForm } from '~/features/admin-kit/hooks/use-zod-form';
import { getDeviceToken, storeAdminSession, storeDeviceToken } from '~/features/admin-kit/lib/admin-session';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { loginHintQuery } from '../api/login-hint.query';
import { loginMutation } from '../api/login.mutation';

const credentials = loginInput.pick({ username: true, password: true });
/** Second step, once the server said the account has two-factor sign-in on. */
const withCode = credentials.extend({ code: loginInput.shape.code.unwrap() });

const fields: FieldSpec[] = [
  { kind: 'text', name: 'username', label: 'Username', autoComplete: 'username' },
  { kind: 'text', name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];
const codeField: FieldSpec = {
  kind: 'text',
  name: 'code',
  label: 'Authentication code',
  autoComplete: 'one-time-code',
  hint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
};

/**
 * docs/product.md §2.4 and §8: `Admin Login`, both fields required, `Logging in...` while busy, then the
 * dashboard. With two-factor sign-in on, the server asks for the code (a field error on
 * `code`) and the form shows the code field as a second step.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const hint = useQuery(loginHintQuery, { fetchPolicy: 'network-only' });
  const [login] = useMutation(loginMutation);
  const [busy, setBusy] = useState(false);
  const [needCode, setNeedCode] = useState(false);
  const schema = needCode ? withCode : credentials;
  const form = useZodForm(schema, { username: '', password: '', code: '' });
  const defaults = hint.data?.loginHint.default_credentials;

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      const result = await login({ variables: { input: { ...data, device_token: getDeviceToken() } } });
      const session = result.data?.login;
      if (!session) throw new Error('No session');
      storeAdminSession(session.access_token, session.username);
      storeDeviceToken(session.device_token);
      toast.success('Login successful!');
      // An estimator works leads only: the back office opens on Contacts (docs/admin.md, "Roles and owners").
      await navigate(session.role === 'estimator' ? '/admin/contacts' : '/admin/dashboard');
    } catch (err) {
      const codeError = serverFieldErrors(err).find((e) => e.field === 'code');
      if (codeError) {
        setNeedCode(true);
        form.setServerErrors([codeError]);
      } else {
        toast.error(serverDetail(err) ?? 'Login failed');
      }
      setBusy(false);
    }
  });

  return (
    <div className="admin-login">
      <div className="admin-login__card">
        <h1>Admin Login</h1>
        <form className="admin-form" noValidate onSubmit={submit} aria-busy={busy}>
          <FormFields form={form} schema={schema as z.ZodObject} fields={needCode ? [...fields, codeField] : fields} />
          <button type="submit" className="btn btn-primary admin-login__submit" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </button>
        </form>
        {defaults ? (
          <section className="admin-login__hint" aria-labelledby="default-credentials">
            <h2 id="default-credentials">Default credentials</h2>
            <p>
              Username: <code>{defaults.username}</code>
              <br />
              Password: <code>{defaults.password}</code>
            </p>
            <p className="field__hint">Change the password in Settings after your first login.</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
