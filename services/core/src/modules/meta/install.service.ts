import { randomUUID } from 'node:crypto';
import type { Em } from '../../platform/db';
import { AppMeta } from './app-meta.entity';

const INSTALL_ID_KEY = 'install_id';

/**
 * This installation's id, made the first time anyone asks and kept in its database: a reset
 * `DATA_DIR` or a fresh database is a new installation, and so is a restored backup (`renewInstallId`).
 * The queues' Redis prefix is derived from it (`queuePrefixFor`).
 */
export async function installId(em: Em): Promise<string> {
  const read = async () => (await em.fork().findOne(AppMeta, { key: INSTALL_ID_KEY }))?.value;
  const found = await read();
  if (typeof found === 'string') return found;
  // Two processes starting together: the first insert wins, both read the same id.
  await em.execute('insert into app_meta (key, value, updated_at) values (?, to_jsonb(?::text), now()) on conflict (key) do nothing', [
    INSTALL_ID_KEY,
    randomUUID(),
  ]);
  const id = await read();
  if (typeof id !== 'string') throw new Error('app_meta.install_id could not be created');
  return id;
}

/**
 * Gives a restored installation an id of its own (backup restore): its queues' Redis prefix then
 * differs from the installation the backup came from, which may still run on the same Redis.
 */
export async function renewInstallId(em: Em): Promise<string> {
  await em.nativeDelete(AppMeta, { key: INSTALL_ID_KEY });
  return installId(em);
}
