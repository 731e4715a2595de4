import { redirect } from 'react-router';

/** `/admin/systems`, the Materials screen's earlier address, opens `/admin/materials`. */
export async function clientLoader() {
  return redirect('/admin/materials');
}

export default function AdminSystemsRedirect() {
  return null;
}
