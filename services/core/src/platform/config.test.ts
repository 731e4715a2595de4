import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults of docs/product.md (Part 2)', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(c.s3).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.staffEmail).toBe('leads@northrock.example');
    expect(c.mailFrom).toBe('Northrock <no-reply@northrock.example>');
    expect(c.admin).toEqual({ username: 'admin', password: 'northrock-admin' });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.dataDir.endsWith('/.data')).toBe(true);
    expect(c.mediaDir).toBe(`${c.dataDir}/media`);
    expect(c.outboxDir).toBe(`${c.dataDir}/outbox`);
  });

  it('derives PUBLIC_URL from PORT and S3 settings from S3_ENDPOINT', () => {
    const c = loadConfig({ PORT: '8080', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.s3).toEqual({ endpoint: 'http://minio:9000', accessKey: 'a', secretKey: 'b', bucket: 'northrock-media', region: 'us-east-1' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ STAFF_EMAIL: 'nobody' }, 'STAFF_EMAIL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ACCESS_KEY'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).message).toContain(variable);
    }
  });

  it('puts backups beside the data folder by default, or in their own bucket, never inside DATA_DIR nor in the media bucket', () => {
    const c = loadConfig({ DATA_DIR: '/srv/northrock/data' });
    expect(c.backup).toEqual({ kind: 'folder', dir: '/srv/northrock/data-backups', explicit: false });
    expect(loadConfig({ DATA_DIR: '/srv/data', BACKUP_DIR: '/mnt/backups' }).backup).toEqual({ kind: 'folder', dir: '/mnt/backups', explicit: true });
    const s3 = { BACKUP_S3_ENDPOINT: 'https://s3.example.com', BACKUP_S3_ACCESS_KEY: 'k', BACKUP_S3_SECRET_KEY: 's' };
    expect(loadConfig(s3).backup).toEqual({
      kind: 's3',
      s3: { endpoint: 'https://s3.example.com', accessKey: 'k', secretKey: 's', bucket: 'northrock-backups', region: 'us-east-1' },
    });
    for (const [env, message] of [
      [{ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data/media/backups' }, /BACKUP_DIR: \/srv\/data\/media\/backups is inside DATA_DIR/],
      [{ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data' }, /BACKUP_DIR: .* is inside DATA_DIR/],
      [{ BACKUP_S3_ENDPOINT: 'https://s3.example.com' }, /BACKUP_S3_ACCESS_KEY \/ BACKUP_S3_SECRET_KEY: required/],
      [
        { ...s3, S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b', S3_BUCKET: 'media', BACKUP_S3_BUCKET: 'media' },
        /BACKUP_S3_BUCKET: must not be the media bucket/,
      ],
      [{ BACKUP_S3_BUCKET: 'Bad_Bucket' }, /BACKUP_S3_BUCKET/],
    ] as const) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', STAFF_EMAIL: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).problems.join('\n')).toMatch(/PORT[\s\S]*STAFF_EMAIL/);
    }
  });
});
