import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* variables that point the product at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server on loopback (s3rver, in-process; no MinIO installs here). Each
 * call gets its own folder and bucket.
 */
export async function startS3(bucket = `media-${Math.random().toString(36).slice(2, 8)}`): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'northrock-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const address = (await server.run()) as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
    },
    stop: () => (stopped ??= server.close().then(() => rmSync(directory, { recursive: true, force: true }))),
  };
}
