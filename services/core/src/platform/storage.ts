import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir, stat, writeFile, access, constants } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { Client as MinioClient } from 'minio';
import type { Config } from './config';
import { AppError } from './errors';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

interface StoredObjectInfo extends StoredObject {
  contentType: string;
  etag: string;
}

/**
 * The object store behind media: S3/MinIO when `S3_ENDPOINT` is set, else a folder
 * (`DATA_DIR/media`). Keys are slash-separated paths of `[a-z0-9._-]` segments; nothing
 * else is accepted, so a key can never leave the bucket or the folder.
 */
export interface ObjectStore {
  readonly kind: 's3' | 'filesystem';
  /** Creates the bucket or folder when missing. */
  init(): Promise<void>;
  /** Resolves when the store answers (health check). */
  ping(): Promise<void>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Streams a local file into the store (never whole in memory). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** Throws `AppError('NOT_FOUND')` when absent. */
  get(key: string): Promise<Readable>;
  getBuffer(key: string): Promise<Buffer>;
  /** Undefined when absent. */
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  /** Removes what exists; absent keys are fine. */
  remove(keys: string[]): Promise<void>;
  list(prefix: string): AsyncIterable<StoredObject>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function assertKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..') || key.length > 512) {
    throw new AppError('BAD_REQUEST', `Invalid object key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  heic: 'image/heic',
};

/** The content type a key's extension stands for (the filesystem store keeps no metadata). */
function contentTypeOfKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function filesystemStore(root: string): ObjectStore {
  const pathOf = (key: string) => join(root, ...assertKey(key).split('/'));
  const missing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';
  /**
   * Writes beside the target, then renames: readers never see half a file. A removal may prune
   * the folder between its creation and the write (see `prune`): then it is made again.
   */
  const atomically = async (key: string, write: (tmp: string) => Promise<void>) => {
    const target = pathOf(key);
    for (let attempt = 1; ; attempt++) {
      const tmp = `${target}.tmp-${randomBytes(6).toString('hex')}`;
      try {
        await mkdir(dirname(target), { recursive: true });
        await write(tmp);
        await rename(tmp, target);
        return;
      } catch (err) {
        await rm(tmp, { force: true });
        if (!missing(err) || attempt === 3) throw err;
      }
    }
  };
  /**
   * Removes the folders a removal left empty, from the object's up to the root (not included):
   * an erased photo leaves no `variants/<upload>/` behind. A folder in use is not empty, and
   * `rmdir` never removes a folder that is not.
   */
  const top = resolve(root);
  const prune = async (key: string) => {
    for (let folder = dirname(resolve(pathOf(key))); folder.startsWith(top + sep); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        return; // not empty (ENOTEMPTY, EEXIST), already gone, or not ours to remove
      }
    }
  };
  const info = async (key: string): Promise<StoredObjectInfo | undefined> => {
    try {
      const s = await stat(pathOf(key));
      if (!s.isFile()) return undefined;
      return {
        key,
        size: s.size,
        lastModified: s.mtime,
        contentType: contentTypeOfKey(key),
        etag: `${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}`,
      };
    } catch (err) {
      if (missing(err)) return undefined;
      throw err;
    }
  };
  async function* walk(dir: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (missing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile() && !entry.name.includes('.tmp-')) {
        const key = relative(root, full).split(sep).join('/');
        // A file removed while the folder is listed (retention pruning beside a reader) is not listed.
        const s = await stat(full).catch((err: unknown) => {
          if (missing(err)) return undefined;
          throw err;
        });
        if (s) yield { key, size: s.size, lastModified: s.mtime };
      }
    }
  }
  return {
    kind: 'filesystem',
    init: async () => void (await mkdir(root, { recursive: true })),
    ping: () => access(root, constants.W_OK),
    put: (key, data) => atomically(key, (tmp) => writeFile(tmp, data)),
    putFile: (key, filePath) => atomically(key, (tmp) => copyFile(filePath, tmp)),
    async get(key) {
      if (!(await info(key))) throw AppError.notFound('File');
      return createReadStream(pathOf(key));
    },
    async getBuffer(key) {
      return readAll(await this.get(key));
    },
    stat: info,
    async remove(keys) {
      await Promise.all(keys.map(async (k) => (await rm(pathOf(k), { force: true }), prune(k))));
    },
    async *list(prefix) {
      const base = prefix.replace(/\/+$/, '');
      yield* walk(base ? pathOf(base) : root);
    },
  };
}

function s3Store(s3: NonNullable<Config['s3']>): ObjectStore {
  const endpoint = new URL(s3.endpoint);
  const useSSL = endpoint.protocol === 'https:';
  const client = new MinioClient({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    pathStyle: true,
  });
  const bucket = s3.bucket;
  const absent = (err: unknown) => {
    const code = (err as { code?: string }).code;
    return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject';
  };
  let ready: Promise<void> | undefined;
  const init = () =>
    (ready ??= (async () => {
      if (!(await client.bucketExists(bucket))) {
        await client.makeBucket(bucket, s3.region).catch(async (err) => {
          if (!(await client.bucketExists(bucket))) throw err; // created meanwhile by another instance
        });
      }
    })().catch((err) => {
      ready = undefined;
      throw err;
    }));

  /**
   * minio-js buffers any object smaller than its part size whole in memory, so files go
   * through a presigned PUT with a known length and the file streamed as the body.
   */
  const putStream = async (key: string, filePath: string, contentType: string) => {
    await init();
    const { size } = await stat(filePath);
    const url = new URL(await client.presignedPutObject(bucket, assertKey(key), 15 * 60));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = send(url, { method: 'PUT', headers: { 'content-length': size, 'content-type': contentType } }, resolve);
      req.on('error', reject);
      pipeline(createReadStream(filePath), req).catch(reject);
    });
    const body = await readAll(res);
    if ((res.statusCode ?? 500) >= 300) {
      throw new Error(`S3 PUT ${key} answered ${res.statusCode}: ${body.toString('utf8').slice(0, 200)}`);
    }
  };

  return {
    kind: 's3',
    init,
    async ping() {
      if (!(await client.bucketExists(bucket))) throw new Error(`bucket ${bucket} does not exist`);
    },
    async put(key, data, contentType) {
      await init();
      await client.putObject(bucket, assertKey(key), data, data.length, { 'Content-Type': contentType });
    },
    putFile: putStream,
    async get(key) {
      try {
        return await client.getObject(bucket, assertKey(key));
      } catch (err) {
        if (absent(err)) throw AppError.notFound('File');
        throw err;
      }
    },
    async getBuffer(key) {
      return readAll(await this.get(key));
    },
    async stat(key) {
      try {
        const s = await client.statObject(bucket, assertKey(key));
        return {
          key,
          size: s.size,
          lastModified: s.lastModified,
          etag: s.etag,
          contentType: String(s.metaData['content-type'] ?? contentTypeOfKey(key)),
        };
      } catch (err) {
        if (absent(err)) return undefined;
        throw err;
      }
    },
    async remove(keys) {
      if (keys.length) await client.removeObjects(bucket, keys.map(assertKey));
    },
    async *list(prefix) {
      for await (const item of client.listObjectsV2(bucket, prefix, true)) {
        if (item.name) yield { key: item.name, size: item.size, lastModified: item.lastModified };
      }
    },
  };
}

export function createObjectStore(config: Pick<Config, 's3' | 'mediaDir'>): ObjectStore {
  return config.s3 ? s3Store(config.s3) : filesystemStore(config.mediaDir);
}
