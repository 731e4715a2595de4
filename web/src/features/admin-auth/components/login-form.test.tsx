import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeGraphql, graphqlError, renderAdmin, type GraphqlAnswer } from '~/features/admin-kit/testing/render-admin';
import { LoginForm } from './login-form';

const hint = (credentials: { username: string; password: string } | null) => () => ({
  data: {
    loginHint: {
      __typename: 'LoginHint',
      default_credentials: credentials && { __typename: 'Credentials', ...credentials },
    },
  },
});

describe('Admin Login (docs/product.md §2.4)', () => {
  it('shows the default credentials while they are in use, and requires both fields', async () => {
    const user = userEvent.setup();
    const net = fakeGraphql({ loginHint: hint({ username: 'admin', password: 'northrock-admin' }) });
    renderAdmin(<LoginForm />, { path: '/admin/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    const credentials = await screen.findByRole('region', { name: 'Default credentials' });
    expect(credentials).toHaveTextContent('admin');
    expect(credentials).toHaveTextContent('northrock-admin');
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(net.names()).toEqual(['loginHint']);
  });

  it('hides them once the password was changed', async () => {
    const net = fakeGraphql({ loginHint: hint(null) });
    renderAdmin(<LoginForm />, { path: '/admin/login' });
    await vi.waitFor(() => expect(net.names()).toEqual(['loginHint']));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Default credentials' })).not.toBeInTheDocument();
  });

  it('says "Logging in..." while busy, stores the session and opens the dashboard', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    const login: GraphqlAnswer = {
      data: { login: { __typename: 'LoginPayload', access_token: 'jwt-123', username: 'admin', role: 'admin', device_token: 'device-1' } },
    };
    const net = fakeGraphql({ loginHint: hint(null), login: () => login });
    vi.mocked(fetch).mockImplementationOnce(async (...args) => {
      await answered;
      return (net.fetchMock.getMockImplementation() as typeof fetch)(...(args as Parameters<typeof fetch>));
    });
    const { router } = renderAdmin(<LoginForm />, { path: '/admin/login' });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'northrock-admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('admin_token')).toBe('jwt-123');
    expect(localStorage.getItem('admin_username')).toBe('admin');
    expect(net.sent.find((s) => s.operationName === 'login')!.variables).toEqual({
      input: { username: 'admin', password: 'northrock-admin' },
    });
  });

  it('shows the server detail, else "Login failed"', async () => {
    const user = userEvent.setup();
    const answer: GraphqlAnswer = graphqlError('Invalid username or password', 'UNAUTHENTICATED');
    fakeGraphql({ loginHint: hint(null), login: () => answer });
    renderAdmin(<LoginForm />, { path: '/admin/login' });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('admin_token')).toBeNull();

    vi.mocked(fetch).mockImplementationOnce(async () => new Response('bad gateway', { status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('asks for the authenticator code as a second step, then signs in with it and the device token', async () => {
    const user = userEvent.setup();
    localStorage.setItem('admin_device', 'device-0');
    const message = 'Enter the 6-digit code from your authenticator app (or a recovery code)';
    let calls = 0;
    const net = fakeGraphql({
      loginHint: hint(null),
      login: () =>
        ++calls === 1
          ? graphqlError(`code: ${message}`, 'BAD_USER_INPUT', [{ field: 'code', message }])
          : { data: { login: { __typename: 'LoginPayload', access_token: 'jwt-2fa', username: 'admin', role: 'admin', device_token: 'device-2' } } },
    });
    renderAdmin(<LoginForm />, { path: '/admin/login' });
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    const sent = net.sent.filter((s) => s.operationName === 'login').map((s) => s.variables);
    expect(sent).toEqual([
      { input: { username: 'admin', password: 'a-long-password', device_token: 'device-0' } },
      { input: { username: 'admin', password: 'a-long-password', code: '123456', device_token: 'device-0' } },
    ]);
    expect(localStorage.getItem('admin_token')).toBe('jwt-2fa');
    expect(localStorage.getItem('admin_device')).toBe('device-2');
  });
});
