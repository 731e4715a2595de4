import type { Em } from '../../platform/db';
import { AdminUser } from './admin.entity';

/**
 * The e-mail addresses of active accounts (`admin_users.email`, optional): one account's, or
 * every admin's. What the office's own e-mails (the chase, the held-back digest, uploads paused)
 * are sent to; ../email's `adminRecipients` falls back to the staff address when this is empty.
 */
export async function accountAddresses(em: Em, who: { id: number } | 'admins'): Promise<string[]> {
  const active = { deactivated_at: null, email: { $ne: null, $nin: [''] } };
  const rows = await em.find(AdminUser, who === 'admins' ? { role: 'admin', ...active } : { id: who.id, ...active }, { orderBy: { email: 'asc' } });
  return [...new Set(rows.map((r) => r.email!))];
}
