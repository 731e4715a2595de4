import type { Config } from '../../platform/config';
import type { Em } from '../../platform/db';
import { accountAddresses } from '../admin';

/** What every sender needs of the configuration: the staff address, the sender, the site's address for links. */
export type EmailConfig = Pick<Config, 'staffEmail' | 'mailFrom' | 'publicUrl'>;

/** The two parts of an e-mail body, as a template renders them. */
export interface EmailBody {
  html: string;
  text: string;
}

/**
 * The admins' own addresses where accounts have them, else `fallback` (the staff address): one
 * `To` value. Who hears of the office's own alarms (held-back spam, uploads paused, a failed backup).
 */
export async function adminRecipients(em: Em, fallback: string): Promise<string> {
  const addresses = await accountAddresses(em, 'admins');
  return addresses.length ? addresses.join(', ') : fallback;
}
