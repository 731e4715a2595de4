import type { BackupLocation } from '../../platform/backup-location';
import { readBack } from './backup-files';
import { blobKey, manifestKey, parseManifest, type Manifest } from './backup-manifest';

/** Reads a set's manifest from the location; throws when it is missing or damaged. */
export async function readManifest(location: BackupLocation, setId: string): Promise<Manifest> {
  const key = manifestKey(setId);
  const text = await location.getBuffer(key).catch((err: Error) => {
    throw new Error(`backup set ${setId} has no readable manifest in ${location.where} (${err.message})`);
  });
  return parseManifest(text.toString('utf8'), `${location.where}/${key}`);
}

/**
 * Reads a set back from its location and checks it against its manifest: every table file
 * whole (size, sha256, and inside the gzip: as many rows as the snapshot held, the content's
 * sha256), and the objects' blobs. `blobs: 'all'` reads every blob; otherwise only those in
 * `written` (this run's) are read whole and the others, checked by earlier runs, by size.
 * Throws one message naming every problem found.
 */
export async function verifySet(location: BackupLocation, manifest: Manifest, blobs: 'all' | { written: Set<string> }): Promise<void> {
  const problems: string[] = [];
  const stored = await readManifest(location, manifest.id);
  if (JSON.stringify(stored) !== JSON.stringify(manifest)) problems.push('the manifest read back differs from the one written');
  if (manifest.totals.rows === 0 || manifest.tables.length === 0) problems.push('the database dump is empty');
  for (const table of manifest.tables) {
    try {
      const back = await readBack(location, table.file, true);
      if (back.bytes !== table.bytes || back.sha256 !== table.sha256) {
        problems.push(`${table.file}: ${back.bytes} bytes with another checksum, ${table.bytes} written`);
      } else if (back.lines !== table.rows || back.contentSha256 !== table.content_sha256) {
        problems.push(`${table.file}: ${back.lines} rows where the database held ${table.rows}`);
      }
    } catch (err) {
      const stored = await location.stat(table.file).catch(() => undefined);
      problems.push(
        !stored
          ? `${table.file}: missing (${(err as Error).message})`
          : stored.size === 0
            ? `${table.file}: empty (0 bytes, ${table.bytes} written)`
            : `${table.file}: cut short or damaged (${stored.size} of ${table.bytes} bytes: ${(err as Error).message})`,
      );
    }
  }
  const checked = new Set<string>();
  for (const object of manifest.objects) {
    const key = blobKey(object.sha256);
    if (checked.has(key)) continue;
    checked.add(key);
    try {
      if (blobs === 'all' || blobs.written.has(key)) {
        const back = await readBack(location, key, false);
        if (back.sha256 !== object.sha256 || back.bytes !== object.size) problems.push(`${key} (${object.key}): its content differs from the object's`);
      } else if ((await location.stat(key))?.size !== object.size) {
        problems.push(`${key} (${object.key}): missing or of another size`);
      }
    } catch (err) {
      problems.push(`${key} (${object.key}): ${(err as Error).message}`);
    }
  }
  if (problems.length) {
    const shown = problems.slice(0, 5).join('; ');
    throw new Error(`backup set ${manifest.id} failed its check: ${shown}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`);
  }
}
