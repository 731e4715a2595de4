import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';

/** The backup location: an S3 bucket, or a folder (`explicit`: named by `BACKUP_DIR`, so it must exist: a disk mounted there). */
export type BackupTarget =
  | { kind: 's3'; s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string; region: string } }
  | { kind: 'folder'; dir: string; explicit: boolean };

/** The variables of config.ts that place the backups. */
interface BackupEnv {
  BACKUP_DIR?: string;
  BACKUP_S3_ENDPOINT?: string;
  BACKUP_S3_ACCESS_KEY?: string;
  BACKUP_S3_SECRET_KEY?: string;
  BACKUP_S3_BUCKET: string;
  BACKUP_S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_BUCKET: string;
}

const within = (parent: string, child: string) => {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * Where backups go (config.ts). A backup in the data folder dies with its disk, and one under
 * the media folder would be served by `/media`: both refused, and so is the media bucket itself.
 * Problems are added to `problems` (config.ts reports them all at once).
 */
export function backupTarget(env: BackupEnv, dataDir: string, problems: string[]): BackupTarget {
  if (env.BACKUP_S3_ENDPOINT) {
    if (!env.BACKUP_S3_ACCESS_KEY || !env.BACKUP_S3_SECRET_KEY) {
      problems.push('BACKUP_S3_ACCESS_KEY / BACKUP_S3_SECRET_KEY: required when BACKUP_S3_ENDPOINT is set');
    }
    if (env.S3_ENDPOINT && new URL(env.S3_ENDPOINT).host === new URL(env.BACKUP_S3_ENDPOINT).host && env.S3_BUCKET === env.BACKUP_S3_BUCKET) {
      problems.push('BACKUP_S3_BUCKET: must not be the media bucket (S3_BUCKET), whose objects the site serves');
    }
    return {
      kind: 's3',
      s3: {
        endpoint: env.BACKUP_S3_ENDPOINT,
        accessKey: env.BACKUP_S3_ACCESS_KEY ?? '',
        secretKey: env.BACKUP_S3_SECRET_KEY ?? '',
        bucket: env.BACKUP_S3_BUCKET,
        region: env.BACKUP_S3_REGION,
      },
    };
  }
  const dir = env.BACKUP_DIR ? resolve(process.cwd(), env.BACKUP_DIR) : join(dirname(dataDir), `${basename(dataDir)}-backups`);
  if (within(dataDir, dir)) problems.push(`BACKUP_DIR: ${dir} is inside DATA_DIR (${dataDir}): a backup must live outside the data folder, on another disk`);
  return { kind: 'folder', dir, explicit: Boolean(env.BACKUP_DIR) };
}
