import { access, constants, stat } from 'node:fs/promises';
import type { BackupTarget } from './backup-config';
import { createObjectStore, type ObjectStore } from './storage';

/** Where backup sets live: the object store's interface over a folder or a bucket of their own. */
export interface BackupLocation extends ObjectStore {
  /** For messages: the folder, or `s3://bucket (endpoint)`. */
  readonly where: string;
}

/**
 * The backup location of `BACKUP_*` (config.ts). A folder named by `BACKUP_DIR` must exist:
 * creating it would write backups onto the root disk when the disk meant for them is not
 * mounted. The default folder beside `DATA_DIR` is created on first use.
 */
export function createBackupLocation(target: BackupTarget): BackupLocation {
  if (target.kind === 's3') {
    return { ...createObjectStore({ s3: target.s3, mediaDir: '' }), where: `s3://${target.s3.bucket} (${target.s3.endpoint})` };
  }
  const store = createObjectStore({ s3: undefined, mediaDir: target.dir });
  const init = async () => {
    if (target.explicit) {
      const found = await stat(target.dir).catch(() => undefined);
      if (!found?.isDirectory()) throw new Error(`BACKUP_DIR ${target.dir} does not exist (is the disk meant for backups mounted there?)`);
    }
    await store.init();
    // A read-only disk says so here (EROFS), where a deep mkdir would only say ENOENT.
    await access(target.dir, constants.W_OK);
  };
  return { ...store, init, where: target.dir };
}
