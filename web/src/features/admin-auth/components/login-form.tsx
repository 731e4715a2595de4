import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { loginInput } from '@northrock/core/modules/admin/admin.schemas';
import { useToast } from '~/components/ui/toast';
import { FormFields } from '~/features/admin-kit/components/form-field';
import { useZodForm } from '~/features/admin-kit/hooks/use-zod-form';
import { storeAdminSession } from '~/features/admin-kit/lib/admin-session';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { serverDetail } from '~/features/admin-kit/lib/server-error';
import { loginHintQuery } from '../api/login-hint.query';
import { loginMutation } from '../api/login.mutation';

const fields: FieldSpec[] = [
  { kind: 'text', name: 'username', label: 'Username', autoComplete: 'username' },
  { kind: 'text', name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** Spec 2.4 and 8: `Admin Login`, both fields required, `Logging in...` while busy, then the dashboard. */
export function LoginForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const hint = useQuery(loginHintQuery, { fetchPolicy: 'network-only' });
  const [login] = useMutation(loginMutation);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(loginInput, { username: '', password: '' });
  const credentials = hint.data?.loginHint.default_credentials;

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      const result = await login({ variables: { input: data } });
      const session = result.data?.login;
      if (!session) throw new Error('No session');
      storeAdminSession(session.access_token, session.username);
      toast.success('Login successful!');
      await navigate('/admin/dashboard');
    } catch (err) {
      toast.error(serverDetail(err) ?? 'Login failed');
      setBusy(false);
    }
  });

  return (
    <div className="admin-login">
      <div className="admin-login__card">
        <h1>Admin Login</h1>
        <form className="admin-form" noValidate onSubmit={submit} aria-busy={busy}>
          <FormFields form={form} schema={loginInput} fields={fields} />
          <button type="submit" className="btn btn-primary admin-login__submit" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </button>
        </form>
        {credentials ? (
          <section className="admin-login__hint" aria-labelledby="default-credentials">
            <h2 id="default-credentials">Default credentials</h2>
            <p>
              Username: <code>{credentials.username}</code>
              <br />
              Password: <code>{credentials.password}</code>
            </p>
            <p className="field__hint">Change the password in Settings after your first login.</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
