import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { expireIdlePhotoUpload, expirePhotoUploads } from '@northrock/core/photo';
import type { Orm } from '@northrock/core/platform';

const uuid = z.uuid();

export interface PhotoUploadSweep {
  orm: Orm;
  /** Where the upload server keeps the bytes: `<id>` (the bytes so far) and `<id>.json` (its record). */
  directory: string;
  /** Drops what the upload server holds of an upload. */
  removeBytes(id: string): Promise<void>;
  /** The tus store's own expiry of unfinished uploads older than `ttlMs` (their files). */
  deleteExpired(): Promise<number>;
  ttlMs: number;
  idleMs: number;
}

/**
 * One sweep of unfinished resumable uploads, at `now`:
 * - those older than `ttlMs` (24 h): rows deleted, or marked missing when a lead claimed them
 *   (`expirePhotoUploads`), and their bytes;
 * - those whose bytes stopped coming `idleMs` (1 h) ago, by the modification time of their bytes
 *   on this gateway: gone unless a lead claimed them (`expireIdlePhotoUpload`); bytes whose row is
 *   gone, complete or missing go too.
 */
export async function sweepPhotoUploads(deps: PhotoUploadSweep, now = new Date()): Promise<{ expired: number; missing: number; idle: number; files: number }> {
  const rows = await expirePhotoUploads(deps.orm.em.fork(), deps.removeBytes, { now, ttlMs: deps.ttlMs });
  let idle = 0;
  for (const name of await readdir(deps.directory).catch(() => [] as string[])) {
    if (!uuid.safeParse(name).success) continue;
    const bytes = await stat(join(deps.directory, name)).catch(() => undefined);
    if (!bytes || now.getTime() - bytes.mtimeMs < deps.idleMs) continue;
    if (!(await expireIdlePhotoUpload(deps.orm.em, name))) continue;
    await deps.removeBytes(name);
    idle += 1;
  }
  const files = await deps.deleteExpired();
  return { ...rows, idle, files };
}
