import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BackupLocation } from '../../platform/backup-location';
import { dumpDatabase } from '../../platform/pg-dump';
import { RESTORE_MARKER_TABLE } from '../../platform/pg-load';
import type { ObjectStore } from '../../platform/storage';
import type { BackupKind } from './backup.schemas';
import { isNotFound, stageFile, tally } from './backup-files';
import { blobKey, keyFingerprint, MANIFEST_FORMAT, manifestKey, newSetId, PRODUCT_VERSION, tableKey, type Manifest } from './backup-manifest';

export interface BackupWriteDeps {
  databaseUrl: string;
  location: BackupLocation;
  /** The media store whose every object goes into the set. */
  storage: ObjectStore;
  /** JWT_SECRET: only its fingerprint is written. */
  jwtSecret: string;
  /** A local folder for the files on their way to the location (`DATA_DIR/tmp/backup`). */
  stagingDir: string;
  now?: () => Date;
}

export interface WrittenSet {
  manifest: Manifest;
  /** Blobs this set added (the others were in the location already). */
  newBlobs: Set<string>;
  newObjectBytes: number;
}

/**
 * Writes one set: the database first (one snapshot; each table's COPY text gzipped, counted and
 * hashed on its way, and refused when it holds fewer rows than the snapshot), then every object
 * of the store by content, then the manifest last. Nothing is held whole in memory.
 */
export async function writeBackupSet(deps: BackupWriteDeps, kind: BackupKind): Promise<WrittenSet> {
  await deps.location.init();
  const setId = newSetId((deps.now ?? (() => new Date()))());
  await mkdir(deps.stagingDir, { recursive: true });
  const staging = await mkdtemp(join(deps.stagingDir, `${setId}-`));
  try {
    const tables: Manifest['tables'] = [];
    const snapshot = await dumpDatabase(
      deps.databaseUrl,
      async (table, data) => {
        const file = join(staging, `${table.name}.copy.gz`);
        const content = tally();
        const stored = tally();
        await pipeline(data, content, createGzip(), stored, createWriteStream(file));
        if (content.lines !== table.rows) {
          throw new Error(`the dump of table ${table.name} holds ${content.lines} rows where the database held ${table.rows}`);
        }
        const key = tableKey(setId, table.name);
        await deps.location.putFile(key, file, 'application/gzip');
        await rm(file, { force: true });
        tables.push({ ...table, file: key, bytes: stored.bytes, sha256: stored.sha256(), content_sha256: content.sha256() });
      },
      { skip: [RESTORE_MARKER_TABLE] },
    );

    const objects: Manifest['objects'] = [];
    const newBlobs = new Set<string>();
    let newObjectBytes = 0;
    const file = join(staging, 'object');
    for await (const listed of deps.storage.list('')) {
      let staged: { bytes: number; sha256: string };
      let contentType: string;
      try {
        contentType = (await deps.storage.stat(listed.key))?.contentType ?? 'application/octet-stream';
        staged = await stageFile(await deps.storage.get(listed.key), file);
      } catch (err) {
        // Removed since it was listed (an erasure, a prune): the snapshot is older than the removal.
        if (isNotFound(err)) continue;
        throw err;
      }
      const blob = blobKey(staged.sha256);
      if (!newBlobs.has(blob) && (await deps.location.stat(blob))?.size !== staged.bytes) {
        await deps.location.putFile(blob, file, 'application/octet-stream');
        newBlobs.add(blob);
        newObjectBytes += staged.bytes;
      }
      objects.push({ key: listed.key, size: staged.bytes, sha256: staged.sha256, content_type: contentType });
    }

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      id: setId,
      kind,
      created_at: snapshot.at.toISOString(),
      product_version: PRODUCT_VERSION,
      postgres_version: snapshot.serverVersion,
      migrations: snapshot.migrations,
      key_fingerprint: keyFingerprint(deps.jwtSecret),
      tables,
      sequences: snapshot.sequences,
      objects,
      totals: {
        rows: tables.reduce((n, t) => n + t.rows, 0),
        database_bytes: tables.reduce((n, t) => n + t.bytes, 0),
        objects: objects.length,
        object_bytes: objects.reduce((n, o) => n + o.size, 0),
      },
    };
    await deps.location.put(manifestKey(setId), Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`), 'application/json');
    return { manifest, newBlobs, newObjectBytes };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
