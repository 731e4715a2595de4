import { hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import corePackage from '../../../package.json' with { type: 'json' };
import { backupKinds } from './backup.schemas';

/**
 * One backup set, self-describing (docs/reliability.md, "Backups and restore"):
 * `sets/<id>/manifest.json` names the schema it was taken at, every table's dump file with its
 * row count and checksums, and every stored object by key, size and checksum. Objects are kept
 * once, by content, under `blobs/`, and shared by every set that has them. A set without its
 * manifest is unfinished (the manifest is written last) and never restored.
 */

export const MANIFEST_FORMAT = 'northrock-backup/1';
export const PRODUCT_VERSION: string = corePackage.version;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  id: z.string().regex(/^\d{8}T\d{6}Z-[0-9a-f]{6}$/),
  kind: z.enum(backupKinds),
  created_at: z.iso.datetime(),
  product_version: z.string(),
  postgres_version: z.string(),
  /** Every migration applied at the snapshot, in the order they ran; the last is the schema version. */
  migrations: z.array(z.string()).min(1),
  /** HKDF of JWT_SECRET: the key two-factor secrets are sealed with must be the same after a restore. */
  key_fingerprint: z.string().regex(/^[0-9a-f]{32}$/),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.string()).min(1),
      rows: count,
      file: z.string(),
      /** Of the gzip file as stored. */
      bytes: count,
      sha256,
      /** Of the COPY text inside it: the drill dumps the restored table and compares. */
      content_sha256: sha256,
    }),
  ),
  sequences: z.array(z.object({ table: z.string(), column: z.string(), value: z.number() })),
  objects: z.array(z.object({ key: z.string().min(1), size: count, sha256, content_type: z.string() })),
  totals: z.object({ rows: count, database_bytes: count, objects: count, object_bytes: count }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const SETS_PREFIX = 'sets';
export const manifestKey = (setId: string) => `${SETS_PREFIX}/${setId}/manifest.json`;
export const tableKey = (setId: string, table: string) => `${SETS_PREFIX}/${setId}/db/${table}.copy.gz`;
export const blobKey = (sha: string) => `blobs/${sha.slice(0, 2)}/${sha}`;

/** Sortable by time: `20261124T070000Z-3fa9c1`. */
export function newSetId(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}-${randomBytes(3).toString('hex')}`;
}

/** The set id a key of the location belongs to (`sets/<id>/...`). */
export const setIdOfKey = (key: string) => (key.startsWith(`${SETS_PREFIX}/`) ? key.split('/')[1] : undefined);

/** A fingerprint of the server secret that reveals nothing of it (HKDF-SHA256, its own purpose). */
export function keyFingerprint(secret: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'northrock backup', 'key fingerprint v1', 16)).toString('hex');
}

/** Reads a manifest, refusing anything that is not one of this format. */
export function parseManifest(text: string, where: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not JSON: the set is damaged`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'string' && format.startsWith('northrock-backup/') && format !== MANIFEST_FORMAT) {
    throw new Error(`${where} is of format ${format}, written by a newer version of Northrock: restore it with that version or a later one`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${where} is not a backup manifest of this product (${issue.path.join('.') || 'format'}: ${issue.message})`);
  }
  return parsed.data;
}
