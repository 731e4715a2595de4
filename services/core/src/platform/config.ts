import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { backupTarget, type BackupTarget } from './backup-config';

export type { BackupTarget } from './backup-config';

/**
 * The repository (or image) root: the nearest folder above this module whose package.json
 * declares the workspaces; `DATA_DIR` defaults to `.data` under it. Works from the sources
 * and from the bundled `dist/` files alike.
 */
export const repoRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && /"workspaces"/.test(readFileSync(manifest, 'utf8'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
})();

/**
 * The documented default admin password (README): the login screen shows it while the account
 * still has it, and production forces it to be changed at the first sign-in.
 */
export const BUILTIN_ADMIN_PASSWORD = 'northrock-admin';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const optionalUrl = (protocols: string[]) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), urlWithProtocols(protocols).optional());

const bucketName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid S3 bucket name');

/**
 * Every environment variable the product reads (docs/product.md (Part 2), "Runtime contract").
 * Nothing outside this module reads `process.env`.
 */
const envSchema = z.object({
  /** `development` (default), `test` or `production`; production requires `JWT_SECRET` and turns on HSTS. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** HTTP port of the gateway: site, admin, `/api`, `/graphql` and `/media`. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** PostgreSQL connection string; unset means an embedded PostgreSQL under `DATA_DIR`. */
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  /** Redis for the BullMQ queues and rate limits. */
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  /** S3/MinIO endpoint (e.g. `http://minio:9000`); unset means a local-filesystem store under `DATA_DIR/media`. */
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_BUCKET: bucketName.default('northrock-media'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** SMTP server (`smtp://user:pass@host:1025`); unset means `.eml` files under `DATA_DIR/outbox`. */
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  /** Who receives new-lead emails. */
  STAFF_EMAIL: z.string().trim().pipe(z.email()).default('leads@northrock.example'),
  /** Sender of every email. */
  MAIL_FROM: z.string().trim().min(3).default('Northrock <no-reply@northrock.example>'),
  /** HMAC key for admin JWTs; at least 32 characters. Development generates one under `DATA_DIR`. */
  JWT_SECRET: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  /** Admin account created on first start only. */
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._@-]+$/, 'may hold letters, digits and . _ @ - only')
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default(BUILTIN_ADMIN_PASSWORD),
  /** Public origin used in canonical links, the sitemap and emails. */
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  /** Where the embedded database, local media, outbox and generated secret live. */
  DATA_DIR: optionalString,
  /**
   * Folder of the backups (docs/reliability.md, "Backups and restore"); unset: `<DATA_DIR>-backups`
   * beside the data folder. Never inside `DATA_DIR`; point it at another disk. Ignored with `BACKUP_S3_ENDPOINT`.
   */
  BACKUP_DIR: optionalString,
  /** S3-compatible endpoint for the backups instead of a folder (a bucket of their own, versioning recommended). */
  BACKUP_S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  BACKUP_S3_ACCESS_KEY: optionalString,
  BACKUP_S3_SECRET_KEY: optionalString,
  BACKUP_S3_BUCKET: bucketName.default('northrock-backups'),
  BACKUP_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /**
   * Express `trust proxy`: `false` (default: the client address is the socket's), `true`, a hop
   * count, or a list of proxy addresses. Set it behind a load balancer so rate limits see clients.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /**
   * Bearer token Prometheus sends to `GET /metrics` (24+ characters). Unset: `/metrics` is not
   * served at all (it tells anyone how many leads arrive).
   */
  METRICS_TOKEN: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().min(24, 'must be at least 24 characters').optional(),
  ),
  /**
   * Personal data kept no longer than needed (docs/security.md, "Retention"): a lead resolved this
   * many months ago is anonymised, with its photos and notes (0 keeps them for ever).
   */
  RETENTION_RESOLVED_MONTHS: z.coerce.number().int().min(0).max(1200).default(24),
  /** Days a lead held back as spam is kept for a second look before it is deleted (0 keeps them). */
  RETENTION_SPAM_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /**
   * Megabytes that unfinished resumable photo uploads may hold together (declared lengths, waiting
   * under `DATA_DIR/tus`); past it new uploads get 503 and the admins an e-mail (docs/security.md).
   */
  UNFINISHED_UPLOADS_MAX_MB: z.coerce.number().int().min(10).max(1_000_000).default(2048),
  /**
   * Real-user vitals beacons one address may send per 10 minutes (docs/security.md, "What an
   * anonymous visitor can grow"); past it 429. Raised only where many browsers share one address
   * on purpose (the e2e journeys all come from 127.0.0.1).
   */
  VITALS_BEACONS_PER_10_MIN: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Log level of the services. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

type Env = z.infer<typeof envSchema>;

export interface RetentionPolicy {
  /** Months after which a resolved lead is anonymised; 0: never. */
  resolvedMonths: number;
  /** Days after which a lead held back as spam is deleted; 0: never. */
  spamDays: number;
}

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  /** Unset: the caller must start the embedded PostgreSQL (see `embedded-postgres.ts`). */
  databaseUrl: string | undefined;
  redisUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string; region: string } | undefined;
  smtpUrl: string | undefined;
  staffEmail: string;
  mailFrom: string;
  jwtSecret: string | undefined;
  admin: { username: string; password: string };
  publicUrl: string;
  dataDir: string;
  mediaDir: string;
  outboxDir: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean | number | string;
  /** Unset: no `/metrics`. */
  metricsToken: string | undefined;
  /** How long personal data is kept (`RETENTION_*`); 0 keeps it. */
  retention: RetentionPolicy;
  /** Bytes unfinished resumable uploads may hold together (`UNFINISHED_UPLOADS_MAX_MB`). */
  unfinishedUploadsMaxBytes: number;
  /** Real-user vitals beacons per address per 10 minutes. */
  vitalsBeaconsPer10Min: number;
  /** Where backups go (`BACKUP_*`): a bucket of their own, or a folder outside `DATA_DIR`. */
  backup: BackupTarget;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a `ConfigError` that names every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.S3_ENDPOINT && (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY)) {
    problems.push('S3_ACCESS_KEY / S3_SECRET_KEY: required when S3_ENDPOINT is set');
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV=production (at least 32 characters)');
  }
  const dataDir = env.DATA_DIR ? (isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR)) : join(repoRoot, '.data');
  const backup = backupTarget(env, dataDir, problems);
  if (problems.length) throw new ConfigError(problems);

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          accessKey: env.S3_ACCESS_KEY!,
          secretKey: env.S3_SECRET_KEY!,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
        }
      : undefined,
    smtpUrl: env.SMTP_URL,
    staffEmail: env.STAFF_EMAIL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    publicUrl,
    dataDir,
    mediaDir: join(dataDir, 'media'),
    outboxDir: join(dataDir, 'outbox'),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    retention: { resolvedMonths: env.RETENTION_RESOLVED_MONTHS, spamDays: env.RETENTION_SPAM_DAYS },
    unfinishedUploadsMaxBytes: env.UNFINISHED_UPLOADS_MAX_MB * 1024 * 1024,
    vitalsBeaconsPer10Min: env.VITALS_BEACONS_PER_10_MIN,
    backup,
  };
}

/**
 * The JWT key: `JWT_SECRET`, or outside production one generated once and kept under
 * `DATA_DIR` so restarts (and the worker) keep the same key.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.isProduction) throw new ConfigError(['JWT_SECRET: required when NODE_ENV=production']);
  const file = join(config.dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another process wrote it first: use theirs
    return readFileSync(file, 'utf8').trim();
  }
}

/** For process entry points: the parsed config, or the problems printed and exit code 1. */
export function loadConfigOrExit(source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(source);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
