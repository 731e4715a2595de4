import { LoginForm } from '~/features/admin-auth/components/login-form';
import { adminMeta } from '~/features/admin-kit/lib/admin-meta';

export const meta = () => adminMeta('Admin Login');

export default function AdminLoginRoute() {
  return <LoginForm />;
}
