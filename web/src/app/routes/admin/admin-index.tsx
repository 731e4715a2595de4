import { redirect } from 'react-router';

/** `/admin` opens the dashboard (the guard sends a signed-out visitor on to the login page). */
export async function clientLoader() {
  return redirect('/admin/dashboard');
}

export default function AdminIndex() {
  return null;
}
