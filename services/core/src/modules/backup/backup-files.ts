import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { AppError } from '../../platform/errors';
import type { ObjectStore } from '../../platform/storage';

/** Counts and hashes what flows through: bytes, newlines (COPY text has one per row) and sha256. */
export function tally(): Transform & { bytes: number; lines: number; sha256(): string } {
  const hash = createHash('sha256');
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      t.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) t.lines += 1;
      done(null, chunk);
    },
  }) as Transform & { bytes: number; lines: number; sha256(): string };
  t.bytes = 0;
  t.lines = 0;
  let digest: string | undefined;
  t.sha256 = () => (digest ??= hash.digest('hex'));
  return t;
}

/** Streams `source` into a local file, answering its size and sha256. */
export async function stageFile(source: Readable, file: string): Promise<{ bytes: number; sha256: string }> {
  const t = tally();
  await pipeline(source, t, createWriteStream(file));
  return { bytes: t.bytes, sha256: t.sha256() };
}

/** What a stored file holds: its size and sha256, and for a gzip file the newlines and sha256 of its content. */
export async function readBack(
  store: ObjectStore,
  key: string,
  gzip: boolean,
): Promise<{ bytes: number; sha256: string; lines: number; contentSha256: string }> {
  const raw = tally();
  const content = tally();
  const source = await store.get(key);
  if (gzip) await pipeline(source, raw, createGunzip(), content, devNull());
  else await pipeline(source, raw, devNull());
  return { bytes: raw.bytes, sha256: raw.sha256(), lines: content.lines, contentSha256: content.sha256() };
}

/** A sink that keeps nothing. */
export const devNull = () =>
  new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });

/** A stored gzip file's content, as a stream (restore, drill). */
export async function gunzipped(store: ObjectStore, key: string): Promise<Readable> {
  const content = createGunzip();
  // A failed read or a damaged file reaches the reader as the stream's error.
  pipeline(await store.get(key), content).catch(() => undefined);
  return content;
}

export const isNotFound = (err: unknown) => err instanceof AppError && err.code === 'NOT_FOUND';
